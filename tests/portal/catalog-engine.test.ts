// The in-memory catalogue engine answers exactly like the SQL one, and follows changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_MS, MemoryCatalog } from '../../examples/portal/server/catalog/memory';
import { SqlCatalog } from '../../examples/portal/server/catalog/sql';
import { FILTER_SORTINGS, type FilterQuery } from '../../examples/portal/server/catalog/types';
import { Rng } from '../../examples/portal/server/seed/rng';
import { START_TIMEOUT, startTestPortal, type TestPortal } from './helpers';

let t: TestPortal;
let memory: MemoryCatalog;
let sql: SqlCatalog;

beforeAll(async () => {
  t = await startTestPortal();
  memory = new MemoryCatalog(t.portal.db);
  sql = new SqlCatalog(t.portal.db);
}, START_TIMEOUT);
afterAll(() => t?.close());

describe('memory and SQL engines agree', () => {
  it('on 100 random filter combinations', async () => {
    const rng = new Rng(99);
    const rows = await t.portal.db.query<{ path: string }>('SELECT path FROM catalog');
    const paths = rows.map((r) => r.path);
    const brands = (await t.portal.db.query<{ brand: string }>('SELECT DISTINCT brand FROM products')).map((r) => r.brand);
    const contracts = await t.portal.db.query<{ price_coef: number; rrc_coef: number }>('SELECT price_coef, rrc_coef FROM contracts');
    // Coarse coefficients make many prices equal after rounding: ties must go by id in both.
    contracts.push({ price_coef: 0.5, rrc_coef: 0.3333 }, { price_coef: 0.0101, rrc_coef: 0.05 });
    for (let i = 0; i < 100; i++) {
      const q: FilterQuery = {
        pricing: rng.pick(contracts),
        catalogPath: rng.chance(0.3) ? '/2/' : rng.pick(paths),
        origin: rng.chance(0.2) ? rng.pick(['catalog', 'additional'] as const) : undefined,
        available: rng.chance(0.4),
        wms: rng.int(1, 3),
        brands: rng.chance(0.3) ? rng.sample(brands, rng.int(1, 3)) : [],
        filter: rng.chance(0.2) ? rng.pick(['hit', 'novelty', 'spec'] as const) : undefined,
        query: rng.chance(0.4) ? rng.pick(['кр', 'САМОРЕЗ', 'ин-0', 'белый', 'м8', 'bosch', '4,8×', 'x', '%']) : '',
        searchRange: rng.pick(['all', 'articul', 'header'] as const),
        tags: rng.chance(0.2) ? rng.sample(['Импорт', 'Эконом', 'Профессиональный'], rng.int(1, 2)) : [],
        minprice: rng.chance(0.3) ? rng.pick([0, 1.5, 10, 99.99, 500]) : undefined,
        maxprice: rng.chance(0.3) ? rng.pick([5, 100, 1000, 20000]) : undefined,
        sorting: rng.pick(FILTER_SORTINGS),
        page: rng.int(1, 3),
        perpage: rng.pick([5, 20, 50]),
      };
      const [a, b] = await Promise.all([memory.filter(q), sql.filter(q)]);
      expect(a, JSON.stringify(q)).toEqual(b);
    }
  });

  it('on products (prices per contract, variants, stock, wish), search, carousels, tree', async () => {
    const ids = [10001, 10005, 10500, 12000, 13500, 15300, 99999999];
    const variantIds = (await t.portal.db.query<{ product_id: number }>('SELECT DISTINCT product_id FROM variants LIMIT 5')).map(
      (r) => r.product_id,
    );
    const [wish] = await t.portal.db.query<{ product_id: number }>('SELECT product_id FROM wishes WHERE user_id = 1 LIMIT 1');
    for (const pricing of [
      { price_coef: 0.85, rrc_coef: 1 },
      { price_coef: 0.9333, rrc_coef: 1.05 },
    ]) {
      const all = [...ids, ...variantIds, wish!.product_id];
      expect(await memory.products(all, pricing, { id: 1 })).toEqual(await sql.products(all, pricing, { id: 1 }));
      expect(await memory.products(all, pricing, null)).toEqual(await sql.products(all, pricing, null));
    }
    for (const keyword of ['КР-0101', 'саморез', 'дрель ударная', 'zzz', 'М8']) {
      expect(await memory.search(keyword, 10)).toEqual(await sql.search(keyword, 10));
    }
    for (const flag of ['hit', 'novelty', 'spec'] as const) {
      expect(await memory.flagged(flag, '/2/1223/1300/', 1, 5)).toEqual(await sql.flagged(flag, '/2/1223/1300/', 1, 5));
    }
    expect(await memory.tree()).toEqual(await sql.tree());
    expect(await memory.children(1223)).toEqual(await sql.children(1223));
    expect(await memory.node(1311)).toEqual(await sql.node(1311));
    expect(await memory.details(10005)).toEqual(await sql.details(10005));
  });
});

describe('memory engine freshness', () => {
  it('reloads after a change to stock (invalidate(), or by itself after CHECK_MS)', async () => {
    const db = t.portal.db;
    const pricing = { price_coef: 1, rrc_coef: 1 };
    const [p] = await memory.products([10005], pricing, null);
    const before = p!.stocks.find((s) => s.wms_id === 3)!.quantity;
    await db.query("UPDATE stocks SET quantity = quantity + 7 WHERE item_type = 'products' AND item_id = 10005 AND wms_id = 3");
    memory.invalidate();
    const [after] = await memory.products([10005], pricing, null);
    expect(after!.stocks.find((s) => s.wms_id === 3)!.quantity).toBe(before + 7);

    await db.query("UPDATE stocks SET quantity = quantity - 7 WHERE item_type = 'products' AND item_id = 10005 AND wms_id = 3");
    await new Promise((r) => setTimeout(r, CHECK_MS + 50));
    const [back] = await memory.products([10005], pricing, null);
    expect(back!.stocks.find((s) => s.wms_id === 3)!.quantity).toBe(before);
  });

  it('the portal itself serves the change', async () => {
    const demo = await t.demo();
    await t.portal.db.query("UPDATE products SET header = 'Изменённый товар' WHERE id = 10006");
    await new Promise((r) => setTimeout(r, CHECK_MS + 50));
    const r = await demo.json('/api/product/10006/');
    expect(r.body.product.header).toBe('Изменённый товар');
  });
});
