/**
 * What the basket promises: whatever the user does and however the network
 * behaves, once everything has settled the basket on screen is the basket on
 * the server. 500 random edit sequences against a fake server with random
 * delays on both legs (replies overtake each other, the server applies
 * requests in arrival order), 20% failures (half after the server applied
 * the change: lost replies) and stock limits (409 shortage). Now and then
 * "another tab" changes the server directly and the store hears of it, as
 * it would over BroadcastChannel.
 *
 * A failing run prints fast-check's seed and the shrunk command list; replay
 * it with fc.assert(..., { seed, path }).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createBasketStore, lineKey, type BasketStore, type LineKey } from '../../../src/stores/basket';
import type { BasketLine } from '../../../src/stores/types';
import { FakeBasketServer, makeLine, settleAll } from './fake-basket-server';

const PRODUCTS = 6;
/** Small free stocks (5..20) so shortages happen often. */
const stock = (id: number) => 5 + (id % 4) * 5;

/** mulberry32: a tiny seeded PRNG, so the server's dice are part of the replayable case. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const id = fc.integer({ min: 1, max: PRODUCTS });
const type = fc.constantFrom<'products' | 'variants'>('products', 'products', 'variants');
/** Milliseconds to let pass after a command: inside and beyond the 500 ms debounce. */
const wait = fc.oneof(
  { weight: 3, arbitrary: fc.constant(0) },
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 200 }) },
  { weight: 2, arbitrary: fc.integer({ min: 400, max: 900 }) },
);

const command = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('set' as const), id, type, qnt: fc.integer({ min: 1, max: 25 }), wait }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('add' as const), id, type, qnt: fc.integer({ min: 1, max: 8 }), wait }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), ids: fc.uniqueArray(id, { minLength: 1, maxLength: 3 }), type, wait }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('addSet' as const), ids: fc.uniqueArray(id, { minLength: 1, maxLength: 3 }), qnt: fc.integer({ min: 1, max: 6 }), wait }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('retryLine' as const), id, type, wait }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('otherTab' as const), id, type, qnt: fc.integer({ min: 0, max: 5 }), wait }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('flush' as const), wait }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clear' as const), wait }) },
);
type Command = typeof command extends fc.Arbitrary<infer T> ? T : never;

function run(basket: BasketStore, server: FakeBasketServer, c: Command): void {
  // Actions are fired, not awaited: a user does not wait for the server either.
  switch (c.kind) {
    case 'set':
      basket.setQuantity(lineKey(c.type, c.id), c.qnt);
      break;
    case 'add':
      void basket.add({ id: c.id, qnt: c.qnt, type: c.type });
      break;
    case 'remove':
      void basket.remove(c.ids.map((i) => lineKey(c.type, i)));
      break;
    case 'addSet':
      void basket.addSet(c.ids.map((i) => ({ id: i, qnt: c.qnt })));
      break;
    case 'retryLine':
      basket.retryLine(lineKey(c.type, c.id));
      break;
    case 'flush':
      void basket.flush();
      break;
    case 'clear':
      void basket.clear();
      break;
    case 'otherTab': {
      // Another tab's edit, applied at once; its broadcast makes this tab re-read.
      const key = lineKey(c.type, c.id);
      if (c.qnt === 0) server.lines.delete(key);
      else server.lines.set(key, { ...(server.lines.get(key) ?? makeLine(c.id, c.qnt, c.type, stock(c.id))), qnt: c.qnt });
      void basket.reconcile();
      break;
    }
  }
}

function byKey(lines: Iterable<[LineKey, BasketLine]>): Record<string, BasketLine> {
  return Object.fromEntries([...lines].sort(([a], [b]) => a.localeCompare(b)));
}

beforeAll(() => {
  vi.useFakeTimers();
});
afterAll(() => {
  vi.useRealTimers();
});

it('ends with the server basket on screen after any edits over a slow, failing network', async () => {
  const advance = () => vi.advanceTimersByTimeAsync(50);
  const total = { runs: 0, calls: 0, failedBefore: 0, failedAfter: 0, refused: 0, overtaken: 0 };
  await fc.assert(
    fc.asyncProperty(fc.integer({ min: 1, max: 0x7fffffff }), fc.array(command, { minLength: 8, maxLength: 40, size: 'max' }), async (seed, commands) => {
      const server = new FakeBasketServer({ random: prng(seed), maxDelayMs: 300, failureRate: 0.2, stock });
      server.seed([makeLine(1, 2), makeLine(2, 1), makeLine(3, 4, 'variants')]);
      const basket = createBasketStore({ api: server.api });
      try {
        // The first load can fail too: the user presses "Повторить" until it works.
        for (let i = 0; basket.getState().status !== 'ready'; i++) {
          if (i > 50) throw new Error('basket never loaded');
          await settleAll(() => basket.retry(), advance);
        }
        for (const c of commands) {
          run(basket, server, c);
          if (c.wait > 0) await vi.advanceTimersByTimeAsync(c.wait);
        }
        // Settle: send what waits for its debounce and let every request, retry and re-read finish;
        // edits kept on the device while the network failed go out once it answers again.
        for (let i = 0; i === 0 || basket.getState().unsent > 0; i++) {
          if (i > 50) throw new Error('kept edits never sent');
          await settleAll(() => basket.flush(), advance);
        }

        const state = basket.getState();
        const shown = byKey(Object.values(state.lines).map((l) => [l.key, l.line]));
        expect(shown).toEqual(byKey(server.lines));
        expect(state.keys).toHaveLength(server.lines.size);
        expect(state.count.products).toBe(server.lines.size);
        expect(Object.values(state.lines).filter((l) => l.pending)).toEqual([]);
        total.runs++;
        total.calls += server.calls.length;
        for (const k of ['failedBefore', 'failedAfter', 'refused', 'overtaken'] as const) total[k] += server.stats[k];
      } finally {
        basket.dispose();
        vi.clearAllTimers();
      }
    }),
    { numRuns: 500 },
  );
  // The property only means something if the network really misbehaved.
  console.info('basket fuzz:', total);
  expect(total.runs).toBe(500);
  expect(total.failedBefore + total.failedAfter).toBeGreaterThan(total.calls * 0.1);
  expect(total.failedAfter).toBeGreaterThan(100);
  expect(total.refused).toBeGreaterThan(100);
  expect(total.overtaken).toBeGreaterThan(500);
}, 60_000);
