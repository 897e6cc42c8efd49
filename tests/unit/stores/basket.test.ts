import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError, networkError, timeoutError } from '../../../src/core/api/errors';
import { t } from '../../../src/core/messages/text';
import { COUNTER_BROADCAST_MS, COUNTER_DEBOUNCE_MS } from '../../../src/core/constants';
import { createBasketStore, lineKey, type BasketStore } from '../../../src/stores/basket';
import type { BasketChannel, BasketMessage } from '../../../src/stores/basket-channel';
import { basketData, FakeBasketServer, makeLine, settleAll } from './fake-basket-server';
import { drain, ManualApi } from './manual-api';

const A = lineKey('products', 1);
const B = lineKey('products', 2);

let api: ManualApi;
let basket: BasketStore;

/** A store loaded with lines A (qnt 1) and B (qnt 1). */
async function loaded(): Promise<void> {
  const load = basket.load();
  api.next('getBasketData').resolve(basketData([makeLine(1, 1), makeLine(2, 1)]));
  await load;
}

function updates() {
  return api.calls.filter((c) => c.method === 'processBasketUpdate').map((c) => c.body);
}

beforeEach(() => {
  vi.useFakeTimers();
  api = new ManualApi();
  basket = createBasketStore({ api: api.basket });
});

afterEach(() => {
  basket.dispose();
  vi.useRealTimers();
});

describe('load', () => {
  it('sends one getBasketData for many callers and keys lines by type:id', async () => {
    const loads = [basket.load(), basket.load(), basket.load()];
    expect(basket.getState().status).toBe('loading');
    api.next('getBasketData').resolve(basketData([makeLine(1, 2), makeLine(5, 1, 'variants')]));
    await Promise.all(loads);
    await basket.load();
    expect(api.count('getBasketData')).toBe(1);
    const s = basket.getState();
    expect(s.status).toBe('ready');
    expect(s.keys).toEqual(['products:1', 'variants:5']);
    expect(s.count.products).toBe(2);
    expect(s.sum).toBeCloseTo(2 * 10.01 + 10.05, 2);
    expect(s.contract).toBe(7);
    expect(s.actualWms).toBe(1);
  });

  it('asks `customer` first: a visitor gets an empty, ready basket and no getBasketData', async () => {
    const visitor = createBasketStore({ api: api.basket, customer: () => Promise.resolve(false) });
    await Promise.all([visitor.load(), visitor.load()]);
    expect(api.count('getBasketData')).toBe(0);
    expect(visitor.getState()).toMatchObject({ status: 'ready', error: null, count: { products: 0 }, keys: [] });
    const customer = createBasketStore({ api: api.basket, customer: () => Promise.resolve(true) });
    const load = customer.load();
    await drain();
    api.next('getBasketData').resolve(basketData([makeLine(1, 2)]));
    await load;
    expect(customer.getState()).toMatchObject({ status: 'ready', count: { products: 1 } });
    visitor.dispose();
    customer.dispose();
  });

  it('records a Russian error and loads again on retry()', async () => {
    const load = basket.load();
    api.next('getBasketData').reject(networkError());
    await load;
    expect(basket.getState()).toMatchObject({ status: 'error', error: t('networkError') });
    const again = basket.retry();
    api.next('getBasketData').resolve(basketData([makeLine(1, 1)]));
    await again;
    expect(basket.getState()).toMatchObject({ status: 'ready', error: null, keys: [A] });
  });
});

describe('setQuantity', () => {
  it('shows each value at once and sends only the last one, once, after the debounce', async () => {
    await loaded();
    basket.setQuantity(A, 2);
    vi.advanceTimersByTime(200);
    basket.setQuantity(A, 3);
    vi.advanceTimersByTime(200);
    basket.setQuantity(A, 4);
    expect(basket.getState().lines[A]).toMatchObject({ pending: true, line: { qnt: 4 } });
    vi.advanceTimersByTime(COUNTER_DEBOUNCE_MS - 1);
    expect(updates()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(updates()).toEqual([{ id: 1, type: 'products', qnt: 4, wms: 1, contract: 7 }]);
    api.next('processBasketUpdate').resolve(basketData([makeLine(1, 4), makeLine(2, 1)]));
    await drain();
    expect(basket.getState().lines[A]).toMatchObject({ pending: false, error: null, line: { qnt: 4 } });
    expect(updates()).toHaveLength(1);
  });

  it('keeps the same keys array when only a quantity changes', async () => {
    await loaded();
    const keys = basket.getState().keys;
    const lineB = basket.getState().lines[B];
    basket.setQuantity(A, 9);
    expect(basket.getState().keys).toBe(keys);
    expect(basket.getState().lines[B]).toBe(lineB);
  });

  it('never lets the reply of an older edit overwrite a newer one (same line)', async () => {
    await loaded();
    basket.setQuantity(A, 5);
    vi.advanceTimersByTime(COUNTER_DEBOUNCE_MS);
    basket.setQuantity(A, 7);
    vi.advanceTimersByTime(COUNTER_DEBOUNCE_MS);
    // One request per line at a time: the 7 waits until the server has answered the 5.
    expect(updates()).toHaveLength(1);
    api.next('processBasketUpdate').resolve(basketData([makeLine(1, 5), makeLine(2, 1)]));
    await drain();
    expect(basket.getState().lines[A]).toMatchObject({ pending: true, line: { qnt: 7 } });
    expect(updates().at(-1)).toMatchObject({ id: 1, qnt: 7 });
    api.next('processBasketUpdate').resolve(basketData([makeLine(1, 7), makeLine(2, 1)]));
    await drain();
    expect(basket.getState().lines[A]).toMatchObject({ pending: false, line: { qnt: 7 } });
  });

  it('ignores a stale line in a reply that overtook another (different lines)', async () => {
    await loaded();
    basket.setQuantity(A, 5);
    basket.setQuantity(B, 8);
    vi.advanceTimersByTime(COUNTER_DEBOUNCE_MS);
    const [forA, forB] = [api.next('processBasketUpdate'), api.open.filter((c) => c.method === 'processBasketUpdate')[1]!];
    expect(forA.body).toMatchObject({ id: 1, qnt: 5 });
    // The server handled A first (so A's reply still shows B at 1), then B; B's reply arrives first.
    forB.resolve(basketData([makeLine(1, 5), makeLine(2, 8)]));
    await drain();
    forA.resolve(basketData([makeLine(1, 5), makeLine(2, 1)]));
    await drain();
    expect(basket.getState().lines[A]?.line.qnt).toBe(5);
    expect(basket.getState().lines[B]?.line.qnt).toBe(8);
  });

  it('ignores a basket re-read that was sent before an edit settled', async () => {
    await loaded();
    void basket.reconcile();
    const reread = api.next('getBasketData');
    basket.setQuantity(A, 6);
    vi.advanceTimersByTime(COUNTER_DEBOUNCE_MS);
    api.next('processBasketUpdate').resolve(basketData([makeLine(1, 6), makeLine(2, 1)]));
    await drain();
    reread.resolve(basketData([makeLine(1, 1), makeLine(2, 1)]));
    await drain();
    expect(basket.getState().lines[A]?.line.qnt).toBe(6);
  });

  it('rolls back to server truth with a Russian error on failure, and retryLine sends it again', async () => {
    await loaded();
    basket.setQuantity(A, 5);
    vi.advanceTimersByTime(COUNTER_DEBOUNCE_MS);
    // A retry is kept only where trying again can help: a 5xx, not a refusal.
    api.next('processBasketUpdate').reject(httpError(503, { status: 'error', message: 'Товар снят с продажи' }));
    await drain();
    expect(basket.getState().lines[A]).toMatchObject({ pending: false, error: 'Товар снят с продажи', line: { qnt: 1 } });
    basket.retryLine(A);
    expect(basket.getState().lines[A]).toMatchObject({ pending: true, error: null, line: { qnt: 5 } });
    api.next('processBasketUpdate').resolve(basketData([makeLine(1, 5), makeLine(2, 1)]));
    await drain();
    expect(basket.getState().lines[A]).toMatchObject({ pending: false, error: null, line: { qnt: 5 } });
  });

  it('re-reads the basket when a failure leaves the outcome unknown, and drops the error if it went through', async () => {
    await loaded();
    basket.setQuantity(A, 5);
    vi.advanceTimersByTime(COUNTER_DEBOUNCE_MS);
    api.next('processBasketUpdate').reject(timeoutError());
    await drain();
    expect(basket.getState().lines[A]).toMatchObject({ error: t('timeoutError'), line: { qnt: 1 } });
    api.next('getBasketData').resolve(basketData([makeLine(1, 5), makeLine(2, 1)]));
    await drain();
    expect(basket.getState().lines[A]).toMatchObject({ error: null, line: { qnt: 5 } });
  });

  it('on a stock shortage sets the free stock, shows the spec message and sends that quantity', async () => {
    await loaded();
    basket.setQuantity(A, 10);
    vi.advanceTimersByTime(COUNTER_DEBOUNCE_MS);
    api.next('processBasketUpdate').reject(httpError(409, { status: 'error', code: 'shortage', message: 'x', available: 3 }));
    await drain();
    expect(basket.getState().lines[A]).toMatchObject({ error: t('stockShortage'), line: { qnt: 3 } });
    expect(t('stockShortage')).toBe('Не достаточно свободных остатков на складе');
    expect(updates().at(-1)).toMatchObject({ id: 1, qnt: 3 });
    api.next('processBasketUpdate').resolve(basketData([makeLine(1, 3), makeLine(2, 1)]));
    await drain();
    expect(basket.getState().lines[A]).toMatchObject({ pending: false, error: t('stockShortage'), line: { qnt: 3 } });
    basket.setQuantity(A, 2);
    expect(basket.getState().lines[A]?.error).toBeNull();
  });

  it('flush() sends waiting edits at once', async () => {
    await loaded();
    basket.setQuantity(A, 3);
    basket.setQuantity(B, 4);
    const flushed = basket.flush();
    expect(updates()).toHaveLength(2);
    api.next('processBasketUpdate').resolve(basketData([makeLine(1, 3), makeLine(2, 1)]));
    api.next('processBasketUpdate').resolve(basketData([makeLine(1, 3), makeLine(2, 4)]));
    await flushed;
    expect(basket.getState().lines[B]).toMatchObject({ pending: false, line: { qnt: 4 } });
  });
});

describe('add, addSet, remove, clear', () => {
  it('add merges the reply line, and appends a new one', async () => {
    await loaded();
    const more = basket.add({ id: 1, qnt: 2 });
    await drain();
    expect(api.next('processBasket').body).toEqual({ id: 1, qnt: 2, wms: 1, type: 'products', contract: 7, payload: null });
    expect(basket.getState().lines[A]?.pending).toBe(true);
    api.next('processBasket').resolve({ status: 'success', line: makeLine(1, 3), count: { products: 2 }, sum: 0 });
    expect(await more).toMatchObject({ ok: true, line: { qnt: 3 } });
    expect(basket.getState().lines[A]).toMatchObject({ pending: false, line: { qnt: 3 } });

    const fresh = basket.add({ id: 9, qnt: 1, type: 'variants' });
    await drain();
    api.next('processBasket').resolve({ status: 'success', line: makeLine(9, 1, 'variants'), count: { products: 3 }, sum: 0 });
    await fresh;
    expect(basket.getState().keys).toEqual([A, B, 'variants:9']);
    expect(basket.getState().count.products).toBe(3);
  });

  it('add refuses quantity 0 with the spec message and reports a shortage with the free stock', async () => {
    await loaded();
    expect(await basket.add({ id: 1, qnt: 0 })).toEqual({ ok: false, error: 'Укажите количество товара', retryable: false });
    const add = basket.add({ id: 3, qnt: 50 });
    await drain();
    api.next('processBasket').reject(httpError(409, { status: 'error', code: 'shortage', message: 'x', available: 4 }));
    expect(await add).toEqual({ ok: false, error: t('stockShortage'), available: 4, retryable: false });
    expect(basket.getState().keys).toEqual([A, B]);
  });

  it('addSet adds the lines the server took and returns the refusals', async () => {
    await loaded();
    const set = basket.addSet([{ id: 3, qnt: 1 }, { id: 4, qnt: 99 }]);
    await drain();
    expect(api.next('processProductSet').body).toEqual({ contract: 7, wms: 1, products: [{ id: 3, qnt: 1 }, { id: 4, qnt: 99 }] });
    api.next('processProductSet').resolve({
      status: 'success',
      added: [makeLine(3, 1)],
      errors: [{ id: 4, message: t('stockShortage'), available: 2 }],
      count: { products: 3 },
      sum: 0,
    });
    const result = await set;
    expect(result.ok).toBe(true);
    expect(result.errors).toEqual([{ id: 4, message: t('stockShortage'), available: 2 }]);
    expect(basket.getState().keys).toEqual([A, B, 'products:3']);
  });

  it('remove sends qnt 0 for each key and drops the lines; a failure keeps them with an error', async () => {
    await loaded();
    const failing = basket.remove([A]);
    api.next('processBasketUpdate').reject(httpError(404, { status: 'error', message: 'Не найдено' }));
    expect(await failing).toBe(false);
    expect(basket.getState().lines[A]).toMatchObject({ pending: false, error: 'Не найдено' });
    // Any failure re-reads the basket; the server still has both lines.
    api.next('getBasketData').resolve(basketData([makeLine(1, 1), makeLine(2, 1)]));
    await drain();

    const removing = basket.remove([A, B]);
    expect(api.next('processBasketUpdate').body).toEqual({
      items: [
        { type: 'products', id: 1, qnt: 0 },
        { type: 'products', id: 2, qnt: 0 },
      ],
    });
    api.next('processBasketUpdate').resolve(basketData([]));
    expect(await removing).toBe(true);
    expect(basket.getState()).toMatchObject({ keys: [], count: { products: 0 }, sum: 0 });
  });

  it('clear empties the basket; a failure shows a whole-basket error and retry() clears again', async () => {
    await loaded();
    const failing = basket.clear();
    expect(basket.getState().lines[A]?.pending).toBe(true);
    api.next('clearBasket').reject(httpError(400, { status: 'error', message: 'Нельзя' }));
    expect(await failing).toBe(false);
    expect(basket.getState()).toMatchObject({ error: 'Нельзя', keys: [A, B] });
    expect(basket.getState().lines[A]?.pending).toBe(false);
    api.next('getBasketData').resolve(basketData([makeLine(1, 1), makeLine(2, 1)]));
    await drain();

    const again = basket.retry();
    api.next('clearBasket').resolve(basketData([]));
    await again;
    expect(basket.getState()).toMatchObject({ error: null, keys: [] });
  });
});

describe('page plumbing', () => {
  it('tells count listeners about every change of the lines', async () => {
    const counts: number[] = [];
    basket.subscribeCount((n) => counts.push(n));
    await loaded();
    basket.setQuantity(A, 4);
    const add = basket.add({ id: 3, qnt: 1 });
    await drain();
    api.next('processBasket').resolve({ status: 'success', line: makeLine(3, 1), count: { products: 3 }, sum: 0 });
    await add;
    expect(counts).toEqual([2, 2, 3]);
  });

  it('tells other tabs after the server confirmed, and a tab that re-reads does not echo', async () => {
    const hub = new Set<(m: BasketMessage) => void>();
    const posted: BasketMessage[] = [];
    const channel = (): BasketChannel => {
      let mine: ((m: BasketMessage) => void) | null = null;
      return {
        post: (m) => {
          posted.push(m);
          for (const l of hub) if (l !== mine) l(m);
        },
        subscribe: (l) => {
          mine = l;
          hub.add(l);
          return () => hub.delete(l);
        },
        close: () => undefined,
      };
    };
    const server = new FakeBasketServer();
    server.seed([makeLine(1, 1)]);
    const tab1 = createBasketStore({ api: server.api, channel: channel() });
    const tab2 = createBasketStore({ api: server.api, channel: channel() });
    const loads = Promise.all([tab1.load(), tab2.load()]);
    await vi.advanceTimersByTimeAsync(10);
    await loads;

    tab1.setQuantity(A, 6);
    // The fake server takes a tick each way.
    await vi.advanceTimersByTimeAsync(COUNTER_DEBOUNCE_MS + 5);
    expect(server.lines.get(A)?.qnt).toBe(6);
    expect(posted).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(COUNTER_BROADCAST_MS);
    expect(posted).toHaveLength(1);
    await settleAll(() => tab2.whenIdle(), () => vi.advanceTimersByTimeAsync(100));
    expect(tab2.getState().lines[A]?.line.qnt).toBe(6);
    await vi.advanceTimersByTimeAsync(5000);
    expect(posted).toHaveLength(1);
    tab1.dispose();
    tab2.dispose();
  });
});
