/**
 * The basket store's side of edits made while the server could not be
 * reached: they are kept (basket-outbox.ts), shown as waiting, and sent in
 * order when the connection is back (the `online` event, and a back-off
 * retry for a link the browser still thinks is up). After sending, the
 * basket is read again and each line says what the server changed: a
 * quantity capped by the stock, a price that moved, a refusal.
 */
import { ApiError } from '../core/api/errors';
import { formatPrice } from '../core/format';
import { t } from '../core/messages/basket-store';
import type { BasketApi } from './api';
import { errorText, settle } from './api-errors';
import { findLine, type BasketBook } from './basket-book';
import type { BasketOutbox, OutboxEntry } from './basket-outbox';
import { shortageAvailable } from './basket-shortage';
import { keyOfLine, parseLineKey, type BasketLineState, type LineKey } from './basket-types';
import type { BasketLine } from './types';
import { resyncBackoffMs } from './timing';

/**
 * No connection at all: the edit is kept for later, not rolled back. A
 * timeout is not this: the server is there but slow, and the store re-reads
 * the basket to learn whether the edit went through.
 */
export function unreachable(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'network';
}

export interface UnsentHooks {
  /** Re-reads the basket (server truth for every line no longer waiting). */
  reconcile(): Promise<void>;
  /** The server took edits: other tabs re-read. */
  changed(): void;
}

export function createUnsent(book: BasketBook, api: BasketApi, outbox: BasketOutbox, hooks: UnsentHooks) {
  const { store } = book;
  let sending: Promise<void> | null = null;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;

  /** Shows the entries kept on this device (after a reload, or another tab's) on their lines. */
  function show(): void {
    const entries = outbox.entries();
    const waiting = new Set(entries.map((e) => e.key));
    const { lines } = store.getState();
    const changes = new Map<LineKey, BasketLineState | null>();
    for (const e of entries) {
      const cur = lines[e.key];
      if (e.qnt === 0) changes.set(e.key, null);
      else if (cur && (!cur.unsent || cur.line.qnt !== e.qnt)) changes.set(e.key, waitingView(cur.line, e.qnt));
    }
    // Sent meanwhile by another tab: the line leaves its waiting state; the re-read brings the truth.
    for (const key of book.unsent) if (!waiting.has(key) && lines[key]?.unsent) changes.set(key, { ...lines[key]!, unsent: false, error: null });
    book.unsent = waiting;
    book.commit(changes, { unsent: waiting.size });
  }

  const waitingView = (line: BasketLine, qnt: number): BasketLineState => ({
    key: keyOfLine(line),
    line: { ...line, qnt },
    pending: false,
    error: t('basketUnsent'),
    unsent: true,
  });

  /** Keeps the buyer's edit of `key` for later; `line` is what the screen shows for it (absent: a new line). */
  function keep(key: LineKey, qnt: number, line: BasketLine | undefined, defaults: { wms: number; contract: number; payload?: string | null }): void {
    const entry = {
      key,
      qnt,
      wms: line?.wms ?? defaults.wms,
      contract: line?.contract ?? defaults.contract,
      payload: line?.payload ?? defaults.payload ?? null,
      price: line?.price ?? null,
    };
    // Stored at once, not behind the lock: a tab closed while another sends must not lose it.
    outbox.put(entry);
    book.unsent.add(key);
    book.commit(new Map([[key, qnt === 0 || !line ? null : waitingView(line, qnt)]]), { unsent: outbox.entries().length });
    later();
  }

  /** Sends after the back-off (the `online` event sends at once). */
  function later(): void {
    if (retryTimer !== null || book.disposed) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void send();
    }, resyncBackoffMs(failures + 1));
  }

  /** Sends every kept edit, one after another; resolves when done or the server is out of reach again. */
  function send(): Promise<void> {
    sending ??= sendAll().finally(() => {
      sending = null;
    });
    return sending;
  }

  async function sendAll(): Promise<void> {
    const notices = new Map<LineKey, string>();
    const outcome = await outbox.exclusive(async () => {
      const entries = outbox.entries();
      if (entries.length === 0) return 'none' as const;
      // The basket now: an edit already applied (its reply lost, or sent by another tab) is not sent again.
      const now = await settle(api.getBasketData());
      if (!now.ok) return unreachable(now.error) ? ('unreachable' as const) : ('refused' as const);
      const server = new Map(now.value.items.map((l) => [keyOfLine(l), l]));
      for (const entry of entries) {
        const result = await sendOne(entry, server.get(entry.key));
        if (result === 'unreachable') return result;
        if (typeof result === 'string') notices.set(entry.key, result);
        outbox.settle(entry);
        const after = result && typeof result === 'object' ? result : null;
        if (after) server.set(entry.key, after);
        const said = priceNotice(entry, after);
        if (said) notices.set(entry.key, notices.has(entry.key) ? `${notices.get(entry.key)} ${said}` : said);
      }
      return 'sent' as const;
    });
    if (outcome === 'unreachable' || outcome === 'refused') {
      failures++;
      later();
      return;
    }
    failures = 0;
    if (outcome === 'none') return show();
    show();
    hooks.changed();
    await hooks.reconcile();
    const { lines } = store.getState();
    const said = new Map<LineKey, BasketLineState>();
    for (const [key, message] of notices) if (lines[key]) said.set(key, { ...lines[key]!, error: message, retryable: false });
    book.commit(said);
  }

  /**
   * One kept edit against the server's line as it is now. Returns the line
   * after it (null: none), a message for the buyer when the server refused
   * it or capped it, or 'unreachable'.
   */
  async function sendOne(entry: OutboxEntry, server: BasketLine | undefined): Promise<BasketLine | null | string | 'unreachable'> {
    const { type, id } = parseLineKey(entry.key);
    if (entry.qnt === 0 && !server) return null;
    if (server && server.qnt === entry.qnt) return server;
    const result = await settle(
      entry.qnt === 0
        ? api.processBasketUpdate({ items: [{ type, id, qnt: 0 }] }).then(() => null)
        : server
          ? api.processBasketUpdate({ id, type, qnt: entry.qnt, wms: entry.wms, contract: entry.contract }).then((d) => findLine(d, entry.key))
          : api.processBasket({ id, type, qnt: entry.qnt, wms: entry.wms, contract: entry.contract, payload: entry.payload }).then((r) => r.line),
    );
    if (result.ok) return result.value;
    if (unreachable(result.error)) return 'unreachable';
    const available = shortageAvailable(result.error);
    if (available !== null && available >= 1 && available < entry.qnt) {
      // Spec §5: the quantity becomes the free stock, and the buyer is told.
      const capped = await sendOne({ ...entry, qnt: available }, server);
      return capped === 'unreachable' ? capped : t('stockShortage');
    }
    return available !== null ? t('stockShortage') : errorText(result.error);
  }

  function priceNotice(entry: OutboxEntry, after: BasketLine | null): string | null {
    if (!after || entry.price === null || after.price === entry.price) return null;
    return t('basketPriceChanged', { before: formatPrice(entry.price), after: formatPrice(after.price) });
  }

  const onOnline = () => {
    failures = 0;
    void send();
  };
  // Another tab kept or sent edits of this buyer: show them here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key === outbox.name()) show();
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('online', onOnline);
    window.addEventListener('storage', onStorage);
  }

  return {
    keep,
    send,
    show,
    /** True when edits wait for the connection: new edits queue behind them, in order. */
    waiting: () => book.unsent.size > 0,
    dispose() {
      if (retryTimer !== null) clearTimeout(retryTimer);
      if (typeof window === 'undefined') return;
      window.removeEventListener('online', onOnline);
      window.removeEventListener('storage', onStorage);
    },
  };
}

export type BasketUnsent = ReturnType<typeof createUnsent>;
