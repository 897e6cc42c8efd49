/**
 * Basket edits made while the server cannot be reached: kept on the device,
 * shown as waiting, sent in order when the network answers again, each once,
 * whatever happens meanwhile (a reload, a flapping link, two tabs).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, networkError } from '../../../src/core/api/errors';
import { t } from '../../../src/core/messages/basket-store';
import { createBasketStore, lineKey, type BasketStore } from '../../../src/stores/basket';
import type { BasketApi } from '../../../src/stores/api';
import type { OutboxStorage } from '../../../src/stores/basket-outbox';
import { FakeBasketServer, makeLine, settleAll } from './fake-basket-server';

/** The device's localStorage, shared by the tabs and reloads of one test. */
function deviceStorage(): OutboxStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
}

/** The network between the tab and the server: cut, or flapping (every call fails with a seeded 50 % chance). */
class Network {
  offline = false;
  flapping = false;
  private seed = 7;
  constructor(private readonly server: FakeBasketServer) {}
  private coin(): boolean {
    this.seed = (this.seed * 1103515245 + 12345) % 2147483648;
    return this.seed / 2147483648 < 0.5;
  }
  private gate<T>(call: () => Promise<T>): Promise<T> {
    if (this.offline || (this.flapping && this.coin())) return Promise.reject(networkError());
    return call();
  }
  readonly api: BasketApi = {
    getBasketData: (o) => this.gate(() => this.server.api.getBasketData(o)),
    processBasket: (b) => this.gate(() => this.server.api.processBasket(b)),
    processBasketUpdate: (b) => this.gate(() => this.server.api.processBasketUpdate(b)),
    clearBasket: () => this.gate(() => this.server.api.clearBasket()),
    processProductSet: (b) => this.gate(() => this.server.api.processProductSet(b)),
  };
}

const A = lineKey('products', 1);
const B = lineKey('products', 2);
const C = lineKey('products', 3);
const advance = () => vi.advanceTimersByTimeAsync(50);

let server: FakeBasketServer;
let network: Network;
let storage: ReturnType<typeof deviceStorage>;
const tabs: BasketStore[] = [];

/** A tab of buyer 12 (a reload is a new tab on the same device). */
async function openTab(): Promise<BasketStore> {
  const tab = createBasketStore({ api: network.api, owner: () => '12', storage });
  tabs.push(tab);
  await settleAll(() => tab.load(), advance);
  return tab;
}

/** Sends what waits and lets every request settle, as the debounce and the store's timers would. */
const settle = (tab: BasketStore) => settleAll(() => tab.flush(), advance);

/** Every request that changed the server, in order: [call, body]. */
function writes(): string[] {
  return server.calls.filter((c) => c !== 'getBasketData');
}

beforeEach(() => {
  vi.useFakeTimers();
  server = new FakeBasketServer({ stock: (id) => (id === 1 ? 10 : 100) });
  server.seed([makeLine(1, 2), makeLine(2, 1)]);
  network = new Network(server);
  storage = deviceStorage();
});
afterEach(() => {
  for (const tab of tabs.splice(0)) tab.dispose();
  vi.clearAllTimers();
  vi.useRealTimers();
});

describe('basket edits while the server cannot be reached', () => {
  it('keeps a change, a delete and an add on the device, shows them waiting, and sends them in order once the network is back', async () => {
    const tab = await openTab();
    network.offline = true;
    tab.setQuantity(A, 5);
    await settle(tab);
    await tab.remove([B]);
    const added = await tab.add({ id: 3, qnt: 2 });
    expect(added).toEqual({ ok: false, error: t('basketAddKept'), retryable: false, kept: true });

    const state = tab.getState();
    expect(state.unsent).toBe(3);
    // Nothing rolled back: the buyer sees what they set, marked as not sent.
    expect(state.lines[A]).toMatchObject({ line: { qnt: 5 }, unsent: true, error: t('basketUnsent') });
    expect(state.lines[B]).toBeUndefined();
    expect(server.lines.get(A)!.qnt).toBe(2);
    expect(storage.items.size).toBe(1);

    network.offline = false;
    await vi.advanceTimersByTimeAsync(2_000);
    await settle(tab);
    expect(writes()).toEqual(['processBasketUpdate', 'processBasketUpdate', 'processBasket']);
    expect([...server.lines.entries()].map(([k, l]) => [k, l.qnt])).toEqual([
      [A, 5],
      [C, 2],
    ]);
    expect(tab.getState()).toMatchObject({ unsent: 0, count: { products: 2 } });
    expect(tab.getState().lines[A]).toMatchObject({ line: { qnt: 5 }, error: null });
    expect(storage.items.size).toBe(0);
  });

  it('a reload mid-queue shows the kept edits again and sends each once', async () => {
    const first = await openTab();
    network.offline = true;
    first.setQuantity(A, 7);
    await settle(first);
    await first.add({ id: 3, qnt: 4 });
    first.dispose();

    network.offline = false;
    network.flapping = true;
    const reloaded = createBasketStore({ api: network.api, owner: () => '12', storage });
    tabs.push(reloaded);
    for (let i = 0; reloaded.getState().status !== 'ready'; i++) {
      if (i > 20) throw new Error('never loaded');
      await settleAll(() => reloaded.retry(), advance);
    }
    for (let i = 0; reloaded.getState().unsent > 0; i++) {
      if (i > 50) throw new Error('kept edits never sent');
      await settle(reloaded);
      await vi.advanceTimersByTimeAsync(1_000);
    }
    await settle(reloaded);
    // Exactly once: the add of 4 did not become 8 however often the link dropped.
    expect(server.lines.get(A)!.qnt).toBe(7);
    expect(server.lines.get(C)!.qnt).toBe(4);
    expect(reloaded.getState().lines[C]).toMatchObject({ line: { qnt: 4 } });
    expect(storage.items.size).toBe(0);
  });

  it('two tabs keeping edits at once: every edit reaches the server once, in the order made', async () => {
    const one = await openTab();
    const two = await openTab();
    network.offline = true;
    one.setQuantity(A, 3);
    await settle(one);
    two.setQuantity(B, 9);
    await settle(two);
    await two.add({ id: 3, qnt: 1 });
    network.offline = false;
    await Promise.all([settle(one), settle(two)]);
    await settle(one);
    expect(writes()).toEqual(['processBasketUpdate', 'processBasketUpdate', 'processBasket']);
    expect([...server.lines.entries()].map(([k, l]) => [k, l.qnt])).toEqual([
      [A, 3],
      [B, 9],
      [C, 1],
    ]);
    expect(one.getState().unsent).toBe(0);
    expect(two.getState().unsent).toBe(0);
  });

  it('the server’s answer is applied and said: the quantity capped by the stock, a price that changed', async () => {
    const tab = await openTab();
    network.offline = true;
    tab.setQuantity(A, 50);
    tab.setQuantity(B, 4);
    await settle(tab);
    // Meanwhile the price of B went up.
    server.lines.set(B, { ...server.lines.get(B)!, price: 99.5 });
    network.offline = false;
    await settle(tab);
    expect(server.lines.get(A)!.qnt).toBe(10);
    const { lines } = tab.getState();
    expect(lines[A]).toMatchObject({ line: { qnt: 10 }, error: t('stockShortage') });
    expect(lines[A]!.unsent).toBeFalsy();
    expect(lines[B]).toMatchObject({ line: { qnt: 4, price: 99.5 } });
    expect(lines[B]!.error).toBe(t('basketPriceChanged', { before: '10,02', after: '99,50' }));
  });

  it('a timeout is not «no connection»: the line goes back to what the server confirmed', async () => {
    const tab = await openTab();
    server.failureRate = 0;
    const update = vi.spyOn(network.api, 'processBasketUpdate').mockRejectedValueOnce(new ApiError({ kind: 'timeout', message: t('timeoutError') }));
    tab.setQuantity(A, 6);
    await settle(tab);
    expect(update).toHaveBeenCalledTimes(1);
    expect(tab.getState().unsent).toBe(0);
    expect(tab.getState().lines[A]).toMatchObject({ line: { qnt: 2 } });
  });
});
