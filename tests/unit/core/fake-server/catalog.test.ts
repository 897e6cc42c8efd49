import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as api from '../../../../src/core/api';
import { ContractSchema, ProductSchema, WarehouseSchema, CatalogNodeSchema } from '../../../../src/core/schemas';
import * as fx from '../../../../src/testing/fixtures';
import { productStock } from '../../../../src/testing/catalog-query';
import { startFakeServer } from './setup';

const fake = startFakeServer();

describe('fixtures follow docs/api.md', () => {
  it('every fixture passes the client schemas unchanged', () => {
    for (const p of fx.products) expect(v.parse(ProductSchema, p)).toEqual(p);
    for (const c of fx.contracts) expect(v.parse(ContractSchema, c)).toEqual(c);
    for (const w of fx.warehouses) expect(v.parse(WarehouseSchema, w)).toEqual(w);
    for (const n of fx.catalogTree) expect(v.parse(CatalogNodeSchema, n)).toEqual(n);
  });

  it('design 3: contracts with stopOrders + debtAlert, only debtAlert, clean; 3+ warehouses; stock gaps; variants', () => {
    expect(fx.contracts.some((c) => c.stopOrders && c.debtAlert)).toBe(true);
    expect(fx.contracts.some((c) => !c.stopOrders && c.debtAlert)).toBe(true);
    expect(fx.contracts.some((c) => !c.stopOrders && !c.debtAlert)).toBe(true);
    expect(fx.warehouses.length).toBeGreaterThanOrEqual(3);
    expect(fx.products.length).toBeGreaterThanOrEqual(30);
    expect(fx.products.filter((p) => p.variants.length > 0).length).toBeGreaterThanOrEqual(2);
    expect(fx.products.some((p) => p.stocks.some((s) => s.quantity === 0) && p.stocks.some((s) => s.quantity > 0))).toBe(true);
    expect(new Set(fx.products.map((p) => p.articul)).size).toBe(fx.products.length);
  });
});

describe('session', () => {
  it('initdata: the demo user, contracts, warehouses', async () => {
    const init = await api.initdata();
    expect(init.user?.isDemo).toBe(true);
    expect(init.contracts).toHaveLength(3);
    expect(init.warehouses.map((w) => w.id)).toEqual([1, 2, 3]);
  });

  it('filterinit carries the catalogue tree', async () => {
    const init = await api.filterinit();
    expect(init.catalog_tree.map((n) => n.id)).toContain(1223);
  });

  it('setContract changes contract and warehouse; unknown ids are 404', async () => {
    await expect(api.setContract(fx.CONTRACT_DEBT, 2)).resolves.toMatchObject({ selectedContract: fx.CONTRACT_DEBT, actualWms: 2 });
    expect(fake.state().selectedContract).toBe(fx.CONTRACT_DEBT);
    await expect(api.setContract(999)).rejects.toMatchObject({ kind: 'http', status: 404 });
  });

  it('login, logout; visitors get 401 on customer calls', async () => {
    await expect(api.login({ login: 'owner', password: 'nope' })).rejects.toMatchObject({ status: 401 });
    const { user } = await api.login({ login: 'owner', password: 'owner123' });
    expect(user.role).toBe('owner');
    await api.logout();
    expect((await api.initdata()).user).toBeNull();
    await expect(api.getBasketData()).rejects.toMatchObject({ status: 401 });
    expect((await api.getUserDemo()).user.isDemo).toBe(true);
    await expect(api.getBasketData()).resolves.toMatchObject({ items: [] });
  });
});

describe('filter', () => {
  it('pages by perpage 20 and reports the total', async () => {
    const p1 = await api.filter({ page: 1 });
    const p2 = await api.filter({ page: 2 });
    expect(p1.total).toBe(fx.products.length);
    expect(p1.products).toHaveLength(20);
    expect(p2.products).toHaveLength(fx.products.length - 20);
    expect(new Set([...p1.products, ...p2.products].map((p) => p.id)).size).toBe(fx.products.length);
  });

  it('sorts by the sorting parameter, default header asc', async () => {
    const byPrice = (await api.filter({ sorting: 'price_desc', perpage: 100 })).products.map((p) => p.price);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => b - a));
    const byHeader = (await api.filter({ perpage: 100 })).products.map((p) => p.header);
    expect(byHeader).toEqual([...byHeader].sort((a, b) => a.localeCompare(b, 'ru')));
  });

  it('filters by catalogue subtree, brand, price range, availability per warehouse and text', async () => {
    const fasteners = await api.filter({ catalog: 1300, perpage: 100 });
    expect(fasteners.products.every((p) => ['Крепыш'].includes(p.brand))).toBe(true);
    expect(fasteners.catalog_description.catalogHeader).toBe('Крепёж');

    const bosch = await api.filter({ brand: ['Bosch'], perpage: 100 });
    expect(bosch.products.length).toBeGreaterThan(0);
    expect(bosch.products.every((p) => p.brand === 'Bosch')).toBe(true);
    // Brand counts are facets: they ignore the brand filter itself.
    expect(bosch.brands.data.length).toBeGreaterThan(1);

    const cheap = await api.filter({ byprice: 1, minprice: 100, maxprice: 500, perpage: 100 });
    expect(cheap.products.every((p) => p.price >= 100 && p.price <= 500)).toBe(true);
    expect(cheap.prices.pricemax).toBeGreaterThan(500);

    const inSpb = await api.filter({ available: 1, warehouse: 2, perpage: 100 });
    expect(inSpb.products.every((p) => productStock(p, 2) > 0)).toBe(true);
    expect(inSpb.total).toBeLessThan(fx.products.length);

    const text = await api.filter({ query: 'саморез', search_range: 'header', perpage: 100 });
    expect(text.products.map((p) => p.articul)).toEqual(['ФР-00123', 'ФР-00121', 'ФР-00122']);
  });

  it('hit/novelty/spec carousels and root categories', async () => {
    const hits = await api.hitGoods({ perpage: 20 });
    expect(hits.products.length).toBeGreaterThan(0);
    expect(hits.products.every((p) => p.tags.includes('hit'))).toBe(true);
    expect((await api.rootCategories()).categories.map((c) => c.id)).toEqual([1223, 1300, 1400]);
  });
});

describe('search', () => {
  it('articul prefix matches first, at most 10', async () => {
    const { products } = await api.search({ keyword: 'фр-0011' });
    expect(products.length).toBeLessThanOrEqual(10);
    expect(products[0]?.articul.startsWith('ФР-0011')).toBe(true);
    expect((await api.search({ keyword: 'фр' })).products).toHaveLength(10);
  });

  it('legacy /search/ needs 2 characters and answers id/articul/header', async () => {
    expect((await api.siteSearch('б')).products).toEqual([]);
    const { products } = await api.siteSearch('болт');
    expect(products.length).toBeGreaterThan(0);
    expect(Object.keys(products[0] ?? {}).sort()).toEqual(['articul', 'header', 'id']);
  });

  it('product by id with tabs, 404 for unknown ids; binds; wish toggles', async () => {
    const { product } = await api.product(1001);
    expect(product.tabs.length).toBeGreaterThan(0);
    await expect(api.product(1)).rejects.toMatchObject({ status: 404 });
    expect((await api.product(1001, fx.CONTRACT_CLEAN)).product.id).toBe(1001);
    expect((await api.binds(1001, [1003, 1002])).products.map((p) => p.id)).toEqual([1003, 1002]);
    await api.setWish(1002);
    expect(fake.state().products.find((p) => p.id === 1002)?.wish).toBe(true);
    await api.unsetWish(1002);
    expect(fake.state().products.find((p) => p.id === 1002)?.wish).toBe(false);
  });

  it('the product popup is an HTML fragment', async () => {
    const html = await api.productPopupHtml(1001);
    expect(html).toContain('ФР-00101');
  });
});
