/**
 * The basket store's book-keeping: what the server last confirmed for each
 * line, which edits are in flight, and the rule for trusting a whole-basket
 * snapshot. Edits (basket-edits.ts) and re-reads (basket-resync.ts) both
 * write through it; none of it renders except via `commit`.
 *
 * The snapshot rule: every request takes a tick of a logical clock when
 * sent, and every line remembers the tick its last request settled. A
 * snapshot (getBasketData, or the BasketData an update returns) is trusted
 * for a line only if nothing touched that line while the snapshot travelled;
 * the server may have made it before or after that line's request.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { applyLineChanges, type LineChanges } from './basket-lines';
import { keyOfLine, type BasketLineState, type BasketState, type LineKey } from './basket-types';
import { KeyedQueue } from './keyed-queue';
import { debounceTimers } from '../core/timers';
import type { BasketData, BasketLine } from './types';

/** What `retryLine` repeats. */
export type RetryAction = { kind: 'set'; qnt: number } | { kind: 'remove' };

/** Book-keeping per line key, kept outside React state (it never renders). */
export interface LineSync {
  /** Last line the server confirmed; null when the server has no such line. */
  server: BasketLine | null;
  /** Bumps on each local edit of the line (last write wins). */
  version: number;
  /** Debounce timer of the latest quantity edit (a handle of core/timers' debounceTimers). */
  timer: unknown;
  /** Requests for this line queued or in flight. */
  ops: number;
  /** Clock tick when the latest request for this line settled. */
  lastSettled: number;
  /** Clock tick (send time) of the reply or snapshot that last set `server`. */
  lastApplied: number;
  retry: RetryAction | null;
  /** A message that outlives the automatic follow-up request (the shortage alert). */
  notice: string | null;
}

/** Which whole-basket action failed last, for `retry()`. */
export type Failed = 'load' | 'sync' | 'clear' | null;

function initialState(): BasketState {
  return {
    status: 'idle',
    error: null,
    retryable: false,
    keys: [],
    lines: {},
    count: { products: 0 },
    sum: 0,
    contract: null,
    contracts: [],
    actualWms: null,
    revision: 0,
    sentElsewhere: null,
    unsent: 0,
  };
}

export function findLine(data: { items: BasketLine[] }, key: LineKey): BasketLine | null {
  return data.items.find((l) => keyOfLine(l) === key) ?? null;
}

export class BasketBook {
  readonly store: StoreApi<BasketState> = createStore<BasketState>()(initialState);
  /** One request per line at a time (see keyed-queue.ts). */
  readonly queue = new KeyedQueue();
  readonly sync = new Map<LineKey, LineSync>();
  /** Whole-basket requests (clear) queued or in flight, and the tick the last one settled. */
  allOps = 0;
  lastAllSettled = 0;
  failed: Failed = null;
  disposed = false;
  /** Lines with an edit kept on the device (basket-unsent.ts): snapshots leave them as the buyer set them. */
  unsent = new Set<LineKey>();
  #clock = 0;
  /** Send tick of the snapshot that last set contract/actualWms. */
  #metaAppliedAt = 0;
  /** Waiters for "no edit waiting, queued or in flight"; every commit wakes them to look again. */
  #quietWaiters: (() => void)[] = [];

  tick(): number {
    return ++this.#clock;
  }

  line(key: LineKey): LineSync {
    let s = this.sync.get(key);
    if (!s) {
      s = { server: null, version: 0, timer: null, ops: 0, lastSettled: 0, lastApplied: 0, retry: null, notice: null };
      this.sync.set(key, s);
    }
    return s;
  }

  isPending(key: LineKey): boolean {
    const s = this.sync.get(key);
    return this.allOps > 0 || (!!s && (s.timer !== null || s.ops > 0));
  }

  commit(changes: LineChanges, extra: Partial<BasketState> = {}, order?: readonly LineKey[]): void {
    this.wakeQuietWaiters();
    const lines = applyLineChanges(this.store.getState(), changes, order);
    if (lines || Object.keys(extra).length > 0) this.store.setState({ ...extra, ...lines });
  }

  /** Re-shows the pending flag of lines whose request count just changed. */
  refreshPending(keys: Iterable<LineKey>): void {
    const { lines } = this.store.getState();
    const changes: LineChanges = new Map();
    for (const key of keys) {
      const cur = lines[key];
      const pending = this.isPending(key);
      if (cur && cur.pending !== pending) changes.set(key, { ...cur, pending });
    }
    this.commit(changes);
  }

  /**
   * After a request that owned `key` settled (its `server` already updated):
   * server truth, unless the user edited the line meanwhile; then their
   * quantity stays (a newer request is coming) and the rest comes from the
   * server. `error` 'keep' leaves the line's message as it is.
   */
  settledView(key: LineKey, sentVersion: number, error: string | null | 'keep'): BasketLineState | null {
    const s = this.line(key);
    const cur = this.store.getState().lines[key];
    const pending = this.isPending(key);
    // A newer edit, sent or still in its debounce, decides the quantity.
    if (s.version !== sentVersion || s.timer !== null) {
      if (!cur) return null;
      return { ...cur, line: s.server ? { ...s.server, qnt: cur.line.qnt } : cur.line, pending };
    }
    if (!s.server) return null;
    const shown = error === 'keep' ? (cur?.error ?? null) : error;
    return { key, line: s.server, pending, error: shown, retryable: shown !== null && s.retry !== null };
  }

  /**
   * Takes a snapshot (sent at tick `sentAt`) into every line it can be
   * trusted for; `owned` lines belong to the request that brought it, which
   * settles them itself. Returns false when some line had to be left out.
   */
  applySnapshot(data: BasketData, sentAt: number, owned: LineChanges = new Map(), extra: Partial<BasketState> = {}): boolean {
    const { changes, complete } = this.#snapshotChanges(data, sentAt, owned);
    for (const [key, view] of owned) changes.set(key, view);
    this.commit(changes, { ...this.#snapshotMeta(data, sentAt), ...extra }, data.items.map(keyOfLine));
    return complete;
  }

  #snapshotChanges(data: BasketData, sentAt: number, owned: LineChanges): { changes: LineChanges; complete: boolean } {
    const changes: LineChanges = new Map();
    // A clear overlapped this snapshot: it may show lines that are gone.
    if (this.allOps > 0 || this.lastAllSettled > sentAt) return { changes, complete: false };
    let complete = true;
    const incoming = new Map(data.items.map((l) => [keyOfLine(l), l]));
    const { keys, lines } = this.store.getState();
    for (const key of new Set([...keys, ...incoming.keys()])) {
      if (owned.has(key) || this.unsent.has(key)) continue;
      const s = this.line(key);
      if (this.isPending(key) || s.lastSettled > sentAt || s.lastApplied > sentAt) {
        complete = false;
        continue;
      }
      s.server = incoming.get(key) ?? null;
      s.lastApplied = sentAt;
      let error = lines[key]?.error ?? null;
      // A "failed" edit that in fact reached the server: nothing to retry.
      if (s.retry?.kind === 'set' && s.server?.qnt === s.retry.qnt) {
        s.retry = null;
        error = s.notice;
      }
      const cur = lines[key];
      // The same line as shown (replies reuse unchanged line objects): no change to weigh.
      if (s.server && cur && cur.line === s.server && !cur.pending && cur.error === error) continue;
      changes.set(key, s.server ? { key, line: s.server, pending: false, error } : null);
    }
    return { changes, complete };
  }

  #snapshotMeta(data: BasketData, sentAt: number): Partial<BasketState> {
    if (sentAt < this.#metaAppliedAt) return {};
    this.#metaAppliedAt = sentAt;
    return { contract: data.contract, contracts: data.contracts, actualWms: data.actualWms };
  }

  /** Resolves when no edit is waiting for its debounce, queued or in flight. */
  async whenQuiet(): Promise<void> {
    for (;;) {
      await this.queue.idle();
      const timers = [...this.sync.values()].some((s) => s.timer !== null);
      if (this.disposed || (this.allOps === 0 && !timers)) return;
      await new Promise<void>((resolve) => this.#quietWaiters.push(resolve));
    }
  }

  wakeQuietWaiters(): void {
    const waiters = this.#quietWaiters;
    this.#quietWaiters = [];
    for (const wake of waiters) wake();
  }

  dispose(): void {
    this.disposed = true;
    for (const s of this.sync.values()) {
      if (s.timer !== null) debounceTimers.clearTimeout(s.timer);
      s.timer = null;
    }
    this.wakeQuietWaiters();
  }
}
