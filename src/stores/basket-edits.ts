/**
 * Changing the basket: quantities (optimistic, debounced, one request per
 * line at a time, last write wins), adds, removals and clearing. Every
 * request settles through the book, so the screen shows server truth unless
 * a newer local edit is on its way; a failure rolls the line back with a
 * Russian message and a retry.
 */
import { t } from '../core/messages/basket-store';
import type { BasketApi } from './api';
import { errorText, retryHelps, settle } from './api-errors';
import { shortageAvailable } from './basket-shortage';
import { findLine, type BasketBook } from './basket-book';
import type { LineChanges } from './basket-lines';
import {
  keyOfLine,
  lineKey,
  parseLineKey,
  type AddLineInput,
  type AddResult,
  type AddSetResult,
  type LineKey,
  type SetItem,
} from './basket-types';
import { debounceTimers } from '../core/timers';
import { COUNTER_DEBOUNCE_MS } from './timing';
import { unreachable, type BasketUnsent } from './basket-unsent';

export interface BasketEditHooks {
  /** Makes sure the basket is loaded (contract and warehouse defaults for adds). */
  load(): Promise<void>;
  /** Called after the server confirmed a change (other tabs hear of it). */
  changed(): void;
  /** Called after a failed change: our record of server truth may be wrong. */
  failed(error: unknown): void;
  /** Edits kept while the server cannot be reached; new ones queue behind them. */
  unsent: BasketUnsent;
}

/** Spec §5: steps never go below 1; the counter already rounds to its step. */
function normalizeQuantity(qnt: number): number {
  if (!Number.isFinite(qnt)) return 1;
  return Math.max(1, Math.round(Math.abs(qnt)));
}

function reportBug(error: unknown): void {
  console.error('b2b-widgets: basket store', error);
}

export function createBasketEdits(book: BasketBook, api: BasketApi, hooks: BasketEditHooks) {
  const { store, queue } = book;
  const { unsent } = hooks;

  /** Adds kept for later answer so: the goods are not in the basket yet. */
  const kept = (): AddResult => ({ ok: false, error: t('basketAddKept'), retryable: false, kept: true });

  // ---- quantities ---------------------------------------------------------

  function enqueueSend(key: LineKey): Promise<void> {
    book.line(key).ops++;
    book.refreshPending([key]);
    return queue.run([key], () => sendLine(key));
  }

  async function sendLine(key: LineKey): Promise<void> {
    const s = book.line(key);
    const cur = store.getState().lines[key];
    const version = s.version;
    if (cur && unsent.waiting()) {
      // Behind edits kept for the connection: this one waits too, in order.
      s.ops--;
      unsent.keep(key, cur.line.qnt, cur.line, cur.line);
      return;
    }
    if (!cur || !s.server || s.server.qnt === cur.line.qnt) {
      // Gone from the server (removed here or in another tab), or nothing to change.
      s.ops--;
      book.commit(new Map([[key, cur ? book.settledView(key, version, 'keep') : null]]));
      return;
    }
    const qnt = cur.line.qnt;
    const sentAt = book.tick();
    const result = await settle(
      api.processBasketUpdate({ id: cur.line.id, type: cur.line.type, qnt, wms: cur.line.wms, contract: cur.line.contract }),
    );
    s.ops--;
    s.lastSettled = book.tick();
    if (result.ok) {
      s.server = findLine(result.value, key);
      s.lastApplied = sentAt;
      if (s.version === version) s.retry = null;
      book.applySnapshot(result.value, sentAt, new Map([[key, book.settledView(key, version, s.notice)]]));
      hooks.changed();
      return;
    }
    if (unreachable(result.error) && s.version === version) {
      s.retry = null;
      unsent.keep(key, qnt, cur.line, cur.line);
      return;
    }
    const available = shortageAvailable(result.error);
    if (available !== null && s.version === version && available >= 1 && available < qnt) {
      // Spec §5: reset the quantity to the free stock and say why. The reset
      // value is sent like any edit, so the server ends up with it too.
      s.version++;
      s.notice = t('stockShortage');
      s.retry = null;
      book.commit(new Map([[key, { key, line: { ...cur.line, qnt: available }, pending: true, error: s.notice }]]));
      enqueueSend(key).catch(reportBug);
      return;
    }
    const error = available !== null ? t('stockShortage') : errorText(result.error);
    // Retried only where that can help: a refusal (a stop-orders contract's 409) would only be refused again.
    if (s.version === version) s.retry = available !== null || !retryHelps(result.error) ? null : { kind: 'set', qnt };
    book.commit(new Map([[key, book.settledView(key, version, error)]]));
    hooks.failed(result.error);
  }

  function setQuantity(key: LineKey, qnt: number): void {
    const cur = store.getState().lines[key];
    if (!cur) return;
    const s = book.line(key);
    s.version++;
    s.retry = null;
    s.notice = null;
    if (s.timer !== null) debounceTimers.clearTimeout(s.timer);
    s.timer = debounceTimers.setTimeout(() => {
      s.timer = null;
      enqueueSend(key).catch(reportBug);
    }, COUNTER_DEBOUNCE_MS);
    book.commit(new Map([[key, { ...cur, line: { ...cur.line, qnt: normalizeQuantity(qnt) }, pending: true, error: null }]]));
  }

  function retryLine(key: LineKey): void {
    const s = book.sync.get(key);
    const cur = store.getState().lines[key];
    if (!s?.retry || !cur) return;
    const action = s.retry;
    if (action.kind === 'remove') {
      void remove([key]);
      return;
    }
    s.version++;
    s.retry = null;
    s.notice = null;
    book.commit(new Map([[key, { ...cur, line: { ...cur.line, qnt: action.qnt }, error: null }]]));
    enqueueSend(key).catch(reportBug);
  }

  /** Sends every edit still in its debounce now; resolves when they have settled. */
  function sendWaiting(): Promise<void[]> {
    const sends: Promise<void>[] = [];
    for (const [key, s] of book.sync) {
      if (s.timer === null) continue;
      debounceTimers.clearTimeout(s.timer);
      s.timer = null;
      sends.push(enqueueSend(key));
    }
    return Promise.all(sends);
  }

  // ---- adding -------------------------------------------------------------

  async function ensureReady(): Promise<void> {
    if (store.getState().status !== 'ready') await hooks.load();
  }

  async function add(input: AddLineInput): Promise<AddResult> {
    if (!(input.qnt >= 1)) return { ok: false, error: t('zeroQuantity'), retryable: false };
    await ensureReady();
    const state = store.getState();
    const type = input.type ?? 'products';
    const contract = input.contract ?? state.contract;
    const wms = input.wms ?? state.actualWms;
    if (contract === null || wms === null) return { ok: false, error: state.error ?? t('serverError'), retryable: true };
    const key = lineKey(type, input.id);
    const s = book.line(key);
    const keep = (base: number) => {
      const shown = store.getState().lines[key]?.line;
      unsent.keep(key, base + Math.ceil(input.qnt), shown, { wms, contract, payload: input.payload ?? null });
      return kept();
    };
    if (unsent.waiting()) return keep(state.lines[key]?.line.qnt ?? 0);
    s.ops++;
    book.refreshPending([key]);
    return queue.run([key], async (): Promise<AddResult> => {
      const version = s.version;
      const sentAt = book.tick();
      const result = await settle(
        api.processBasket({ id: input.id, qnt: Math.ceil(input.qnt), wms, type, contract, payload: input.payload ?? null }),
      );
      s.ops--;
      s.lastSettled = book.tick();
      if (result.ok) {
        const line = result.value.line;
        const replyKey = keyOfLine(line);
        const rs = book.line(replyKey);
        rs.server = line;
        rs.lastApplied = sentAt;
        const changes: LineChanges = new Map([[replyKey, book.settledView(replyKey, replyKey === key ? version : rs.version, null)]]);
        if (replyKey !== key) changes.set(key, book.settledView(key, version, 'keep'));
        book.commit(changes);
        hooks.changed();
        return { ok: true, line };
      }
      book.commit(new Map([[key, book.settledView(key, version, 'keep')]]));
      // The server may have taken it (a lost reply): the kept quantity is what it would then hold.
      if (unreachable(result.error)) return keep(s.server?.qnt ?? 0);
      hooks.failed(result.error);
      const available = shortageAvailable(result.error);
      return available !== null
        ? { ok: false, error: t('stockShortage'), available, retryable: false }
        : { ok: false, error: errorText(result.error), retryable: retryHelps(result.error) };
    });
  }

  async function addSet(products: readonly SetItem[], opts: { contract?: number; wms?: number } = {}): Promise<AddSetResult> {
    const wanted = products.filter((p) => p.qnt >= 1);
    if (wanted.length === 0) return { ok: false, error: t('zeroQuantity'), added: [], errors: [] };
    await ensureReady();
    const state = store.getState();
    const contract = opts.contract ?? state.contract;
    const wms = opts.wms ?? state.actualWms ?? undefined;
    if (contract === null) return { ok: false, error: state.error ?? t('serverError'), retryable: state.retryable, added: [], errors: [] };
    const keys = [...new Set(wanted.map((p) => lineKey(p.type ?? 'products', p.id)))];
    for (const key of keys) book.line(key).ops++;
    book.refreshPending(keys);
    return queue.run(keys, async (): Promise<AddSetResult> => {
      const versions = new Map(keys.map((k) => [k, book.line(k).version]));
      const sentAt = book.tick();
      const result = await settle(api.processProductSet({ contract, wms, products: wanted }));
      const settledAt = book.tick();
      for (const key of keys) {
        const s = book.line(key);
        s.ops--;
        s.lastSettled = settledAt;
      }
      const changes: LineChanges = new Map();
      if (result.ok) {
        for (const line of result.value.added) {
          const s = book.line(keyOfLine(line));
          s.server = line;
          s.lastApplied = sentAt;
        }
        // Lines the server refused are unchanged there: settle them to their old truth.
        for (const key of new Set([...keys, ...result.value.added.map(keyOfLine)])) {
          const sent = versions.get(key);
          changes.set(key, book.settledView(key, sent ?? book.line(key).version, sent === undefined ? 'keep' : null));
        }
        book.commit(changes, {}, result.value.added.map(keyOfLine));
        if (result.value.added.length > 0) hooks.changed();
        return { ok: true, added: result.value.added, errors: result.value.errors };
      }
      for (const key of keys) changes.set(key, book.settledView(key, versions.get(key) ?? 0, 'keep'));
      book.commit(changes);
      hooks.failed(result.error);
      return { ok: false, error: errorText(result.error), retryable: retryHelps(result.error), added: [], errors: [] };
    });
  }

  // ---- removing -----------------------------------------------------------

  /** Bumps the versions of lines about to be removed; a waiting quantity edit is dropped. */
  function supersede(keys: readonly LineKey[]): Map<LineKey, number> {
    const versions = new Map<LineKey, number>();
    for (const key of keys) {
      const s = book.line(key);
      if (s.timer !== null) debounceTimers.clearTimeout(s.timer);
      s.timer = null;
      s.version++;
      s.retry = null;
      s.notice = null;
      versions.set(key, s.version);
    }
    return versions;
  }

  function remove(keys: readonly LineKey[]): Promise<boolean> {
    const { lines } = store.getState();
    const present = [...new Set(keys)].filter((k) => lines[k]);
    if (present.length === 0) return Promise.resolve(true);
    const versions = supersede(present);
    const keepRemovals = () => {
      for (const key of present) unsent.keep(key, 0, lines[key]!.line, lines[key]!.line);
      return true;
    };
    if (unsent.waiting()) return Promise.resolve(keepRemovals());
    for (const key of present) book.line(key).ops++;
    book.commit(new Map(present.map((key) => [key, { ...lines[key]!, pending: true, error: null }])));
    return queue.run(present, async () => {
      const items = present.map((key) => ({ ...parseLineKey(key), qnt: 0 }));
      const sentAt = book.tick();
      const result = await settle(api.processBasketUpdate({ items }));
      const settledAt = book.tick();
      for (const key of present) {
        const s = book.line(key);
        s.ops--;
        s.lastSettled = settledAt;
      }
      const owned: LineChanges = new Map();
      if (result.ok) {
        for (const key of present) {
          const s = book.line(key);
          s.server = findLine(result.value, key);
          s.lastApplied = sentAt;
          owned.set(key, book.settledView(key, versions.get(key)!, null));
        }
        book.applySnapshot(result.value, sentAt, owned);
        hooks.changed();
        return true;
      }
      if (unreachable(result.error) && present.every((key) => book.line(key).version === versions.get(key))) return keepRemovals();
      const error = errorText(result.error);
      for (const key of present) {
        const s = book.line(key);
        if (s.version === versions.get(key)) s.retry = retryHelps(result.error) ? { kind: 'remove' } : null;
        owned.set(key, book.settledView(key, versions.get(key)!, error));
      }
      book.commit(owned);
      hooks.failed(result.error);
      return false;
    });
  }

  function clear(): Promise<boolean> {
    const versions = supersede(store.getState().keys);
    book.allOps++;
    book.refreshPending(store.getState().keys);
    return queue.run('all', async () => {
      const sentAt = book.tick();
      const result = await settle(api.clearBasket());
      book.allOps--;
      book.lastAllSettled = book.tick();
      const { keys } = store.getState();
      const owned: LineChanges = new Map();
      if (result.ok) {
        for (const key of new Set([...keys, ...result.value.items.map(keyOfLine)])) {
          const s = book.line(key);
          s.server = findLine(result.value, key);
          s.lastApplied = sentAt;
          s.lastSettled = book.lastAllSettled;
          owned.set(key, book.settledView(key, versions.get(key) ?? s.version, null));
        }
        if (book.failed === 'clear') book.failed = null;
        book.applySnapshot(result.value, sentAt, owned, book.failed ? {} : { error: null });
        hooks.changed();
        return true;
      }
      for (const key of keys) owned.set(key, book.settledView(key, versions.get(key) ?? book.line(key).version, 'keep'));
      book.failed = 'clear';
      book.commit(owned, { error: errorText(result.error), retryable: retryHelps(result.error) });
      hooks.failed(result.error);
      return false;
    });
  }

  return { setQuantity, retryLine, sendWaiting, add, addSet, remove, clear };
}
