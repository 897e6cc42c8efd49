/**
 * The tags <b2b-catalog-filter> offers: the filter reply's tag facet (our
 * addition to the reply, docs/api.md), narrowed to the element's `tags` list
 * when one is given. A server without the facet gets the `tags` list without
 * counts. A ticked tag the list leaves out stays (with its count when the
 * facet has one), so it can be unticked.
 */
import type { Facet } from '../../core/types';

export interface TagOption {
  id: string;
  header: string;
  /** null: not known (no facet, or a ticked tag no found product carries). */
  count: number | null;
}

export function tagOptions(
  facet: readonly Facet[] | null,
  only: readonly string[] | undefined,
  selected: readonly string[],
): TagOption[] {
  // An attribute is page input: anything but a list of tags is no list.
  const allowed = Array.isArray(only) && only.length ? new Set(only.map(String)) : null;
  const list: TagOption[] = facet
    ? facet.filter((f) => !allowed || allowed.has(f.id)).map((f) => ({ id: f.id, header: f.header, count: f.count }))
    : [...(allowed ?? [])].map((id) => ({ id, header: id, count: null }));
  const missing = selected.filter((tag) => !list.some((o) => o.id === tag));
  if (!missing.length) return list;
  const counted = (id: string) => facet?.find((f) => f.id === id);
  return [...list, ...missing.map((id) => counted(id) ?? { id, header: id, count: null })];
}
