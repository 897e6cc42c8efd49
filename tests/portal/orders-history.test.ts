// Order history and drafts on the real portal: the list and its filter,
// one order, cancel, repeat with its preview, bulk repeat, ownership, drafts.
import { beforeEach, describe, expect, it } from 'vitest';
import { format, subDays } from 'date-fns';
import { SEEDED_ORDERS } from '../../examples/portal/server/seed/orders';
import { fill } from '../../src/core/messages/fill';
import { filePortal, isRussian, messages as m, type Client, type TestPortal } from './helpers';

let t: TestPortal;
let demo: Client;
filePortal((portal) => {
  t = portal;
});
beforeEach(async () => {
  demo = await t.demo();
});

const day = (daysAgo: number) => format(subDays(new Date(), daysAgo), 'dd.MM.yyyy');
const all = { dateselect: 'custom', startDate: day(800), endDate: day(0) };

interface Row {
  id: number;
  number: string;
  date: string;
  contract: number;
  state: number;
  status: string;
  paid: boolean;
  projectStatus: number;
  cancellable: boolean;
}

describe('GET order (the history list)', () => {
  it('holds over 3,000 orders of the demo user over 24 months, on its 3 contracts, every state, paid and unpaid', async () => {
    const r = await demo.apiGet('order', all);
    expect(r.status).toBe(200);
    expect(r.body.count).toBeGreaterThanOrEqual(3000);
    expect(r.body.orders).toHaveLength(10);
    expect(r.body.pagination).toEqual({ page: 1, perpage: 10, total: r.body.count, pages: Math.ceil(r.body.count / 10) });
    expect(r.body.contracts.map((c: { id: number }) => c.id).sort()).toEqual([101, 102, 103]);
    for (const state of r.body.states as { id: number }[]) {
      const one = await demo.apiGet('order', { ...all, state: state.id, perpage: 1 });
      expect(one.body.count, `state ${state.id}`).toBeGreaterThan(0);
    }
    for (const paid of [0, 1]) expect((await demo.apiGet('order', { ...all, paid })).body.count).toBeGreaterThan(100);
    for (const contract of [101, 102, 103]) expect((await demo.apiGet('order', { ...all, contract })).body.count).toBeGreaterThan(500);
    const project = await demo.apiGet('order', { ...all, projectStatus: 2 });
    expect(project.body.count).toBeGreaterThan(0);
    expect(project.body.orders.every((o: Row) => o.projectStatus === 2)).toBe(true);
  });

  it('defaults to the last week, newest first, and echoes the period it used', async () => {
    const r = await demo.apiGet('order');
    expect(r.body.filter).toEqual({ dateselect: 'week', startDate: day(7), endDate: day(0) });
    const dates = (r.body.orders as Row[]).map((o) => o.date.split('.').reverse().join(''));
    expect(dates).toEqual([...dates].sort().reverse());
    const longer = await demo.apiGet('order', { dateselect: 'month' });
    expect(longer.body.count).toBeGreaterThan(r.body.count);
  });

  it('filters by state and pages: page 2 continues page 1', async () => {
    const q = { dateselect: 'year', state: 3 };
    const p1 = await demo.apiGet('order', q);
    const p2 = await demo.apiGet('order', { ...q, page: 2 });
    expect(p1.body.count).toBeGreaterThan(20);
    expect([...p1.body.orders, ...p2.body.orders].every((o: Row) => o.state === 3 && o.status === 'Выполнен')).toBe(true);
    const ids = new Set([...p1.body.orders, ...p2.body.orders].map((o: Row) => o.id));
    expect(ids.size).toBe(20);
  });

  it('refuses a custom period whose start is not before its end with the spec message', async () => {
    const r = await demo.apiGet('order', { dateselect: 'custom', startDate: day(1), endDate: day(1) });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(m.dateRange);
  });

  it('finds an order by its number whatever the period', async () => {
    const one = await demo.apiGet(`order/${SEEDED_ORDERS.changed}`);
    const r = await demo.apiGet('order', { numberOrder: one.body.order.number });
    expect(r.body.orders.map((o: Row) => o.id)).toEqual([SEEDED_ORDERS.changed]);
  });

  it('a contract that is not the user’s: 404', async () => {
    expect((await demo.apiGet('order', { contract: 301 })).status).toBe(404);
  });
});

describe('GET order/{id}', () => {
  it('gives the order with its lines; others’ orders answer 404', async () => {
    const r = await demo.apiGet(`order/${SEEDED_ORDERS.changed}`);
    expect(r.status).toBe(200);
    expect(r.body.order.lines.length).toBe(5);
    const line = r.body.order.lines[0];
    expect(line).toEqual({ type: 'products', id: expect.any(Number), articul: expect.any(String), header: expect.any(String), qnt: expect.any(Number), price: expect.any(Number), sum: expect.any(Number) });
    expect((await demo.apiGet(`order/${SEEDED_ORDERS.buyer2}`)).status).toBe(404);
    expect((await demo.apiGet('order/999999')).status).toBe(404);
    const manager = await t.login('manager2');
    expect((await manager.apiGet(`order/${SEEDED_ORDERS.ownerOnly}`)).status).toBe(404);
    expect((await manager.apiGet(`order/${SEEDED_ORDERS.submanager}`)).status).toBe(200);
    const managerList = await manager.apiGet('order', all);
    expect(managerList.body.orders.every((o: Row) => o.contract === 202)).toBe(true);
    expect((await (await t.login('owner')).apiGet(`order/${SEEDED_ORDERS.ownerOnly}`)).status).toBe(200);
  });
});

describe('POST order/{id} cancel', () => {
  it('cancels a new order: the reply carries the new state and status; a second cancel is refused with 409', async () => {
    const r = await demo.api(`order/${SEEDED_ORDERS.cancellable}`, { action: 'cancel' });
    expect(r.status).toBe(200);
    expect(r.body.order).toMatchObject({ id: SEEDED_ORDERS.cancellable, state: 4, status: 'Отменён', cancellable: false });
    expect((await demo.apiGet(`order/${SEEDED_ORDERS.cancellable}`)).body.order.state).toBe(4);
    // The same cancel from a second tab: refused, with the order as it is now, said once.
    const again = await demo.api(`order/${SEEDED_ORDERS.cancellable}`, { action: 'cancel' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: 'error', code: 'notCancellable' });
    expect(again.body.message).toBe(fill(m.ordersAlreadyCancelled, { number: r.body.order.number }));
    expect(again.body.order).toEqual(r.body.order);
  });

  it('a done order cannot be cancelled: 409 names its state and carries it; others’ orders 404', async () => {
    const done = await demo.api(`order/${SEEDED_ORDERS.repeatable}`, { action: 'cancel' });
    expect(done.status).toBe(409);
    const now = (await demo.apiGet(`order/${SEEDED_ORDERS.repeatable}`)).body.order as Row;
    expect(done.body.message).toBe(fill(m.ordersNotCancellable, { number: now.number, status: now.status }));
    expect(done.body.order).toMatchObject({ id: now.id, state: now.state, status: now.status, cancellable: false });
    expect((await demo.api(`order/${SEEDED_ORDERS.buyer2}`, { action: 'cancel' })).status).toBe(404);
  });
});

describe('a stop-orders contract (src/core/rules/stop-orders.ts)', () => {
  it('cancelling is not order processing: a new order on ДП-101 is cancelled; repeating it is refused with the notice', async () => {
    const contracts = (await demo.apiGet('order', all)).body.contracts as { id: number; stopOrders: boolean }[];
    expect(contracts.find((c) => c.id === 101)?.stopOrders).toBe(true);
    const repeat = await demo.api(`order/${SEEDED_ORDERS.stopped}`, { action: 'repeat' });
    expect(repeat.status).toBe(409);
    expect(repeat.body.message).toContain(m.stopOrdersTitle);
    const cancelled = await demo.api(`order/${SEEDED_ORDERS.stopped}`, { action: 'cancel' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order).toMatchObject({ id: SEEDED_ORDERS.stopped, contract: 101, state: 4, cancellable: false });
    expect((await demo.apiGet(`order/${SEEDED_ORDERS.stopped}`)).body.order.state).toBe(4);
  });

  it('the portal still refuses what the rule blocks: adding to the basket and placing an order', async () => {
    const add = await demo.api('processBasket', { id: 1, qnt: 1, contract: 101 });
    expect(add.status).toBe(409);
    expect(add.body).toMatchObject({ code: 'stopOrders', message: expect.stringContaining(m.stopOrdersTitle) });
    const place = await demo.api('order', { contract: 101, warehouse: 1, delivery: '3', date: '01.01.2030', availability: 1 });
    expect(place.status).toBe(409);
    expect(place.body.code).toBe('stopOrders');
  });
});

describe('POST order/{id} preview and repeat', () => {
  it('preview shows price now vs then, stock now and withdrawn goods, line by line', async () => {
    const r = await demo.api(`order/${SEEDED_ORDERS.changed}`, { action: 'preview' });
    expect(r.status).toBe(200);
    const lines = r.body.lines as { priceThen: number; priceNow: number | null; available: number; qnt: number; withdrawn: boolean; header: string }[];
    expect(lines).toHaveLength(5);
    expect(lines.filter((l) => l.withdrawn)).toEqual([expect.objectContaining({ priceNow: null, header: expect.stringContaining('Снятый с продажи') })]);
    const live = lines.filter((l) => !l.withdrawn);
    expect(live.some((l) => l.priceNow! > l.priceThen)).toBe(true);
    expect(live.some((l) => l.priceNow! < l.priceThen)).toBe(true);
    expect(live.some((l) => l.available < l.qnt)).toBe(true);
  });

  it('repeat adds what can be had into the basket of the order’s contract, cutting short lines to the stock', async () => {
    await demo.apiGet('clearBasket');
    const preview = (await demo.api(`order/${SEEDED_ORDERS.changed}`, { action: 'preview' })).body.lines as {
      id: number;
      available: number;
      qnt: number;
      withdrawn: boolean;
    }[];
    const r = await demo.api(`order/${SEEDED_ORDERS.changed}`, { action: 'repeat' });
    expect(r.status).toBe(200);
    expect(r.body.count).toBe(4);
    expect(r.body.skipped).toEqual([expect.objectContaining({ reason: 'withdrawn' })]);
    const basket = await demo.apiGet('getBasketData');
    expect(basket.body.count.products).toBe(4);
    for (const l of preview.filter((x) => !x.withdrawn)) {
      const inBasket = basket.body.items.find((i: { id: number }) => i.id === l.id);
      expect(inBasket.qnt).toBe(Math.min(l.qnt, l.available));
      expect(inBasket.contract).toBe(103);
    }
  });

  it('repeat with chosen lines and quantities adds only those', async () => {
    await demo.apiGet('clearBasket');
    const preview = (await demo.api(`order/${SEEDED_ORDERS.repeatable}`, { action: 'preview' })).body.lines as { id: number; type: string }[];
    const chosen = { id: preview[0]!.id, type: preview[0]!.type, qnt: 7 };
    const r = await demo.api(`order/${SEEDED_ORDERS.repeatable}`, { action: 'repeat', lines: [chosen] });
    expect(r.body.count).toBe(1);
    const basket = await demo.apiGet('getBasketData');
    expect(basket.body.items.map((i: { id: number; qnt: number }) => [i.id, i.qnt])).toEqual([[chosen.id, 7]]);
  });

  it('an order of goods out of stock adds nothing (count 0)', async () => {
    await demo.apiGet('clearBasket');
    const r = await demo.api(`order/${SEEDED_ORDERS.outOfStock}`, { action: 'repeat' });
    expect(r.status).toBe(200);
    expect(r.body.count).toBe(0);
    expect((await demo.apiGet('getBasketData')).body.count.products).toBe(0);
  });

  it('stop-orders contract: repeat refused with the notice, nothing added; others’ orders 404', async () => {
    await demo.apiGet('clearBasket');
    const r = await demo.api(`order/${SEEDED_ORDERS.stopped}`, { action: 'repeat' });
    expect(r.status).toBe(409);
    expect(r.body.message).toContain(m.stopOrdersTitle);
    expect((await demo.apiGet('getBasketData')).body.count.products).toBe(0);
    expect((await demo.api(`order/${SEEDED_ORDERS.buyer2}`, { action: 'repeat' })).status).toBe(404);
  });

  it('bulk repeat of checked orders adds them into one basket', async () => {
    await demo.apiGet('clearBasket');
    const r = await demo.api('order', { action: 'repeat', ids: [SEEDED_ORDERS.repeatable, SEEDED_ORDERS.outOfStock] });
    expect(r.status).toBe(200);
    expect(r.body.count).toBe(3);
    expect(r.body.basket.count.products).toBe(3);
    expect((await demo.api('order', { action: 'repeat', ids: [SEEDED_ORDERS.buyer2] })).status).toBe(404);
  });
});

describe('drafts', () => {
  interface Draft {
    id: number;
    header: string;
    date: string;
    time: string;
    lines: number;
    sum: number;
    contract: number;
  }

  it('lists the user’s drafts newest first (POST page, perpage), an unnamed one with its date and time', async () => {
    const r = await demo.api('drafts', { page: 1, perpage: 10 });
    expect(r.status).toBe(200);
    expect(r.body.count).toBe(4);
    const drafts = r.body.drafts as Draft[];
    expect(drafts.some((d) => d.header === '' && /^\d{2}\.\d{2}\.\d{4}$/.test(d.date) && /^\d{2}:\d{2}$/.test(d.time))).toBe(true);
    expect(drafts.every((d) => d.lines > 0 && d.sum > 0 && d.contract === 103)).toBe(true);
    expect((await demo.apiGet('drafts')).body.drafts).toEqual(drafts);
  });

  it('saving the basket as a draft (addToDraft) puts it at the top with its prices; open, preview, repeat, rename, remove', async () => {
    const saved = await demo.api('addToDraft', { header: 'Проверка черновика' });
    expect(saved.status).toBe(200);
    const top = ((await demo.api('drafts', {})).body.drafts as Draft[])[0]!;
    expect(top).toMatchObject({ id: saved.body.id, header: 'Проверка черновика' });
    const open = await demo.apiGet(`drafts/${top.id}`);
    expect(open.body.draft.lines.length).toBe(top.lines);
    expect(open.body.draft.lines.every((l: { priceThen: number; priceNow: number }) => l.priceThen === l.priceNow)).toBe(true);

    const renamedEmpty = await demo.api('drafts', { id: top.id, action: 'rename', header: '  ' });
    expect(renamedEmpty.status).toBe(400);
    expect(isRussian(renamedEmpty.body.message)).toBe(true);
    const renamed = await demo.api('drafts', { id: top.id, action: 'rename', header: 'Новое имя' });
    expect(renamed.body.draft.header).toBe('Новое имя');

    await demo.apiGet('clearBasket');
    const repeated = await demo.api('drafts', { id: top.id, action: 'repeat' });
    expect(repeated.status).toBe(200);
    expect(repeated.body.count).toBe(top.lines);
    expect((await demo.apiGet('getBasketData')).body.count.products).toBe(top.lines);

    const removed = await demo.api('drafts', { id: top.id, action: 'remove' });
    expect(removed.status).toBe(200);
    expect((await demo.apiGet(`drafts/${top.id}`)).status).toBe(404);
  });

  it('bulk remove is all or nothing; others’ drafts answer 404', async () => {
    const buyer2 = await t.login('buyer2');
    const theirs = ((await buyer2.api('drafts', {})).body.drafts as Draft[])[0]!;
    expect((await demo.apiGet(`drafts/${theirs.id}`)).status).toBe(404);
    expect((await demo.api('drafts', { id: theirs.id, action: 'repeat' })).status).toBe(404);
    const mine = ((await demo.api('drafts', {})).body.drafts as Draft[]).map((d) => d.id);
    expect((await demo.api('drafts', { ids: [mine[0], theirs.id], action: 'remove' })).status).toBe(404);
    expect((await demo.api('drafts', {})).body.count).toBe(mine.length);
    const r = await demo.api('drafts', { ids: mine.slice(0, 2), action: 'remove' });
    expect(r.status).toBe(200);
    expect((await demo.api('drafts', {})).body.count).toBe(mine.length - 2);
    expect((await buyer2.api('drafts', {})).body.drafts.map((d: Draft) => d.id)).toContain(theirs.id);
  });

  it('a draft changed in another tab meanwhile: removed, every call naming it answers 404 draftNotFound with the ids gone; renamed, a guarded rename is refused with the draft as it is now', async () => {
    await demo.api('processBasket', { id: 10005, qnt: 1, wms: 1 });
    const kept = (await demo.api('addToDraft', { header: 'Остаётся' })).body.id as number;
    const gone = (await demo.api('addToDraft', { header: 'Удалён в другой вкладке' })).body.id as number;
    expect((await demo.api('drafts', { id: gone, action: 'remove' })).status).toBe(200);

    const removeBoth = await demo.api('drafts', { ids: [kept, gone], action: 'remove' });
    expect(removeBoth.status).toBe(404);
    expect(removeBoth.body).toMatchObject({ code: 'draftNotFound', missing: [gone] });
    expect((await demo.apiGet(`drafts/${kept}`)).status).toBe(200);
    for (const action of [
      { id: gone, action: 'rename', header: 'Новое', previous: 'Удалён в другой вкладке' },
      { id: gone, action: 'preview' },
      { id: gone, action: 'repeat' },
    ]) {
      const r = await demo.api('drafts', action);
      expect([action.action, r.status, r.body.code, r.body.missing]).toEqual([action.action, 404, 'draftNotFound', [gone]]);
    }

    // Tab B renames it; tab A, which still shows «Остаётся», renames it too.
    expect((await demo.api('drafts', { id: kept, action: 'rename', header: 'Имя из вкладки Б', previous: 'Остаётся' })).status).toBe(200);
    const late = await demo.api('drafts', { id: kept, action: 'rename', header: 'Имя из вкладки А', previous: 'Остаётся' });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'draftRenamed', draft: { id: kept, header: 'Имя из вкладки Б' } });
    expect(late.body.message).toBe(fill(m.draftsRenamedMeanwhile, { was: 'Остаётся', name: 'Имя из вкладки Б' }));
    expect((await demo.apiGet(`drafts/${kept}`)).body.draft.header).toBe('Имя из вкладки Б');
    // The name it has already is no conflict; without `previous` the last rename wins.
    expect((await demo.api('drafts', { id: kept, action: 'rename', header: 'Имя из вкладки Б', previous: 'Остаётся' })).status).toBe(200);
    const unguarded = await demo.api('drafts', { id: kept, action: 'rename', header: 'Последнее' });
    expect([unguarded.status, unguarded.body.draft.header]).toEqual([200, 'Последнее']);
  });
});
