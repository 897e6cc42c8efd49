import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  SORT_FIELDS,
  nextSort,
  parseSortingParam,
  sortingParam,
  type SortState,
} from '../../../../src/core/rules/sort';

describe('"Column sorting cycles: unsorted to asc, asc to desc, desc to asc"', () => {
  it.each<[SortState, string, SortState]>([
    [null, 'price', { field: 'price', dir: 'asc' }],
    [{ field: 'price', dir: 'asc' }, 'price', { field: 'price', dir: 'desc' }],
    [{ field: 'price', dir: 'desc' }, 'price', { field: 'price', dir: 'asc' }],
    // "only one column is sorted at a time"
    [{ field: 'price', dir: 'desc' }, 'articul', { field: 'articul', dir: 'asc' }],
    [{ field: 'header', dir: 'asc' }, 'price_rrc', { field: 'price_rrc', dir: 'asc' }],
  ])('%j + click %s -> %j', (state, field, next) => {
    expect(nextSort(state, field)).toEqual(next);
  });

  it('"Sort fields: articul, header (default asc), price, price_rrc"', () => {
    expect(SORT_FIELDS).toEqual(['articul', 'header', 'price', 'price_rrc']);
    expect(DEFAULT_SORT).toEqual({ field: 'header', dir: 'asc' });
  });

  it('the filter call parameter', () => {
    expect(sortingParam({ field: 'price_rrc', dir: 'desc' })).toBe('price_rrc_desc');
    expect(sortingParam(DEFAULT_SORT)).toBe('header_asc');
    expect(sortingParam(null)).toBeUndefined();
  });

  it.each([
    ['price_rrc_desc', { field: 'price_rrc', dir: 'desc' }],
    ['articul_asc', { field: 'articul', dir: 'asc' }],
    ['price_up', null],
    ['evil_desc', null],
    ['_asc', null],
    ['', null],
    [null, null],
  ])('parseSortingParam(%j) = %j', (param, state) => {
    expect(parseSortingParam(param)).toEqual(state);
  });

  it('round-trips every field and direction', () => {
    for (const field of SORT_FIELDS)
      for (const dir of ['asc', 'desc'] as const)
        expect(parseSortingParam(sortingParam({ field, dir }))).toEqual({ field, dir });
  });

  it('other tables may pass their own fields', () => {
    expect(parseSortingParam('created_at_desc', ['created_at'])).toEqual({ field: 'created_at', dir: 'desc' });
  });
});
