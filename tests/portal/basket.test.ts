// Basket calls: stock checks per warehouse, stop-orders, drafts, and concurrent adds.
import { beforeEach, describe, expect, it } from 'vitest';
import { isRussian, messages, filePortal, type Client, type TestPortal } from './helpers';

let t: TestPortal;
let demo: Client;

/** A plain product (no variants) whose stock in `wms` is within [min, max]. */
async function productWithStock(wms: number, min: number, max: number, skip: number[] = []): Promise<{ id: number; stock: number }> {
  const rows = await t.portal.db.query<{ id: number; stock: number }>(
    `SELECT s.item_id AS id, s.quantity AS stock FROM stocks s
      WHERE s.item_type = 'products' AND s.wms_id = $1 AND s.quantity BETWEEN $2 AND $3
        AND NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = s.item_id) AND NOT (s.item_id = ANY($4::int[]))
      ORDER BY s.item_id LIMIT 1`,
    [wms, min, max, skip],
  );
  return rows[0]!;
}

filePortal((portal, user) => ((t = portal), (demo = user)));
beforeEach(async () => {
  await demo.api('setContract', { id: 103, wms: 1 });
  await demo.api('clearBasket');
});

describe('getBasketData and getBasketTableInit', () => {
  it('an empty basket', async () => {
    const { status, body } = await demo.apiGet('getBasketData');
    expect(status).toBe(200);
    expect(body).toMatchObject({ contract: 103, count: { products: 0 }, actualWms: 1, items: [], sum: 0 });
    expect(body.contracts.map((c: { id: number }) => c.id)).toEqual([101, 102, 103]);
  });

  it('the table init has warehouses, delivery methods and companies with addresses, and no lines (getBasketData has them)', async () => {
    const { body } = await demo.apiGet('getBasketTableInit');
    expect(body).not.toHaveProperty('items');
    expect(body.warehouses).toHaveLength(3);
    expect(body.deliveries.map((d: { id: number | string }) => String(d.id))).toEqual(expect.arrayContaining(['1', '2', '3']));
    expect(body.companies[0]).toMatchObject({ id: expect.any(Number), header: expect.any(String) });
    expect(body.companies[0].addresses[0]).toEqual({ id: expect.any(Number), full_address: expect.any(String) });
  });
});

describe('processBasket (add)', () => {
  it('adds a line, then adds to it; the line carries prices and the stock of its warehouse', async () => {
    const p = await productWithStock(1, 20, 100);
    const first = await demo.api('processBasket', { id: p.id, qnt: 2, wms: 1, type: 'products', contract: 103, payload: 'к заказу 15' });
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('success');
    expect(first.body.line).toMatchObject({ id: p.id, type: 'products', qnt: 2, wms: 1, contract: 103, payload: 'к заказу 15', stock: p.stock, params: [] });
    expect(first.body.count).toEqual({ products: 1 });
    expect(first.body.sum).toBeCloseTo(first.body.line.price * 2, 2);
    const again = await demo.api('processBasket', { id: p.id, qnt: 3, wms: 1 });
    expect(again.body.line.qnt).toBe(5);
    expect(again.body.line.payload).toBe('к заказу 15');
    const data = (await demo.apiGet('getBasketData')).body;
    expect(data.items).toHaveLength(1);
    expect(data.sum).toBeCloseTo(data.items[0].price * 5, 2);
    // The price is the contract's: the same product through filter.
    const product = (await demo.json(`/api/product/${p.id}/`)).body.product;
    expect(data.items[0]).toMatchObject({ articul: product.articul, header: product.header, price: product.price, price_rrc: product.price_rrc });
  });

  it('adds variants with their params', async () => {
    const [v] = await t.portal.db.query<{ id: number }>(
      "SELECT v.id FROM variants v JOIN stocks s ON s.item_type = 'variants' AND s.item_id = v.id AND s.wms_id = 1 WHERE s.quantity >= 2 ORDER BY v.id LIMIT 1",
    );
    const r = await demo.api('processBasket', { id: v!.id, qnt: 2, wms: 1, type: 'variants' });
    expect(r.status).toBe(200);
    expect(r.body.line.type).toBe('variants');
    expect(r.body.line.params.length).toBeGreaterThan(0);
    expect(r.body.line.params[0]).toEqual({ header: expect.any(String) });
  });

  it('refuses more than the free stock of the warehouse: 409 shortage with available', async () => {
    const p = await productWithStock(2, 3, 10);
    const r = await demo.api('processBasket', { id: p.id, qnt: p.stock + 1, wms: 2 });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ status: 'error', code: 'shortage', message: messages.stockShortage, available: p.stock });
    expect((await demo.apiGet('getBasketData')).body.items).toEqual([]);
    expect((await demo.api('processBasket', { id: p.id, qnt: p.stock, wms: 2 })).status).toBe(200);
    const more = await demo.api('processBasket', { id: p.id, qnt: 1, wms: 2 });
    expect(more.status).toBe(409);
    expect(more.body.available).toBe(p.stock);
    expect((await demo.apiGet('getBasketData')).body.items[0].qnt).toBe(p.stock);
  });

  it('refuses goods out of stock in the chosen warehouse, though in stock elsewhere', async () => {
    const [row] = await t.portal.db.query<{ id: number }>(
      `SELECT a.item_id AS id FROM stocks a JOIN stocks b ON b.item_type = a.item_type AND b.item_id = a.item_id AND b.wms_id = 1
        WHERE a.item_type = 'products' AND a.wms_id = 3 AND a.quantity = 0 AND b.quantity > 5 LIMIT 1`,
    );
    const r = await demo.api('processBasket', { id: row!.id, qnt: 1, wms: 3 });
    expect(r.status).toBe(409);
    expect(r.body.available).toBe(0);
    expect((await demo.api('processBasket', { id: row!.id, qnt: 1, wms: 1 })).status).toBe(200);
  });

  it('quantity 0 gives "Укажите количество товара"', async () => {
    const r = await demo.api('processBasket', { id: 10005, qnt: 0, wms: 1 });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(messages.zeroQuantity);
  });

  it.each([
    [{ qnt: 1, wms: 1 }, 400],
    [{ id: 10005, wms: 1 }, 400],
    [{ id: 10005, qnt: -2, wms: 1 }, 400],
    [{ id: 10005, qnt: 1.5, wms: 1 }, 400],
    [{ id: 10005, qnt: 'много', wms: 1 }, 400],
    [{ id: 10005, qnt: 1, wms: 1, type: 'services' }, 400],
    [{ id: 10005, qnt: 1, wms: 1, payload: 'x'.repeat(2001) }, 400],
    [{ id: 99999999, qnt: 1, wms: 1 }, 404],
    [{ id: 10005, qnt: 1, wms: 1, type: 'variants' }, 404],
    [{ id: 10005, qnt: 1, wms: 77 }, 404],
    [{ id: 10005, qnt: 1, wms: 1, contract: 999 }, 404],
  ])('refuses %j with %i in Russian', async (body, status) => {
    const r = await demo.api('processBasket', body);
    expect(r.status).toBe(status);
    expect(r.body.status).toBe('error');
    expect(isRussian(r.body.message)).toBe(true);
    expect((await demo.apiGet('getBasketData')).body.items).toEqual([]);
  });
});

describe('stop-orders contract', () => {
  const stopNotice = async () => {
    const init = (await demo.apiGet('initdata')).body;
    const stop = init.contracts.find((c: { stopOrders: boolean }) => c.stopOrders);
    return { id: stop.id as number, message: `${messages.stopOrdersTitle}: ${stop.debtAlert}` };
  };

  it('refuses processBasket and processProductSet with 409 and the notice', async () => {
    const stop = await stopNotice();
    const add = await demo.api('processBasket', { id: 10005, qnt: 1, wms: 1, contract: stop.id });
    expect(add.status).toBe(409);
    expect(add.body.message).toBe(stop.message);
    const set = await demo.api('processProductSet', { contract: stop.id, products: [{ id: 10005, qnt: 1 }] });
    expect(set.status).toBe(409);
    expect(set.body.message).toBe(stop.message);
    expect((await demo.apiGet('getBasketData')).body.items).toEqual([]);
  });

  it('refuses raising a line once the basket is on the stop contract, but lets it shrink and go', async () => {
    const stop = await stopNotice();
    const p = await productWithStock(1, 10, 100);
    await demo.api('processBasket', { id: p.id, qnt: 4, wms: 1 });
    await demo.api('setContract', { id: stop.id });
    const up = await demo.api('processBasketUpdate', { id: p.id, type: 'products', qnt: 5 });
    expect(up.status).toBe(409);
    expect(up.body.message).toBe(stop.message);
    const down = await demo.api('processBasketUpdate', { id: p.id, type: 'products', qnt: 2 });
    expect(down.status).toBe(200);
    expect(down.body.items[0]).toMatchObject({ qnt: 2, contract: stop.id });
    const gone = await demo.api('processBasketUpdate', { id: p.id, type: 'products', qnt: 0 });
    expect(gone.body.items).toEqual([]);
  });
});

describe('processBasketUpdate (set), clearBasket', () => {
  it('sets quantities, removes with 0, answers BasketData', async () => {
    const a = await productWithStock(1, 10, 100);
    const b = await productWithStock(1, 10, 100, [a.id]);
    await demo.api('processBasket', { id: a.id, qnt: 1, wms: 1 });
    await demo.api('processBasket', { id: b.id, qnt: 1, wms: 1 });
    const r = await demo.api('processBasketUpdate', { id: a.id, type: 'products', qnt: 7 });
    expect(r.status).toBe(200);
    expect(r.body.count).toEqual({ products: 2 });
    expect(r.body.items.find((l: { id: number }) => l.id === a.id).qnt).toBe(7);
    const bulk = await demo.api('processBasketUpdate', { items: [{ id: a.id, type: 'products', qnt: 0 }, { id: b.id, qnt: 3 }] });
    expect(bulk.body.items).toEqual([expect.objectContaining({ id: b.id, qnt: 3 })]);
  });

  it('is all or nothing: one shortage leaves every line as it was', async () => {
    const a = await productWithStock(1, 10, 100);
    const low = await productWithStock(1, 2, 5, [a.id]);
    await demo.api('processBasket', { id: a.id, qnt: 1, wms: 1 });
    await demo.api('processBasket', { id: low.id, qnt: 1, wms: 1 });
    const r = await demo.api('processBasketUpdate', { items: [{ id: a.id, qnt: 9 }, { id: low.id, qnt: low.stock + 1 }] });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'shortage', available: low.stock, id: low.id, message: messages.stockShortage });
    const items = (await demo.apiGet('getBasketData')).body.items;
    expect(items.map((l: { qnt: number }) => l.qnt)).toEqual([1, 1]);
  });

  it('moving a line to another warehouse checks the stock there', async () => {
    const [row] = await t.portal.db.query<{ id: number }>(
      `SELECT a.item_id AS id FROM stocks a JOIN stocks b ON b.item_type = a.item_type AND b.item_id = a.item_id AND b.wms_id = 1
        WHERE a.item_type = 'products' AND a.wms_id = 2 AND a.quantity = 0 AND b.quantity > 5 LIMIT 1`,
    );
    await demo.api('processBasket', { id: row!.id, qnt: 1, wms: 1 });
    const r = await demo.api('processBasketUpdate', { id: row!.id, qnt: 1, wms: 2 });
    expect(r.status).toBe(409);
    expect(r.body.available).toBe(0);
  });

  it.each([
    [{ id: 10005, qnt: 1 }, 404],
    [{ id: 10005, qnt: -1 }, 400],
    [{ items: [] }, 400],
    [{ items: 'x' }, 400],
    [{ items: [{ id: 'x', qnt: 1 }] }, 400],
    [{ id: 10005, qnt: 1, contract: 301 }, 404],
  ])('refuses %j with %i in Russian', async (body, status) => {
    const r = await demo.api('processBasketUpdate', body);
    expect(r.status).toBe(status);
    expect(isRussian(r.body.message)).toBe(true);
  });

  it('clearBasket empties it (GET, as the legacy site, and POST)', async () => {
    await demo.api('processBasket', { id: 10005, qnt: 1, wms: 1 });
    expect((await demo.apiGet('clearBasket')).body).toMatchObject({ items: [], count: { products: 0 }, sum: 0 });
    await demo.api('processBasket', { id: 10005, qnt: 1, wms: 1 });
    expect((await demo.api('clearBasket')).body.items).toEqual([]);
  });
});

describe('processProductSet', () => {
  it('adds what it can and reports the rest per product', async () => {
    const ok = await productWithStock(1, 10, 100);
    const low = await productWithStock(1, 2, 5, [ok.id]);
    const r = await demo.api('processProductSet', {
      contract: 103,
      wms: 1,
      products: [
        { id: ok.id, qnt: 2 },
        { id: low.id, qnt: low.stock + 3 },
        { id: 99999999, qnt: 1 },
        { id: ok.id + 1, qnt: 0 },
        { id: 'abc', qnt: 1 },
      ],
    });
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('success');
    expect(r.body.added).toEqual([expect.objectContaining({ id: ok.id, qnt: 2 })]);
    expect(r.body.errors).toEqual([
      { id: low.id, message: messages.stockShortage, available: low.stock },
      { id: 99999999, message: expect.any(String) },
      { id: ok.id + 1, message: messages.zeroQuantity },
      { id: 'abc', message: expect.any(String) },
    ]);
    for (const e of r.body.errors) expect(isRussian(e.message)).toBe(true);
    expect(r.body.count).toEqual({ products: 1 });
    expect((await demo.apiGet('getBasketData')).body.items).toHaveLength(1);
  });

  it.each([
    [{ products: [] }, 400],
    [{ products: 'x' }, 400],
    [{}, 400],
    [{ contract: 301, products: [{ id: 10005, qnt: 1 }] }, 404],
  ])('refuses %j with %i', async (body, status) => {
    const r = await demo.api('processProductSet', body);
    expect(r.status).toBe(status);
    expect(isRussian(r.body.message)).toBe(true);
  });
});

describe('addToDraft', () => {
  it('saves the basket as a draft and keeps the basket', async () => {
    const a = await productWithStock(1, 10, 100);
    await demo.api('processBasket', { id: a.id, qnt: 3, wms: 1 });
    const r = await demo.api('addToDraft', { header: '  Объект на Ленинском  ' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'success', id: expect.any(Number), header: 'Объект на Ленинском' });
    const items = await t.portal.db.query<{ item_id: number; qnt: number }>('SELECT item_id, qnt FROM draft_items WHERE draft_id = $1', [r.body.id]);
    expect(items).toEqual([{ item_id: a.id, qnt: 3 }]);
    expect((await demo.apiGet('getBasketData')).body.items).toHaveLength(1);
  });

  it('needs a name and a non-empty basket', async () => {
    const noName = await demo.api('addToDraft', { header: '   ' });
    expect(noName.status).toBe(400);
    expect(isRussian(noName.body.message)).toBe(true);
    const empty = await demo.api('addToDraft', { header: 'Пустая' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Корзина пуста');
  });
});

describe('concurrency', () => {
  it('concurrent adds to one line lose no update', async () => {
    const p = await productWithStock(1, 40, 10_000);
    const replies = await Promise.all(Array.from({ length: 20 }, () => demo.api('processBasket', { id: p.id, qnt: 1, wms: 1 })));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const line = (await demo.apiGet('getBasketData')).body.items[0];
    expect(line.qnt).toBe(20);
    expect(Math.max(...replies.map((r) => r.body.line.qnt))).toBe(20);
  });

  it('concurrent adds never overshoot the stock', async () => {
    const p = await productWithStock(1, 3, 8);
    const replies = await Promise.all(Array.from({ length: p.stock + 6 }, () => demo.api('processBasket', { id: p.id, qnt: 1, wms: 1 })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(p.stock);
    const refused = replies.filter((r) => r.status === 409);
    expect(refused).toHaveLength(6);
    for (const r of refused) expect(r.body.available).toBe(p.stock);
    expect((await demo.apiGet('getBasketData')).body.items[0].qnt).toBe(p.stock);
  });

  it('two sessions of one user share the basket consistently', async () => {
    const other = await t.demo();
    const p = await productWithStock(1, 40, 10_000);
    await Promise.all([
      ...Array.from({ length: 5 }, () => demo.api('processBasket', { id: p.id, qnt: 2, wms: 1 })),
      ...Array.from({ length: 5 }, () => other.api('processBasket', { id: p.id, qnt: 1, wms: 1 })),
    ]);
    expect((await other.apiGet('getBasketData')).body.items[0].qnt).toBe(15);
  });
});
