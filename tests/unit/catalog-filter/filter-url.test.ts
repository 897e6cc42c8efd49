import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG, PAGE_SIZE } from '../../../src/core/constants';
import {
  changeFilter,
  clickSort,
  EMPTY_FILTER,
  filterToSearch,
  isNarrowed,
  pageCount,
  parseFilterSearch,
  parsePrice,
  pinTarget,
  requestKey,
  resetFilters,
  sameFilter,
  toFilterRequest,
  toggleValue,
  type FilterDefaults,
  type FilterState,
} from '../../../src/widgets/catalog-filter/filter-url';

const defaults: FilterDefaults = { catalog: DEFAULT_CATALOG, contract: 103, warehouse: 1, origin: null, perPage: PAGE_SIZE.catalogue };

const full: FilterState = {
  catalog: 1224,
  brands: ['Bosch', 'Зубр'],
  minPrice: 100,
  maxPrice: 2500.5,
  available: true,
  tags: ['Импорт'],
  query: 'дрель',
  searchRange: 'header',
  flag: 'hit',
  sort: { field: 'price_rrc', dir: 'desc' },
  contract: 102,
  warehouse: 3,
  origin: 'additional',
  page: 4,
};

describe('parseFilterSearch / filterToSearch', () => {
  it('an empty address is the empty filter, and back', () => {
    expect(parseFilterSearch('')).toEqual(EMPTY_FILTER);
    expect(filterToSearch(EMPTY_FILTER)).toBe('');
  });

  it('round-trips every field', () => {
    const search = filterToSearch(full);
    expect(parseFilterSearch(search)).toEqual(full);
  });

  it('writes the request parameter names, Cyrillic encoded, page last', () => {
    const search = filterToSearch(full);
    expect(search).toBe(
      '?catalog=1224&brand=Bosch&brand=%D0%97%D1%83%D0%B1%D1%80&minprice=100&maxprice=2500.5&available=1' +
        '&tags=%D0%98%D0%BC%D0%BF%D0%BE%D1%80%D1%82&query=%D0%B4%D1%80%D0%B5%D0%BB%D1%8C&search_range=header' +
        '&filter=hit&sorting=price_rrc_desc&contract=102&warehouse=3&origin=additional&page=4',
    );
  });

  it('keeps the page’s other parameters and drops its own stale ones', () => {
    const search = filterToSearch({ ...EMPTY_FILTER, page: 2 }, '?utm_source=mail&page=9&brand=Old&ajax=1');
    expect(search).toBe('?utm_source=mail&ajax=1&page=2');
  });

  it('leaves page 1, no sort and search_range without a query out of the address', () => {
    expect(filterToSearch({ ...EMPTY_FILTER, page: 1, searchRange: 'articul' })).toBe('');
  });

  it('reads PHP-style lists and removes duplicates', () => {
    const state = parseFilterSearch('brand[]=Bosch&brand=Bosch&brand[]=Makita&tags[]=Эконом');
    expect(state.brands).toEqual(['Bosch', 'Makita']);
    expect(state.tags).toEqual(['Эконом']);
  });

  it('drops malformed values instead of throwing (a URL is user input)', () => {
    const state = parseFilterSearch(
      'catalog=abc&page=-3&minprice=1e9x&maxprice=&contract=0&warehouse=2.5&sorting=price_sideways&origin=elsewhere&filter=top&search_range=all;drop&available=yes',
    );
    expect(state).toEqual(EMPTY_FILTER);
  });

  it('accepts a Russian decimal comma and swaps a reversed price range', () => {
    expect(parsePrice('1 500,5')).toBe(1500.5);
    const state = parseFilterSearch('minprice=900&maxprice=100,25');
    expect(state.minPrice).toBe(100.25);
    expect(state.maxPrice).toBe(900);
  });

  it('rejects a sort field outside the spec’s four', () => {
    expect(parseFilterSearch('sorting=id_desc').sort).toBeNull();
    expect(parseFilterSearch('sorting=price_rrc_asc').sort).toEqual({ field: 'price_rrc', dir: 'asc' });
  });

  it('caps list length and text length', () => {
    const many = Array.from({ length: 80 }, (_, i) => `brand=b${i}`).join('&');
    expect(parseFilterSearch(many).brands).toHaveLength(50);
    expect(parseFilterSearch(`query=${'я'.repeat(500)}`).query).toHaveLength(200);
  });

  it('any state survives the round trip (property)', () => {
    const text = fc.string({ maxLength: 20 }).map((s) => s.trim()).filter((s) => s !== '');
    const state = fc.record<FilterState>({
      catalog: fc.option(fc.integer({ min: 1, max: 99999 }), { nil: null }),
      brands: fc.uniqueArray(text, { maxLength: 5 }),
      minPrice: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
      maxPrice: fc.constant(null),
      available: fc.boolean(),
      tags: fc.uniqueArray(text, { maxLength: 3 }),
      query: fc.constantFrom('', 'дрель', 'ФР-00101', 'a&b=c'),
      searchRange: fc.constantFrom('all', 'articul', 'header'),
      flag: fc.constantFrom(null, 'hit', 'novelty', 'spec'),
      sort: fc.option(
        fc.record({ field: fc.constantFrom('articul', 'header', 'price', 'price_rrc'), dir: fc.constantFrom('asc' as const, 'desc' as const) }),
        { nil: null },
      ),
      contract: fc.option(fc.integer({ min: 1, max: 999 }), { nil: null }),
      warehouse: fc.option(fc.integer({ min: 1, max: 9 }), { nil: null }),
      origin: fc.constantFrom(null, 'catalog', 'additional'),
      page: fc.integer({ min: 1, max: 500 }),
    });
    fc.assert(
      fc.property(state, (s) => {
        const normal = { ...s, searchRange: s.query ? s.searchRange : 'all' } as FilterState;
        expect(parseFilterSearch(filterToSearch(normal))).toEqual(normal);
      }),
    );
  });
});

describe('changes', () => {
  it('every filter change resets the page to 1; a page change does not', () => {
    const onPage3 = { ...EMPTY_FILTER, page: 3 };
    expect(changeFilter(onPage3, { available: true }).page).toBe(1);
    expect(changeFilter(onPage3, { brands: ['Bosch'] }).page).toBe(1);
    expect(changeFilter(onPage3, { sort: { field: 'price', dir: 'asc' } }).page).toBe(1);
    expect(changeFilter(onPage3, { page: 5 }).page).toBe(5);
  });

  it('toggleValue adds and removes one value', () => {
    expect(toggleValue(['a', 'b'], 'c', true)).toEqual(['a', 'b', 'c']);
    expect(toggleValue(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggleValue(['a'], 'a', true)).toEqual(['a']);
  });

  it('sort clicks follow spec 4, header asc being the default', () => {
    let state = EMPTY_FILTER;
    state = { ...state, sort: clickSort(state, 'price') };
    expect(state.sort).toEqual({ field: 'price', dir: 'asc' });
    state = { ...state, sort: clickSort(state, 'price') };
    expect(state.sort).toEqual({ field: 'price', dir: 'desc' });
    state = { ...state, sort: clickSort(state, 'price') };
    expect(state.sort).toEqual({ field: 'price', dir: 'asc' });
    // The default column shows asc already: the first click goes to desc, the next back to the default.
    expect(clickSort(EMPTY_FILTER, 'header')).toEqual({ field: 'header', dir: 'desc' });
    expect(clickSort({ ...EMPTY_FILTER, sort: { field: 'header', dir: 'desc' } }, 'header')).toBeNull();
  });

  it('reset clears the narrowing filters and keeps place and sort', () => {
    expect(isNarrowed(EMPTY_FILTER)).toBe(false);
    expect(isNarrowed(full)).toBe(true);
    const reset = resetFilters(full);
    expect(isNarrowed(reset)).toBe(false);
    expect(reset).toMatchObject({ catalog: 1224, contract: 102, warehouse: 3, origin: 'additional', sort: full.sort, page: 1 });
  });

  it('sameFilter compares by address', () => {
    expect(sameFilter(full, { ...full, brands: [...full.brands] })).toBe(true);
    expect(sameFilter(full, { ...full, page: 5 })).toBe(false);
  });

  it('pins the catalogue, contract and warehouse in force before a change makes them explicit', () => {
    const now = { catalog: 1223, contract: 103, warehouse: 1, origin: null };
    expect(pinTarget(EMPTY_FILTER, { ...EMPTY_FILTER, available: true }, now)).toBeNull();
    expect(pinTarget(EMPTY_FILTER, { ...EMPTY_FILTER, warehouse: 2 }, now)).toEqual({ ...EMPTY_FILTER, warehouse: 1 });
    expect(pinTarget(EMPTY_FILTER, { ...EMPTY_FILTER, catalog: 1300, contract: 101 }, now)).toEqual({
      ...EMPTY_FILTER,
      catalog: 1223,
      contract: 103,
    });
    // Already explicit: nothing to pin.
    expect(pinTarget({ ...EMPTY_FILTER, warehouse: 3 }, { ...EMPTY_FILTER, warehouse: 2 }, now)).toBeNull();
  });
});

describe('toFilterRequest', () => {
  it('sends the defaults for an empty filter: catalogue 1223, per page 20, page 1', () => {
    expect(toFilterRequest(EMPTY_FILTER, defaults)).toEqual({ catalog: 1223, perpage: 20, page: 1, contract: 103, warehouse: 1 });
  });

  it('maps every field to docs/api.md names', () => {
    expect(toFilterRequest(full, defaults)).toEqual({
      catalog: 1224,
      perpage: 20,
      page: 4,
      contract: 102,
      warehouse: 3,
      origin: 'additional',
      brand: ['Bosch', 'Зубр'],
      byprice: 1,
      minprice: 100,
      maxprice: 2500.5,
      available: 1,
      tags: ['Импорт'],
      query: 'дрель',
      search_range: 'header',
      filter: 'hit',
      sorting: 'price_rrc_desc',
    });
  });

  it('sends byprice with one bound only', () => {
    const req = toFilterRequest({ ...EMPTY_FILTER, maxPrice: 500 }, defaults);
    expect(req).toMatchObject({ byprice: 1, maxprice: 500 });
    expect(req).not.toHaveProperty('minprice');
  });

  it('leaves contract and warehouse to the server when nobody knows them', () => {
    const req = toFilterRequest(EMPTY_FILTER, { ...defaults, contract: null, warehouse: null });
    expect(req).not.toHaveProperty('contract');
    expect(req).not.toHaveProperty('warehouse');
  });

  it('requestKey ignores key order', () => {
    expect(requestKey({ page: 1, catalog: 2 })).toBe(requestKey({ catalog: 2, page: 1 }));
    expect(requestKey({ page: 1, brand: ['a'] })).not.toBe(requestKey({ page: 1, brand: ['b'] }));
  });

  it('pageCount', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
