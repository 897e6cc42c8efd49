/**
 * The page-wide store of the two product lists' flags: whether a
 * product is a favourite (`wish`) or on the needs list (`need`). The
 * catalogue's toggles, the product popup, <b2b-favorites> and <b2b-needs>
 * all read and write it, so the flag is one truth on the page:
 * - a change shows at once and is rolled back, with the Russian reason, when
 *   the server refuses it; while a product's change is out, another change of
 *   the same flag is refused, so the calls cannot cross;
 * - a flag the store knows wins over the flag in an older reply; a product
 *   it does not know shows its reply's flag;
 * - every confirmed change bumps the list's `version` (the list widgets read
 *   their page again) and is posted to the other tabs, which take it as is.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ListKind } from '../core/api/lists';
import { ApiError } from '../core/api/errors';
import { errorText, retryHelps } from './api-errors';
import { newTabId, scopedChannelName } from './basket-channel';

export type { ListKind } from '../core/api/lists';

type ByKind<T> = Readonly<Record<ListKind, T>>;

export interface ListsState {
  /** What the page knows of each product's flag; absent = trust the product's reply. */
  flags: ByKind<Readonly<Record<number, boolean>>>;
  /** Products with a change on its way. */
  pending: ByKind<Readonly<Record<number, true>>>;
  /** Bumps on every confirmed change of the list, here or in another tab. */
  version: ByKind<number>;
}

export interface ListsApi {
  set(kind: ListKind, id: number): Promise<unknown>;
  unset(kind: ListKind, ids: readonly number[]): Promise<unknown>;
}

export type ListChange = { ok: true } | { ok: false; error: string; /** Sending it again can help (not a refusal). */ retryable?: boolean };

export interface ListsStore {
  store: StoreApi<ListsState>;
  getState(): ListsState;
  /** Puts a product on the list (`on`) or takes it off. A change already out for it: refused with no call. */
  toggle(kind: ListKind, id: number, on: boolean): Promise<ListChange>;
  /** Takes several products off the list in one call, all or none. */
  remove(kind: ListKind, ids: readonly number[]): Promise<ListChange>;
  dispose(): void;
}

/** What one tab tells the others: these products' flag is now `on`. */
export interface ListsMessage {
  type: 'list-changed';
  source: string;
  kind: ListKind;
  ids: number[];
  on: boolean;
}

export const LISTS_CHANNEL_NAME = 'b2b-lists';

function isListsMessage(data: unknown): data is ListsMessage {
  if (!data || typeof data !== 'object') return false;
  const m = data as Partial<ListsMessage>;
  return (
    m.type === 'list-changed' &&
    typeof m.source === 'string' &&
    (m.kind === 'wish' || m.kind === 'need') &&
    Array.isArray(m.ids) &&
    m.ids.every((id) => Number.isInteger(id)) &&
    typeof m.on === 'boolean'
  );
}

/** The flag shown for a product: the store's when it knows one, else the reply's. */
export function flagOf(state: ListsState, kind: ListKind, id: number, fromReply: boolean): boolean {
  return state.flags[kind][id] ?? fromReply;
}

/** Unsetting what the server says is not on the list: the wanted state is already there. */
const alreadyOff = (error: unknown) => error instanceof ApiError && error.kind === 'http' && error.status === 404;

export function createListsStore({ api, channel = null }: { api: ListsApi; channel?: BroadcastChannel | null }): ListsStore {
  const store = createStore<ListsState>(() => ({
    flags: { wish: {}, need: {} },
    pending: { wish: {}, need: {} },
    version: { wish: 0, need: 0 },
  }));
  const tab = newTabId();
  let disposed = false;

  const update = (kind: ListKind, ids: readonly number[], change: { on?: boolean | null; pending?: boolean; bump?: boolean }) =>
    store.setState((s) => {
      const flags = { ...s.flags[kind] };
      const pending = { ...s.pending[kind] };
      for (const id of ids) {
        if (change.on === null) delete flags[id];
        else if (change.on !== undefined) flags[id] = change.on;
        if (change.pending === true) pending[id] = true;
        else if (change.pending === false) delete pending[id];
      }
      return {
        flags: { ...s.flags, [kind]: flags },
        pending: { ...s.pending, [kind]: pending },
        version: change.bump ? { ...s.version, [kind]: s.version[kind] + 1 } : s.version,
      };
    });

  async function change(kind: ListKind, ids: readonly number[], on: boolean): Promise<ListChange> {
    const pending = store.getState().pending[kind];
    if (ids.length === 0 || ids.some((id) => pending[id])) return { ok: false, error: '' };
    const before = ids.map((id) => store.getState().flags[kind][id]);
    update(kind, ids, { on, pending: true });
    try {
      if (on) await api.set(kind, ids[0]!);
      else await api.unset(kind, ids);
    } catch (error) {
      if (!(on === false && ids.length === 1 && alreadyOff(error))) {
        // Put back what was known before (nothing known: the reply's flag shows again, i.e. !on).
        ids.forEach((id, i) => update(kind, [id], { on: before[i] ?? !on, pending: false }));
        return { ok: false, error: errorText(error), retryable: retryHelps(error) };
      }
    }
    update(kind, ids, { pending: false, bump: true });
    // A reply that lands after dispose (the page went, a test ended) has no tabs left to tell.
    if (!disposed) channel?.postMessage({ type: 'list-changed', source: tab, kind, ids: [...ids], on } satisfies ListsMessage);
    return { ok: true };
  }

  const onMessage = (event: MessageEvent<unknown>) => {
    // Anyone on the origin can post here: accept only our message shape.
    if (!isListsMessage(event.data) || event.data.source === tab) return;
    const { kind, ids, on } = event.data;
    update(kind, ids, { on, bump: true });
  };
  channel?.addEventListener('message', onMessage);

  return {
    store,
    getState: () => store.getState(),
    toggle: (kind, id, on) => change(kind, [id], on),
    remove: (kind, ids) => change(kind, [...new Set(ids)], false),
    dispose() {
      disposed = true;
      channel?.removeEventListener('message', onMessage);
      channel?.close();
    },
  };
}

/** 'b2b-lists', narrowed by the same scope as the basket's channel (basket-channel.ts says why). */
export function listsChannelName(): string {
  return scopedChannelName(LISTS_CHANNEL_NAME);
}

/** The page's channel to its other tabs, or null where there are none (node, old browsers). */
export function openListsChannel(): BroadcastChannel | null {
  if (typeof window === 'undefined' || typeof BroadcastChannel === 'undefined') return null;
  return new BroadcastChannel(listsChannelName());
}
