// Customer A (demo) can never read or change customer B's (buyer2) basket, contracts,
// drafts or orders: every call, id by id, answers 404 as for an id that does not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_TIMEOUT, startTestPortal, type Client, type Json, type TestPortal } from './helpers';

let t: TestPortal;
let a: Client; // demo, customer 1
let b: Client; // buyer2, customer 3
let bContracts: number[];
let bDrafts: number[];
let bOrders: { id: number; state: number }[];

beforeAll(async () => {
  t = await startTestPortal();
  a = await t.demo();
  b = await t.login('buyer2');
  const db = t.portal.db;
  bContracts = (await db.query<{ id: number }>('SELECT id FROM contracts WHERE customer_id = 3 ORDER BY id')).map((r) => r.id);
  bDrafts = (await db.query<{ id: number }>('SELECT id FROM drafts WHERE user_id = 5 ORDER BY id')).map((r) => r.id);
  bOrders = await db.query<{ id: number; state: number }>('SELECT id, state FROM orders WHERE customer_id = 3 ORDER BY id');
  expect(bContracts.length).toBeGreaterThan(0);
  expect(bDrafts.length).toBeGreaterThan(0);
  expect(bOrders.length).toBeGreaterThan(0);
}, START_TIMEOUT);
afterAll(() => t?.close());

const expect404 = (r: { status: number; body: { status?: string } }, what: string) => {
  expect(r.status, what).toBe(404);
  expect(r.body.status, what).toBe('error');
};

describe("B's contracts", () => {
  it('are 404 for A in every call that takes a contract', async () => {
    for (const id of bContracts) {
      const calls: [string, Promise<{ status: number; body: Json }>][] = [
        ['setContract', a.api('setContract', { id })],
        ['filter', a.api('filter', { contract: id })],
        ['search', a.apiGet('search', { keyword: 'КР', contract: id })],
        ['product GET', a.json(`/api/product/10005/?contract=${id}`)],
        ['product POST', a.api('product', { id: 10005, contract: id })],
        ['binds', a.api('binds', { id: 10005, bindIds: [], contract: id })],
        ['hitGoods', a.api('hitGoods', { contract: id })],
        ['noveltyGoods', a.api('noveltyGoods', { contract: id })],
        ['specGoods', a.api('specGoods', { contract: id })],
        ['processBasket', a.api('processBasket', { id: 10005, qnt: 1, wms: 1, contract: id })],
        ['processProductSet', a.api('processProductSet', { contract: id, products: [{ id: 10005, qnt: 1 }] })],
      ];
      for (const [what, call] of calls) expect404(await call, `${what} ${id}`);
    }
    // B's contract never shows up for A.
    const init = (await a.apiGet('initdata')).body;
    expect(init.contracts.map((c: { id: number }) => c.id)).not.toEqual(expect.arrayContaining([bContracts[0]]));
  });

  it("answer exactly like a contract that does not exist", async () => {
    const foreign = await a.api('filter', { contract: bContracts[0] });
    const missing = await a.api('filter', { contract: 999_999 });
    expect(foreign.status).toBe(missing.status);
    expect(foreign.body).toEqual(missing.body);
  });

  it('a line of A moved to B\'s contract is refused', async () => {
    await a.api('clearBasket');
    await a.api('processBasket', { id: 10005, qnt: 1, wms: 1 });
    for (const id of bContracts) expect404(await a.api('processBasketUpdate', { id: 10005, qnt: 1, contract: id }), `update ${id}`);
    expect((await a.apiGet('getBasketData')).body.items[0].contract).toBe(103);
  });
});

describe("B's basket", () => {
  it('is invisible and untouchable for A', async () => {
    await b.api('clearBasket');
    await a.api('clearBasket');
    const line = (await b.api('processBasket', { id: 10010, qnt: 2, wms: 1 })).body.line;
    expect(line.qnt).toBe(2);

    expect((await a.apiGet('getBasketData')).body.items).toEqual([]);
    // getBasketTableInit carries no lines (getBasketData is the one read of them), so nothing of B's either.
    const init = (await a.apiGet('getBasketTableInit')).body;
    expect(init).not.toHaveProperty('items');
    expect(JSON.stringify(init)).not.toContain('10010');
    expect404(await a.api('processBasketUpdate', { id: 10010, type: 'products', qnt: 5 }), 'update');
    expect404(await a.api('processBasketUpdate', { id: 10010, type: 'products', qnt: 0 }), 'remove');
    await a.apiGet('clearBasket');
    const draft = await a.api('addToDraft', { header: 'Чужая корзина?' });
    expect(draft.status).toBe(400); // A's basket is empty; B's lines are not A's

    const bBasket = (await b.apiGet('getBasketData')).body;
    expect(bBasket.items).toEqual([expect.objectContaining({ id: 10010, qnt: 2, contract: line.contract })]);
    const top = await a.text('/ajax/topbasket/');
    expect(top.text).toContain('Корзина пуста');
  });
});

describe("B's drafts and orders", () => {
  it('drafts: id by id, 404 for A and left as they were', async () => {
    for (const id of bDrafts) {
      for (const action of ['repeat', 'remove']) expect404(await a.api('drafts', { id, action }), `drafts ${action} ${id}`);
      expect404(await a.json(`/api/drafts/${id}/`), `GET drafts ${id}`);
    }
    const left = await t.portal.db.query<{ n: number }>('SELECT count(*)::int AS n FROM drafts WHERE user_id = 5');
    expect(left[0]!.n).toBe(bDrafts.length);
  });

  it('orders: id by id, 404 for A and left as they were', async () => {
    for (const order of bOrders) {
      for (const action of ['cancel', 'repeat']) {
        expect404(await a.json(`/api/order/${order.id}/`, { method: 'POST', body: { id: order.id, action } }), `order ${action} ${order.id}`);
      }
      expect404(await a.json(`/api/order/${order.id}/`), `GET order ${order.id}`);
    }
    const after = await t.portal.db.query<{ id: number; state: number }>('SELECT id, state FROM orders WHERE customer_id = 3 ORDER BY id');
    expect(after).toEqual(bOrders);
    expect((await a.apiGet('getBasketData')).body.items.every((l: { id: number }) => l.id !== 10010)).toBe(true);
  });
});

describe('chat', () => {
  it("is per customer: A never sees B's messages", async () => {
    const secret = `Секрет покупателя Б ${Date.now()}`;
    expect((await b.api('chat', { action: 'send', message: secret })).status).toBe(200);
    const aMessages = (await a.api('chat', { action: 'messages' })).body.messages as { message: string; from_whom: string }[];
    expect(aMessages.some((m) => m.message === secret)).toBe(false);
    expect(aMessages.every((m) => m.from_whom === 'cid1' || !m.from_whom.startsWith('cid'))).toBe(true);
  });
});

describe('sub-manager and admin', () => {
  it("the sub-manager cannot use the owner's other contracts, and keeps an own basket", async () => {
    const sub = await t.login('manager2');
    const owner = await t.login('owner');
    for (const id of [201, 203]) {
      expect404(await sub.api('processBasket', { id: 10005, qnt: 1, wms: 1, contract: id }), `sub ${id}`);
      expect404(await sub.api('setContract', { id }), `sub setContract ${id}`);
    }
    await owner.api('clearBasket');
    await sub.api('clearBasket');
    expect((await sub.api('processBasket', { id: 10005, qnt: 1, wms: 1 })).body.line.contract).toBe(202);
    expect((await owner.apiGet('getBasketData')).body.items).toEqual([]);
  });

  it("the admin has no customer's contracts", async () => {
    const admin = await t.login('admin');
    expect404(await admin.api('filter', { contract: 103 }), 'admin filter 103');
    expect((await admin.apiGet('initdata')).body.contracts.map((c: { id: number }) => c.id)).toEqual([401]);
  });
});
