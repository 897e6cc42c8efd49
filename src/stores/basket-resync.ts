/**
 * Reading the basket: the first load (once per page, callers share it) and
 * re-reads after a failure or another tab's change, retried with back-off
 * until one succeeds, because until then the screen may be out of step.
 */
import type { BasketApi } from './api';
import { errorText, retryHelps, settle } from './api-errors';
import type { BasketBook } from './basket-book';
import { resyncBackoffMs } from './timing';

export interface BasketResync {
  load(): Promise<void>;
  /** Re-reads now (a snapshot already on its way is aborted: it may predate the cause). */
  reconcile(): Promise<void>;
  /** Resolves when no request is queued or in flight, re-reads included. */
  whenIdle(): Promise<void>;
  dispose(): void;
}

/**
 * `customer` (the session's whenCustomer) is asked before the first read:
 * false means a visitor, whose basket is empty and whose getBasketData the
 * server refuses (401), so none is sent.
 */
export function createBasketResync(book: BasketBook, api: BasketApi, customer?: () => Promise<boolean>): BasketResync {
  const { store } = book;
  let loadRun: Promise<void> | null = null;
  let run: Promise<void> | null = null;
  let again = false;
  /** The next pass goes out at once; otherwise it first waits for the edits to settle. */
  let now = false;
  let inFlight: AbortController | null = null;
  let wakeBackoff: (() => void) | null = null;

  function load(): Promise<void> {
    if (store.getState().status === 'ready') return Promise.resolve();
    if (loadRun) return loadRun;
    store.setState({ status: 'loading', error: null });
    loadRun = (async () => {
      if (customer && !(await customer())) {
        store.setState({ status: 'ready', error: null });
        return;
      }
      const sentAt = book.tick();
      const result = await settle(api.getBasketData());
      if (result.ok) {
        book.failed = null;
        const complete = book.applySnapshot(result.value, sentAt, new Map(), { status: 'ready', error: null });
        if (!complete) void resync(false);
      } else if (store.getState().status !== 'ready') {
        // (A re-read may have succeeded meanwhile; then this failure is moot.)
        book.failed = 'load';
        store.setState({ status: 'error', error: errorText(result.error), retryable: retryHelps(result.error) });
      }
    })().finally(() => {
      loadRun = null;
    });
    return loadRun;
  }

  /**
   * Re-reads until one snapshot has been taken for every line. A snapshot
   * that had to leave lines out (they were edited while it travelled) is
   * followed by another once the edits have settled: only then is a change
   * made elsewhere (another tab) sure to show.
   */
  function resync(immediately: boolean): Promise<void> {
    if (book.disposed) return Promise.resolve();
    again = true;
    if (immediately) {
      now = true;
      inFlight?.abort();
      wakeBackoff?.();
    }
    run ??= passes().finally(() => {
      run = null;
    });
    return run;
  }

  async function passes(): Promise<void> {
    let failures = 0;
    while (again && !book.disposed) {
      if (!now) await book.whenQuiet();
      now = false;
      again = false;
      const controller = new AbortController();
      inFlight = controller;
      const sentAt = book.tick();
      const result = await settle(api.getBasketData({ signal: controller.signal }));
      inFlight = null;
      if (controller.signal.aborted) continue; // superseded: `again` is set
      if (result.ok) {
        failures = 0;
        // A failed clear keeps its message until it is retried.
        const keepError = book.failed === 'clear';
        if (!keepError) book.failed = null;
        const complete = book.applySnapshot(result.value, sentAt, new Map(), keepError ? { status: 'ready' } : { status: 'ready', error: null });
        if (!complete) again = true; // after the edits settle (`now` is false)
        continue;
      }
      failures++;
      if (book.failed !== 'clear' && book.failed !== 'load') {
        book.failed = 'sync';
        store.setState({ error: errorText(result.error), retryable: retryHelps(result.error) });
      }
      await sleepUnlessWoken(resyncBackoffMs(failures));
      again = true;
      now = true;
    }
  }

  function sleepUnlessWoken(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeBackoff = null;
        resolve();
      }
      wakeBackoff = done;
    });
  }

  async function whenIdle(): Promise<void> {
    for (;;) {
      await book.queue.idle();
      if (run) await run;
      else if (loadRun) await loadRun;
      else if (book.queue.size === 0) return;
    }
  }

  return {
    load,
    reconcile: () => resync(true),
    whenIdle,
    dispose() {
      inFlight?.abort();
      wakeBackoff?.();
    },
  };
}
