// Placing the basket as an order (POST /api/order/, our addition) and the basket's
// delivery choice (legacy POST /ajax/setdelivery/) on the real portal.
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, format, isWeekend } from 'date-fns';
import { filePortal, isRussian, messages as m, startTestPortal, type Client, type TestPortal } from './helpers';

let t: TestPortal;
let demo: Client;
filePortal((portal) => {
  t = portal;
});

const CLEAN = 103;
const STOPPED = 101;

/** The first weekday after today, as the picker would give it. */
function nextWorkday(): string {
  let d = addDays(new Date(), 1);
  while (isWeekend(d)) d = addDays(d, 1);
  return format(d, 'dd.MM.yyyy');
}

/** Lines of goods in stock in Moscow, on the clean contract. */
async function fillBasket(c: Client, n: number): Promise<number> {
  await c.api('setContract', { id: CLEAN, wms: 1 });
  await c.apiGet('clearBasket');
  const found = await c.api('filter', { available: 1, warehouse: 1, perpage: n });
  for (const p of found.body.products.slice(0, n)) {
    const r = await c.api('processBasket', { id: p.id, qnt: 1, wms: 1, contract: CLEAN });
    expect(r.status).toBe(200);
  }
  return n;
}

const order = (extra: Record<string, unknown> = {}) => ({
  contract: CLEAN,
  warehouse: 1,
  delivery: '1',
  date: nextWorkday(),
  availability: 1,
  ...extra,
});

beforeEach(async () => {
  demo = await t.demo();
});

describe('getBasketTableInit delivery data', () => {
  it('lists the seeded delivery methods with what each needs, companies with addresses, and the default choice', async () => {
    const r = await (await t.login('buyer2')).apiGet('getBasketTableInit');
    expect(r.status).toBe(200);
    expect(r.body.deliveries).toEqual([
      { id: '1', header: expect.any(String), kind: 'pickup' },
      { id: '2', header: expect.any(String), kind: 'address' },
      { id: '3', header: expect.any(String), kind: 'company' },
    ]);
    expect(r.body.companies.length).toBeGreaterThanOrEqual(3);
    for (const c of r.body.companies) expect(c.addresses.length).toBeGreaterThan(0);
    // Spec 9: delivery '3' by default.
    expect(r.body.delivery).toEqual({ id: '3', company: null, address: null, typeAddress: '' });
  });

  it('the demo user already has lines in the basket', async () => {
    const fresh = await startTestPortal();
    try {
      const r = await (await fresh.demo()).apiGet('getBasketData');
      expect(r.body.count.products).toBeGreaterThanOrEqual(5);
      expect(r.body.items.every((l: { qnt: number; stock: number }) => l.qnt <= l.stock)).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});

describe('POST /ajax/setdelivery/', () => {
  it('remembers the method, company and address for the next getBasketTableInit', async () => {
    const init = await demo.apiGet('getBasketTableInit');
    const company = init.body.companies[1];
    const r = await demo.json('/ajax/setdelivery/', { method: 'POST', body: { id: '3', company: company.id, address: company.addresses[0].id } });
    expect(r.status).toBe(200);
    const again = await demo.apiGet('getBasketTableInit');
    expect(again.body.delivery).toEqual({ id: '3', company: company.id, address: company.addresses[0].id, typeAddress: '' });
  });

  it('takes the legacy form-encoded id alone', async () => {
    const r = await demo.json('/ajax/setdelivery/', { method: 'POST', body: new URLSearchParams({ id: '1' }) });
    expect(r.status).toBe(200);
    expect((await demo.apiGet('getBasketTableInit')).body.delivery).toMatchObject({ id: '1', company: null, address: null });
  });

  it('refuses an address of another company and an unknown method, in Russian', async () => {
    const init = await demo.apiGet('getBasketTableInit');
    const [a, b] = init.body.companies;
    const wrong = await demo.json('/ajax/setdelivery/', { method: 'POST', body: { id: '3', company: a.id, address: b.addresses[0].id } });
    expect(wrong.status).toBe(400);
    expect(isRussian(wrong.body.message)).toBe(true);
    const unknown = await demo.json('/ajax/setdelivery/', { method: 'POST', body: { id: '99' } });
    expect(unknown.status).toBe(400);
  });

  it('needs a login and the CSRF header', async () => {
    expect((await t.client().json('/ajax/setdelivery/', { method: 'POST', body: { id: '1' } })).status).toBe(401);
    expect((await demo.json('/ajax/setdelivery/', { method: 'POST', body: { id: '1' }, csrf: false })).status).toBe(403);
  });
});

describe('POST /api/order/', () => {
  it('places the contract lines as a new order and empties the basket', async () => {
    await fillBasket(demo, 3);
    const before = await demo.apiGet('getBasketData');
    const r = await demo.api('order', order({ comment: 'Позвонить за час' }));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'success', id: expect.any(Number), number: expect.stringMatching(/^З-\d{4}-\d{5}$/) });
    expect((await demo.apiGet('getBasketData')).body.count.products).toBe(0);
    const [row] = await t.portal.db.query<{ state: number; sum: number; comment: string; items: number; availability: number }>(
      `SELECT state, sum, comment, availability, (SELECT count(*)::int FROM order_items WHERE order_id = o.id) AS items
         FROM orders o WHERE id = $1`,
      [r.body.id],
    );
    expect(row).toEqual({ state: 1, sum: before.body.sum, comment: 'Позвонить за час', items: 3, availability: 1 });
    // Each line keeps its articul and name as ordered (history, repeat, reports).
    const items = await t.portal.db.query<{ articul: string; header: string }>(
      'SELECT articul, header FROM order_items WHERE order_id = $1 ORDER BY item_id',
      [r.body.id],
    );
    const basket = (before.body.items as { articul: string; header: string }[]).map((p) => [p.articul, p.header]).sort();
    expect(items.map((i) => [i.articul, i.header]).sort()).toEqual(basket);
  });

  it('refuses a stop-orders contract with the notice and keeps the basket', async () => {
    await fillBasket(demo, 2);
    await demo.api('setContract', { id: STOPPED });
    const r = await demo.api('order', order({ contract: STOPPED }));
    expect(r.status).toBe(409);
    expect(r.body.message).toMatch(new RegExp(`^${m.stopOrdersTitle}: .+`));
    expect((await demo.apiGet('getBasketData')).body.count.products).toBe(2);
  });

  it('answers a repeated key with the same order, never a second one', async () => {
    await fillBasket(demo, 2);
    const first = await demo.api('order', order({ key: 'attempt-1' }));
    const second = await demo.api('order', order({ key: 'attempt-1' }));
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    // Without the key the basket is simply empty now.
    const third = await demo.api('order', order());
    expect(third.status).toBe(400);
    expect(third.body.message).toBe('Корзина пуста');
  });

  it.each([
    ['no date', { date: '' }],
    ['a past date', { date: '01.01.2000' }],
    ['a date more than a week ahead', { date: format(addDays(new Date(), 30), 'dd.MM.yyyy') }],
    ['no availability type', { availability: undefined }],
    ['an availability type outside 1..3', { availability: 4 }],
    ['a transport company method without a company', { delivery: '3' }],
    ['an address delivery without the address', { delivery: '2', typeAddress: ' ' }],
  ])('refuses %s with a Russian message and keeps the basket', async (_name, extra) => {
    await fillBasket(demo, 1);
    const r = await demo.api('order', order(extra));
    expect(r.status).toBe(400);
    expect(isRussian(r.body.message)).toBe(true);
    expect((await demo.apiGet('getBasketData')).body.count.products).toBe(1);
  });

  it('stores the transport company, its address, the warehouse and the date', async () => {
    await fillBasket(demo, 1);
    const init = await demo.apiGet('getBasketTableInit');
    const company = init.body.companies[0];
    const date = nextWorkday();
    const r = await demo.api('order', order({ delivery: '3', company: company.id, address: company.addresses[0].id, date, availability: 3 }));
    expect(r.status).toBe(200);
    const [row] = await t.portal.db.query<Record<string, unknown>>(
      `SELECT delivery, company_id, address_id, wms_id, to_char(delivery_date, 'DD.MM.YYYY') AS date, availability FROM orders WHERE id = $1`,
      [r.body.id],
    );
    expect(row).toEqual({ delivery: 3, company_id: company.id, address_id: company.addresses[0].id, wms_id: 1, date, availability: 3 });
  });

  it('GET order/{id} returns what the buyer chose: when, delivery, company and terminal, warehouse, date, invoicing, comment', async () => {
    await fillBasket(demo, 2);
    const init = await demo.apiGet('getBasketTableInit');
    const method = init.body.deliveries.find((d: { kind: string }) => d.kind === 'company');
    const company = init.body.companies[1];
    const date = nextWorkday();
    const placed = await demo.api('order', order({ delivery: method.id, company: company.id, address: company.addresses[0].id, date, availability: 2, comment: 'Въезд со двора' }));
    expect(placed.status).toBe(200);
    const [wms] = await t.portal.db.query<{ header: string }>('SELECT header FROM warehouses WHERE id = 1');
    const r = await demo.apiGet(`order/${placed.body.id}`);
    expect(r.status).toBe(200);
    expect(r.body.order).toMatchObject({
      number: placed.body.number,
      placedAt: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/),
      deliveryId: method.id,
      deliveryHeader: method.header,
      companyHeader: company.header,
      companyAddress: company.addresses[0].full_address,
      typeAddress: '',
      warehouseHeader: wms!.header,
      deliveryDate: date,
      availability: 2,
      comment: 'Въезд со двора',
      sum: expect.any(Number),
    });
    expect(r.body.order.sum).toBeGreaterThan(0);
    expect(r.body.order.lines).toHaveLength(2);
  });

  it('is for logged-in users only', async () => {
    expect((await t.client().api('order', order())).status).toBe(401);
  });
});

describe('setContract moves the basket to the chosen warehouse', () => {
  it('shows the stock of the new warehouse on the lines', async () => {
    await fillBasket(demo, 2);
    await demo.api('setContract', { id: CLEAN, wms: 3 });
    const r = await demo.apiGet('getBasketData');
    expect(r.body.actualWms).toBe(3);
    expect(r.body.items.every((l: { wms: number }) => l.wms === 3)).toBe(true);
  });
});
