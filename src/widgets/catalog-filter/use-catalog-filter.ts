/**
 * The catalogue filter's logic, out of render: the address state, the
 * session's defaults, the request and its results, and the changes the
 * panel makes. Every change goes through `change()`: page back to 1, a new
 * history entry, a new request that aborts the one before.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { writeCatalogId } from '../../core/cookies';
import type { FilterReply } from '../../core/types';
import {
  changeFilter,
  pinTarget,
  resetFilters,
  resolveTarget,
  toFilterRequest,
  type FilterState,
  type ResolvedTarget,
} from './filter-url';
import { useFilterResults, type FilterResults } from './use-filter-results';
import { useFilterSession, type FilterSession, type FilterSessionProps } from './use-filter-session';
import { useFilterUrl } from './use-filter-url';

export interface CatalogFilterModel {
  state: FilterState;
  session: FilterSession;
  target: ResolvedTarget;
  /** The warehouse whose stock the rows show: the chosen one, else the reply's actualWms. */
  stockWarehouse: number | null;
  results: FilterResults;
  /** Tags to offer: the element's list, else every tag seen in replies so far (plus the chosen ones). */
  tags: readonly string[];
  change(patch: Partial<FilterState>): void;
  selectCatalog(id: number): void;
  reset(): void;
}

export interface CatalogFilterOptions extends FilterSessionProps {
  /** A fixed list of tags to offer (the filter reply has no tag facet). */
  tags?: readonly string[];
  onContractChange(contract: number, warehouse: number | undefined): void;
}

function tagsOf(reply: FilterReply | null): string[] {
  return reply ? reply.products.flatMap((p) => p.tags) : [];
}

export function useCatalogFilter(options: CatalogFilterOptions): CatalogFilterModel {
  const url = useFilterUrl();
  const session = useFilterSession(options, url.state, options.onContractChange);
  const { state, defaults } = session;
  const target = useMemo(() => resolveTarget(state, defaults), [state, defaults]);
  const request = useMemo(() => (session.ready ? toFilterRequest(state, defaults) : null), [session.ready, state, defaults]);
  const results = useFilterResults(request);

  const [seenTags, setSeenTags] = useState<readonly string[]>([]);
  useEffect(() => {
    const fresh = tagsOf(results.reply);
    setSeenTags((seen) => {
      const missing = fresh.filter((tag) => !seen.includes(tag));
      return missing.length ? [...seen, ...new Set(missing)].sort((a, b) => a.localeCompare(b, 'ru')) : seen;
    });
  }, [results.reply]);
  const fixedTags = options.tags;
  const tags = useMemo(() => {
    const offered = fixedTags && fixedTags.length ? fixedTags : seenTags;
    const extra = state.tags.filter((tag) => !offered.includes(tag));
    return extra.length ? [...offered, ...extra] : offered;
  }, [fixedTags, seenTags, state.tags]);

  const { navigate } = url;
  const change = useCallback(
    (patch: Partial<FilterState>) => {
      const next = changeFilter(state, patch);
      navigate(next, pinTarget(state, next, target));
    },
    [navigate, state, target],
  );

  const selectCatalog = useCallback(
    (id: number) => {
      // Like the legacy sidebar (spec 7): the previous cookie goes, catalogId (path /) is written.
      writeCatalogId(id);
      change({ catalog: id });
    },
    [change],
  );

  const reset = useCallback(() => navigate(resetFilters(state)), [navigate, state]);

  return {
    state,
    session,
    target,
    stockWarehouse: target.warehouse ?? results.reply?.actualWms ?? null,
    results,
    tags,
    change,
    selectCatalog,
    reset,
  };
}
