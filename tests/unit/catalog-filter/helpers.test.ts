import { describe, expect, it } from 'vitest';
import { contracts, catalogTree, products, warehouses } from '../../../src/testing/fixtures';
import { findNode, pathTo } from '../../../src/widgets/catalog-filter/catalog-tree-path';
import { EMPTY_FILTER, knownOnly } from '../../../src/widgets/catalog-filter/filter-url';
import { sameProduct } from '../../../src/blocks/product/same-product';
import { productStock, stockIn, variantParams } from '../../../src/blocks/product/stock';
import { tagOptions } from '../../../src/widgets/catalog-filter/tag-options';

describe('knownOnly (an address is user input)', () => {
  it('keeps a contract and warehouse the session knows', () => {
    const state = { ...EMPTY_FILTER, contract: 102, warehouse: 3 };
    expect(knownOnly(state, contracts, warehouses)).toBe(state);
  });
  it('drops someone else’s contract and an unknown warehouse, keeps the rest', () => {
    const state = { ...EMPTY_FILTER, contract: 999, warehouse: 42, brands: ['Bosch'] };
    expect(knownOnly(state, contracts, warehouses)).toEqual({ ...EMPTY_FILTER, brands: ['Bosch'] });
  });
  it('keeps both while the session has not said what it knows', () => {
    const state = { ...EMPTY_FILTER, contract: 999, warehouse: 42 };
    expect(knownOnly(state, [], [])).toBe(state);
  });
});

describe('catalogue tree paths', () => {
  it('pathTo gives the ids from a root down to the section', () => {
    expect(pathTo(catalogTree, 1302)).toEqual([1300, 1302]);
    expect(pathTo(catalogTree, 1223)).toEqual([1223]);
    expect(pathTo(catalogTree, 5)).toEqual([]);
    expect(findNode(catalogTree, 1225)?.header).toBe('Ручной инструмент');
  });
});

describe('product helpers', () => {
  const gloves = products.find((p) => p.articul === 'ФР-00126')!;
  const drill = products.find((p) => p.articul === 'ФР-00101')!;
  it('stock in one warehouse, variants included for the product', () => {
    expect(stockIn(drill.stocks, 1)).toBe(12);
    expect(stockIn(drill.stocks, 2)).toBe(0);
    expect(stockIn(drill.stocks, null)).toBe(0);
    expect(productStock(gloves, 1)).toBe(300 + 200 + 0);
    expect(variantParams(gloves.variants[0]!)).toBe('Размер M');
  });
  it('sameProduct compares by value, so an equal product from a new reply is "the same"', () => {
    expect(sameProduct(drill, structuredClone(drill))).toBe(true);
    expect(sameProduct(drill, { ...drill, price: drill.price + 1 })).toBe(false);
    expect(sameProduct(drill, { ...drill, stocks: [{ wms_id: 1, quantity: 11 }] })).toBe(false);
    expect(sameProduct(drill, gloves)).toBe(false);
  });
});

describe('tagOptions (what the tag facet offers)', () => {
  const facet = [
    { id: 'Импорт', header: 'Импорт', count: 12 },
    { id: 'Эконом', header: 'Эконом', count: 3 },
  ];
  it('the reply’s facet with counts, narrowed to the element’s list', () => {
    expect(tagOptions(facet, undefined, [])).toEqual(facet);
    expect(tagOptions(facet, ['Эконом', 'Нет такой'], [])).toEqual([facet[1]]);
  });
  it('a server without the facet: the element’s list without counts, else nothing', () => {
    expect(tagOptions(null, ['Импорт'], [])).toEqual([{ id: 'Импорт', header: 'Импорт', count: null }]);
    expect(tagOptions(null, undefined, [])).toEqual([]);
    // An attribute that is no list (page input) offers nothing rather than its letters.
    expect(tagOptions(null, 'Импорт' as unknown as string[], [])).toEqual([]);
  });
  it('a ticked tag the list lacks stays, without a count, so it can be unticked', () => {
    expect(tagOptions([], undefined, ['Импорт'])).toEqual([{ id: 'Импорт', header: 'Импорт', count: null }]);
    expect(tagOptions(facet, ['Эконом'], ['Импорт']).map((o) => [o.id, o.count])).toEqual([
      ['Эконом', 3],
      ['Импорт', 12],
    ]);
  });
});
