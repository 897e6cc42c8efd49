/**
 * Column sorting of spec 4: "unsorted to asc, asc to desc, desc to asc; only
 * one column is sorted at a time. Sort fields: articul, header (default asc),
 * price, price_rrc." The filter call takes it as `sorting: 'price_rrc_desc'`.
 */

export type SortDir = 'asc' | 'desc';
export type SortState = { field: string; dir: SortDir } | null;

export const SORT_FIELDS = ['articul', 'header', 'price', 'price_rrc'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export const DEFAULT_SORT: { field: SortField; dir: SortDir } = { field: 'header', dir: 'asc' };

/** A click on `field`'s column title. Another column starts over at asc. */
export function nextSort(current: SortState, field: string): SortState {
  if (!current || current.field !== field) return { field, dir: 'asc' };
  return { field, dir: current.dir === 'asc' ? 'desc' : 'asc' };
}

/** State -> docs/api.md `sorting` ('header_asc'); undefined leaves the server's default. */
export function sortingParam(state: SortState): string | undefined {
  return state ? `${state.field}_${state.dir}` : undefined;
}

/**
 * 'price_rrc_desc' -> { field: 'price_rrc', dir: 'desc' } (the field may hold
 * underscores, the direction is after the last one); anything else -> null.
 * With `fields`, only those fields are accepted (a URL is user input).
 */
export function parseSortingParam(
  param: string | null | undefined,
  fields: readonly string[] = SORT_FIELDS,
): SortState {
  if (!param) return null;
  const m = /^(.+)_(asc|desc)$/.exec(param);
  if (!m?.[1] || !m[2]) return null;
  if (!fields.includes(m[1])) return null;
  return { field: m[1], dir: m[2] as SortDir };
}
