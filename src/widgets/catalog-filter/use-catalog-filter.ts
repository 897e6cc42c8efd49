/**
 * The catalogue filter's logic, out of render: the address state, the
 * session's defaults, the request and its results, and the changes the
 * panel makes. Every change goes through `change()`: page back to 1, a new
 * history entry, a new request that aborts the one before.
 */
import { useMemo } from 'react';
import type { SortField } from '../../core/rules/sort';
import { writeCatalogId } from '../../core/cookies';
import {
  changeFilter,
  clickSort,
  pinTarget,
  resetFilters,
  resolveTarget,
  toFilterRequest,
  toggleValue,
  type FilterState,
  type GoodsFlag,
  type Origin,
  type ResolvedTarget,
  type SearchRange,
} from './filter-url';
import { tagOptions, type TagOption } from './tag-options';
import { useStableCallback } from './use-stable-callback';
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
  /** Tags to offer: the reply's tag facet (narrowed to the element's list), plus the ticked ones. */
  tags: readonly TagOption[];
  /** Stable actions (their identity never changes), so memoised controls skip unrelated renders. */
  actions: FilterActions;
}

export interface FilterActions {
  change(patch: Partial<FilterState>): void;
  selectCatalog(id: number): void;
  reset(): void;
  toggleBrand(id: string, on: boolean): void;
  toggleTag(tag: string, on: boolean): void;
  setPrice(range: { minPrice: number | null; maxPrice: number | null }): void;
  setAvailable(on: boolean): void;
  setQuery(query: string): void;
  setSearchRange(range: SearchRange): void;
  setFlag(flag: GoodsFlag | 'all'): void;
  setOrigin(origin: Origin | 'all'): void;
  setContract(contract: number): void;
  setWarehouse(warehouse: number): void;
  sortBy(field: SortField): void;
  goToPage(page: number): void;
}

export interface CatalogFilterOptions extends FilterSessionProps {
  /** Offer only these tags of the reply's facet (all of them, without counts, from a server without the facet). */
  tags?: readonly string[];
  onContractChange(contract: number, warehouse: number | undefined): void;
}

export function useCatalogFilter(options: CatalogFilterOptions): CatalogFilterModel {
  const url = useFilterUrl();
  const session = useFilterSession(options, url.state, options.onContractChange);
  const { state, defaults } = session;
  const target = useMemo(() => resolveTarget(state, defaults), [state, defaults]);
  const request = useMemo(() => (session.ready ? toFilterRequest(state, defaults) : null), [session.ready, state, defaults]);
  const results = useFilterResults(request);

  const facet = results.reply?.tags?.data ?? null;
  const only = options.tags;
  const tags = useMemo(() => tagOptions(facet, only, state.tags), [facet, only, state.tags]);

  const { navigate } = url;
  const change = useStableCallback((patch: Partial<FilterState>) => {
    const next = changeFilter(state, patch);
    navigate(next, pinTarget(state, next, target));
  });
  const selectCatalog = useStableCallback((id: number) => {
    // Like the legacy sidebar (spec 7): the previous cookie goes, catalogId (path /) is written.
    writeCatalogId(id);
    change({ catalog: id });
  });
  const reset = useStableCallback(() => navigate(resetFilters(state)));
  const toggleBrand = useStableCallback((id: string, on: boolean) => change({ brands: toggleValue(state.brands, id, on) }));
  const toggleTag = useStableCallback((tag: string, on: boolean) => change({ tags: toggleValue(state.tags, tag, on) }));
  const setPrice = useStableCallback((range: { minPrice: number | null; maxPrice: number | null }) => change(range));
  const setAvailable = useStableCallback((available: boolean) => change({ available }));
  const setQuery = useStableCallback((query: string) => change({ query }));
  const setSearchRange = useStableCallback((searchRange: SearchRange) => change({ searchRange }));
  const setFlag = useStableCallback((flag: GoodsFlag | 'all') => change({ flag: flag === 'all' ? null : flag }));
  const setOrigin = useStableCallback((origin: Origin | 'all') => change({ origin: origin === 'all' ? null : origin }));
  const setContract = useStableCallback((contract: number) => change({ contract }));
  const setWarehouse = useStableCallback((warehouse: number) => change({ warehouse }));
  const sortBy = useStableCallback((field: SortField) => change({ sort: clickSort(state, field) }));
  const goToPage = useStableCallback((page: number) => change({ page }));
  const actions = useMemo<FilterActions>(
    () => ({
      change,
      selectCatalog,
      reset,
      toggleBrand,
      toggleTag,
      setPrice,
      setAvailable,
      setQuery,
      setSearchRange,
      setFlag,
      setOrigin,
      setContract,
      setWarehouse,
      sortBy,
      goToPage,
    }),
    // Every member is stable: this object is created once.
    [change, selectCatalog, reset, toggleBrand, toggleTag, setPrice, setAvailable, setQuery, setSearchRange, setFlag, setOrigin, setContract, setWarehouse, sortBy, goToPage],
  );

  return {
    state,
    session,
    target,
    stockWarehouse: target.warehouse ?? results.reply?.actualWms ?? null,
    results,
    tags,
    actions,
  };
}
