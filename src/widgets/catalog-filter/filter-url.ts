/**
 * The catalogue filter's state and its page address, both ways, as pure
 * functions (no React, no window): the URL is the one place the filter lives,
 * so back/forward and a shared link restore it.
 *
 * Parameter names are those of POST filter (docs/api.md), so a link reads
 * like the request it makes: `?catalog=1224&brand=Bosch&brand=Makita&minprice=100&page=2`.
 * A URL is user input: anything malformed is dropped, never thrown.
 */
import type { Contract, FilterRequest, Warehouse } from '../../core/types';
import { DEFAULT_SORT, parseSortingParam, sortingParam, SORT_FIELDS, type SortState } from '../../core/rules/sort';

export type SearchRange = 'all' | 'articul' | 'header';
export type Origin = 'catalog' | 'additional';
/** The hit / novelty / special-offer marks (the request's `filter`). */
export type GoodsFlag = 'hit' | 'novelty' | 'spec';

/** What the buyer chose. `null` / empty = not chosen: the widget's defaults apply. */
export interface FilterState {
  catalog: number | null;
  /** Brand ids of `brands.data`. */
  brands: readonly string[];
  minPrice: number | null;
  maxPrice: number | null;
  /** Only goods in stock in the warehouse. */
  available: boolean;
  tags: readonly string[];
  query: string;
  searchRange: SearchRange;
  flag: GoodsFlag | null;
  /** null: the server's default order (header asc). */
  sort: SortState;
  contract: number | null;
  warehouse: number | null;
  origin: Origin | null;
  /** 1-based; resets to 1 on every other change (spec 2). */
  page: number;
}

/** Where the state is silent: the element's attributes, the cookie, the session. */
export interface FilterDefaults {
  catalog: number;
  contract: number | null;
  warehouse: number | null;
  origin: Origin | null;
  perPage: number;
}

export const EMPTY_FILTER: FilterState = Object.freeze({
  catalog: null,
  brands: Object.freeze([]) as readonly string[],
  minPrice: null,
  maxPrice: null,
  available: false,
  tags: Object.freeze([]) as readonly string[],
  query: '',
  searchRange: 'all',
  flag: null,
  sort: null,
  contract: null,
  warehouse: null,
  origin: null,
  page: 1,
});

/** Every query parameter this module owns; the page's others (utm_*, the legacy ajax=1) are kept. */
export const FILTER_PARAMS = [
  'catalog',
  'brand',
  'minprice',
  'maxprice',
  'available',
  'tags',
  'query',
  'search_range',
  'filter',
  'sorting',
  'contract',
  'warehouse',
  'origin',
  'page',
] as const;

const MAX_LIST = 50;
const MAX_TEXT = 200;
const MAX_PAGE = 100_000;
const SEARCH_RANGES: readonly SearchRange[] = ['all', 'articul', 'header'];
const ORIGINS: readonly Origin[] = ['catalog', 'additional'];
const FLAGS: readonly GoodsFlag[] = ['hit', 'novelty', 'spec'];

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

function positiveInt(value: string | null, max = 999_999_999): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
}

/** A price: '1500', '1500.5' or the Russian '1500,5'; never negative. */
export function parsePrice(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = value.trim().replace(/\s|\u00A0/g, '').replace(',', '.');
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(text)) return null;
  return Number(text);
}

/** Repeated (`brand=a&brand=b`) or PHP style (`brand[]=a`); trimmed, de-duplicated, capped. */
function list(params: URLSearchParams, name: string): string[] {
  const values = [...params.getAll(name), ...params.getAll(`${name}[]`)]
    .map((v) => v.trim())
    .filter((v) => v !== '' && v.length <= MAX_TEXT);
  return [...new Set(values)].slice(0, MAX_LIST);
}

/** The filter state a query string carries ('?a=1' or 'a=1'). */
export function parseFilterSearch(search: string | URLSearchParams): FilterState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  let minPrice = parsePrice(params.get('minprice'));
  let maxPrice = parsePrice(params.get('maxprice'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const available = params.get('available');
  return {
    catalog: positiveInt(params.get('catalog')),
    brands: list(params, 'brand'),
    minPrice,
    maxPrice,
    available: available === '1' || available === 'true',
    tags: list(params, 'tags'),
    query: (params.get('query') ?? '').trim().slice(0, MAX_TEXT),
    searchRange: oneOf(params.get('search_range'), SEARCH_RANGES) ?? 'all',
    flag: oneOf(params.get('filter'), FLAGS),
    sort: parseSortingParam(params.get('sorting'), SORT_FIELDS),
    contract: positiveInt(params.get('contract')),
    warehouse: positiveInt(params.get('warehouse')),
    origin: oneOf(params.get('origin'), ORIGINS),
    page: positiveInt(params.get('page'), MAX_PAGE) ?? 1,
  };
}

function priceText(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0$/, '');
}

/**
 * The query string for `state`, starting with '?' (or '' when empty). Foreign
 * parameters of `keep` stay first, in their order; ours follow in a fixed
 * order, only when they differ from "not chosen", so equal states give equal
 * addresses.
 */
export function filterToSearch(state: FilterState, keep: string | URLSearchParams = ''): string {
  const params = new URLSearchParams(keep);
  for (const name of FILTER_PARAMS) {
    params.delete(name);
    params.delete(`${name}[]`);
  }
  const set = (name: string, value: string | number | null) => {
    if (value !== null && value !== '') params.append(name, String(value));
  };
  set('catalog', state.catalog);
  for (const brand of state.brands) params.append('brand', brand);
  set('minprice', state.minPrice === null ? null : priceText(state.minPrice));
  set('maxprice', state.maxPrice === null ? null : priceText(state.maxPrice));
  if (state.available) params.append('available', '1');
  for (const tag of state.tags) params.append('tags', tag);
  set('query', state.query.trim());
  if (state.query.trim() && state.searchRange !== 'all') params.append('search_range', state.searchRange);
  set('filter', state.flag);
  set('sorting', sortingParam(state.sort) ?? null);
  set('contract', state.contract);
  set('warehouse', state.warehouse);
  set('origin', state.origin);
  if (state.page > 1) params.append('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Two states that give the same address. */
export function sameFilter(a: FilterState, b: FilterState): boolean {
  return filterToSearch(a) === filterToSearch(b);
}

/**
 * A change of filter: the page goes back to 1 (spec 2), unless the change is
 * the page itself.
 */
export function changeFilter(state: FilterState, patch: Partial<FilterState>): FilterState {
  const onlyPage = Object.keys(patch).every((key) => key === 'page');
  const next: FilterState = { ...state, ...patch };
  if (!onlyPage) next.page = 1;
  return next;
}

/** Toggles one value of a list filter (brands, tags). */
export function toggleValue(values: readonly string[], value: string, on: boolean): string[] {
  const rest = values.filter((v) => v !== value);
  return on ? [...rest, value] : rest;
}

/** The sort after a click on `field`: spec 4's cycle, where "no sort" is the server's header asc. */
export function clickSort(state: FilterState, field: (typeof SORT_FIELDS)[number]): SortState {
  const current = state.sort ?? DEFAULT_SORT;
  if (current.field !== field) return { field, dir: 'asc' };
  const next = current.dir === 'asc' ? 'desc' : 'asc';
  return field === DEFAULT_SORT.field && next === DEFAULT_SORT.dir ? null : { field, dir: next };
}

/** The sort as shown: the default when none is chosen. */
export function shownSort(state: FilterState): { field: string; dir: 'asc' | 'desc' } {
  return state.sort ?? DEFAULT_SORT;
}

/** Whether any narrowing filter is set (what "reset filters" would clear). */
export function isNarrowed(state: FilterState): boolean {
  return (
    state.brands.length > 0 ||
    state.minPrice !== null ||
    state.maxPrice !== null ||
    state.available ||
    state.tags.length > 0 ||
    state.query.trim() !== '' ||
    state.flag !== null
  );
}

/**
 * "Reset filters" of the empty result: clears what narrows the list; keeps the
 * place (catalogue, contract, warehouse, origin) and the sort.
 */
export function resetFilters(state: FilterState): FilterState {
  return {
    ...EMPTY_FILTER,
    catalog: state.catalog,
    contract: state.contract,
    warehouse: state.warehouse,
    origin: state.origin,
    sort: state.sort,
  };
}

/** The values the widget works with: the state's, else the defaults. */
export interface ResolvedTarget {
  catalog: number;
  contract: number | null;
  warehouse: number | null;
  origin: Origin | null;
}

export function resolveTarget(state: FilterState, defaults: FilterDefaults): ResolvedTarget {
  return {
    catalog: state.catalog ?? defaults.catalog,
    contract: state.contract ?? defaults.contract,
    warehouse: state.warehouse ?? defaults.warehouse,
    origin: state.origin ?? defaults.origin,
  };
}

/** The POST filter body (docs/api.md) for a state; only what is set is sent. */
export function toFilterRequest(state: FilterState, defaults: FilterDefaults): FilterRequest {
  const target = resolveTarget(state, defaults);
  const req: FilterRequest = { catalog: target.catalog, perpage: defaults.perPage, page: state.page };
  if (target.contract !== null) req.contract = target.contract;
  if (target.warehouse !== null) req.warehouse = target.warehouse;
  if (target.origin !== null) req.origin = target.origin;
  if (state.brands.length) req.brand = [...state.brands];
  if (state.minPrice !== null || state.maxPrice !== null) {
    req.byprice = 1;
    if (state.minPrice !== null) req.minprice = state.minPrice;
    if (state.maxPrice !== null) req.maxprice = state.maxPrice;
  }
  if (state.available) req.available = 1;
  if (state.tags.length) req.tags = [...state.tags];
  const query = state.query.trim();
  if (query) {
    req.query = query;
    req.search_range = state.searchRange;
  }
  if (state.flag) req.filter = state.flag;
  const sorting = sortingParam(state.sort);
  if (sorting) req.sorting = sorting;
  return req;
}

/** A stable text of a request, to tell a new request from a repeat. */
export function requestKey(req: FilterRequest): string {
  return JSON.stringify(req, Object.keys(req).sort());
}

/**
 * The state to record in the current history entry before a change makes the
 * catalogue, contract or warehouse explicit: the values in force until now,
 * so Back returns to them and not to whatever the cookie or the session says
 * by then (choosing a catalogue rewrites the cookie). null: nothing to pin.
 */
export function pinTarget(state: FilterState, next: FilterState, current: ResolvedTarget): FilterState | null {
  const pin = <K extends 'catalog' | 'contract' | 'warehouse'>(key: K) =>
    state[key] === null && next[key] !== null && current[key] !== null;
  const pinCatalog = pin('catalog');
  const pinContract = pin('contract');
  const pinWarehouse = pin('warehouse');
  if (!pinCatalog && !pinContract && !pinWarehouse) return null;
  return {
    ...state,
    catalog: pinCatalog ? current.catalog : state.catalog,
    contract: pinContract ? current.contract : state.contract,
    warehouse: pinWarehouse ? current.warehouse : state.warehouse,
  };
}

/** Total pages for a reply (at least 1). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, perPage)));
}

/** Drops an address's contract or warehouse the session does not know (someone else's link). */
export function knownOnly(state: FilterState, contracts: readonly Contract[], warehouses: readonly Warehouse[]): FilterState {
  const badContract = state.contract !== null && contracts.length > 0 && !contracts.some((c) => c.id === state.contract);
  const badWarehouse = state.warehouse !== null && warehouses.length > 0 && !warehouses.some((w) => w.id === state.warehouse);
  if (!badContract && !badWarehouse) return state;
  return { ...state, contract: badContract ? null : state.contract, warehouse: badWarehouse ? null : state.warehouse };
}
