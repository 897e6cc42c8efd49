/**
 * The page-wide basket store (design: "one store per concern, shared per
 * page"; "the network is slow and fails").
 *
 * How it keeps the screen and the server in step:
 * - Every line has a `version` that bumps on each local edit. When a reply
 *   comes for an older version it updates our record of server truth but not
 *   the quantity on screen (last write wins).
 * - Requests touching one line never overlap (KeyedQueue), so the server sees
 *   a line's edits in the user's order; different lines go out in parallel.
 * - A failure puts the line back to what the server last confirmed, with a
 *   Russian message and `retryLine`. Our record may be wrong after it (a lost
 *   reply may have been applied; a 404 says the line is gone), so the store
 *   re-reads the basket, retrying with back-off until it succeeds.
 * - A whole-basket snapshot is only trusted for lines nobody touched while it
 *   travelled (basket-book.ts).
 *
 * Files: basket-book.ts (book-keeping), basket-edits.ts (changes),
 * basket-resync.ts (reads), basket-lines.ts (state updates that keep
 * identities), keyed-queue.ts, basket-channel.ts (other tabs).
 */
import type { BasketApi } from './api';
import { shortageAvailable } from './basket-shortage';
import { BasketBook } from './basket-book';
import { newTabId, type BasketChannel } from './basket-channel';
import { createBasketEdits } from './basket-edits';
import { createBasketOutbox, type OutboxStorage } from './basket-outbox';
import { createBasketResync } from './basket-resync';
import { createUnsent } from './basket-unsent';
import type { BasketStore } from './basket-types';
import { BROADCAST_DELAY_MS } from './timing';

export * from './basket-types';

export interface BasketStoreOptions {
  api: BasketApi;
  /** Cross-tab channel; none by default (tests, node). The page store opens basketChannelName(). */
  channel?: BasketChannel | null;
  /** Asked before the first read; false (a visitor) leaves the basket empty without a call. The page store asks the session. */
  customer?: () => Promise<boolean>;
  /**
   * Whose edits these are, for keeping the unsent ones on the device: e.g.
   * the buyer's id (the basket's contract is added). None: kept for this page only.
   */
  owner?: () => string | null;
  /** Where unsent edits are kept; default localStorage (only with an owner). */
  storage?: OutboxStorage;
}

export function createBasketStore(options: BasketStoreOptions): BasketStore {
  const { api } = options;
  const channel = options.channel ?? null;
  const tabId = newTabId();
  const book = new BasketBook();
  const { store } = book;
  const reads = createBasketResync(book, api, options.customer);
  let broadcastTimer: ReturnType<typeof setTimeout> | null = null;

  // Spec §9 "broadcast after 501 ms": one message for a burst of confirmed changes.
  function changed() {
    if (!channel || broadcastTimer !== null || book.disposed) return;
    broadcastTimer = setTimeout(() => {
      broadcastTimer = null;
      channel.post({ type: 'basket-changed', source: tabId });
    }, BROADCAST_DELAY_MS);
  }

  const scope = () => {
    const who = options.owner?.();
    const contract = store.getState().contract;
    return who && contract !== null ? `${who}:${contract}` : null;
  };
  const outbox = createBasketOutbox(scope, options.storage);
  const unsent = createUnsent(book, api, outbox, { reconcile: () => reads.reconcile(), changed });

  /** The first read, then the edits this buyer left unsent (a reload, a closed tab) on their lines, sent if they can be. */
  const load = () =>
    reads.load().then(() => {
      if (store.getState().status !== 'ready') return;
      unsent.show();
      if (unsent.waiting()) void unsent.send();
    });

  const edits = createBasketEdits(book, api, {
    load,
    changed,
    unsent,
    // A shortage reply already says what to do; anything else may leave us wrong: re-read.
    failed(error) {
      if (shortageAvailable(error) === null) void reads.reconcile();
    },
  });

  // Another tab changed the basket: re-read. Re-reads never post, so tabs cannot echo.
  // An order placed there emptied it: until the re-read is back, the lines on
  // screen are already in that order, so nothing here may send them again.
  const unsubscribeChannel = channel?.subscribe((message) => {
    if (message.source === tabId || store.getState().status === 'idle') return;
    if (message.type !== 'order-sent') {
      void reads.reconcile();
      return;
    }
    const { id, number } = message.order;
    store.setState({ sentElsewhere: { id, number, settled: false } });
    void reads.reconcile().then(() => {
      if (store.getState().sentElsewhere?.id === id) store.setState({ sentElsewhere: { id, number, settled: true } });
    });
  });

  function retry(): Promise<void> {
    if (book.failed === 'clear') return edits.clear().then(() => undefined);
    if (book.failed === 'load' || store.getState().status !== 'ready') return load();
    return reads.reconcile();
  }

  return {
    store,
    getState: store.getState,
    load,
    retry,
    add: edits.add,
    setQuantity: edits.setQuantity,
    retryLine: edits.retryLine,
    remove: edits.remove,
    clear: edits.clear,
    addSet: edits.addSet,
    flush: () =>
      edits
        .sendWaiting()
        .then(reads.whenIdle)
        .then(unsent.send),
    reconcile: reads.reconcile,
    orderSent(order) {
      channel?.post({ type: 'order-sent', source: tabId, order: { id: order.id, number: order.number } });
    },
    whenIdle: reads.whenIdle,
    subscribeCount(listener) {
      return store.subscribe((state, prev) => {
        if (state.revision !== prev.revision) listener(state.count.products);
      });
    },
    dispose() {
      book.dispose();
      reads.dispose();
      unsent.dispose();
      if (broadcastTimer !== null) clearTimeout(broadcastTimer);
      unsubscribeChannel?.();
      channel?.close();
    },
  };
}
