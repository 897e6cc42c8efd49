/**
 * Basket edits the server could not be reached for, kept on the device until
 * they are sent (a warehouse's Wi-Fi drops for a minute; the buyer goes on).
 *
 * Each entry is the quantity the buyer wants for one line (0: removed), not
 * the step that led there, so sending one twice changes nothing: a reply
 * lost on the way, a reload after the server applied it, or two tabs
 * sending together all end with the same basket. A newer edit of a line
 * replaces its entry and goes to the end: the server gets the lines in the
 * order the buyer last touched them.
 *
 * The entries live in localStorage under one key per buyer and contract, so
 * they outlive a reload or a closed tab and every tab of that buyer sees
 * them. They are written at once (each write reads, changes and writes the
 * list in one synchronous step); a Web Lock lets one tab at a time send them.
 */
import { scopedChannelName } from './basket-channel';
import type { LineKey } from './basket-types';

export interface OutboxEntry {
  key: LineKey;
  /** The quantity wanted; 0 removes the line. */
  qnt: number;
  wms: number;
  contract: number;
  payload: string | null;
  /** The price the buyer saw when editing, to say so if the server's differs (null: unknown). */
  price: number | null;
  /** Distinguishes this edit from a newer one of the same line. */
  seq: string;
}

/** The part of the Storage interface the outbox uses (localStorage, or a map in tests and node). */
export type OutboxStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const OUTBOX_KEY_PREFIX = 'b2b-basket-outbox';

function memoryStorage(): OutboxStorage {
  const items = new Map<string, string>();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

/** localStorage where the page has one that works (private modes may refuse it), else memory. */
export function deviceStorage(): OutboxStorage {
  try {
    if (typeof localStorage !== 'undefined') {
      const probe = `${OUTBOX_KEY_PREFIX}:probe`;
      localStorage.setItem(probe, '1');
      localStorage.removeItem(probe);
      return localStorage;
    }
  } catch {
    // Storage refused: the edits are kept for this page only.
  }
  return memoryStorage();
}

function isEntry(x: unknown): x is OutboxEntry {
  if (!x || typeof x !== 'object') return false;
  const e = x as Record<string, unknown>;
  return typeof e.key === 'string' && /^(products|variants):\d+$/.test(e.key) && typeof e.qnt === 'number' && e.qnt >= 0 &&
    typeof e.wms === 'number' && typeof e.contract === 'number' && typeof e.seq === 'string';
}

export interface BasketOutbox {
  /** The storage key now (buyer and contract), or null while they are unknown. */
  name(): string | null;
  entries(): OutboxEntry[];
  /** Records what the buyer wants for a line, replacing an older entry of it. */
  put(entry: Omit<OutboxEntry, 'seq'>): OutboxEntry;
  /** Drops the entry once it is sent, unless a newer edit of the line replaced it. */
  settle(entry: OutboxEntry): void;
  /** Runs `task` while no other tab of this buyer sends the entries. */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
}

let seqCounter = 0;

/** Where the browser has no Web Locks (node, old browsers): one task at a time per name within this page. */
const localLocks = new Map<string, Promise<unknown>>();
function localLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const run = (localLocks.get(name) ?? Promise.resolve()).then(task, task);
  const tail = run.catch(() => undefined);
  localLocks.set(name, tail);
  void tail.then(() => {
    if (localLocks.get(name) === tail) localLocks.delete(name);
  });
  return run;
}

/**
 * `scope` names the buyer and contract (e.g. "12:103"); null while unknown:
 * entries then stay in memory. The key is scoped like the basket's channel
 * (setBasketChannelScope), so test files sharing an origin keep theirs apart.
 */
export function createBasketOutbox(scope: () => string | null, storage: OutboxStorage = deviceStorage()): BasketOutbox {
  const memory = memoryStorage();
  /** The lock of entries kept in this page's memory only: this outbox's own. */
  const memoryLock = `${OUTBOX_KEY_PREFIX}:memory:${seqCounter++}`;
  const name = () => {
    const s = scope();
    return s === null ? null : `${scopedChannelName(OUTBOX_KEY_PREFIX)}:${s}`;
  };
  const where = (): [OutboxStorage, string] => [name() === null ? memory : storage, name() ?? OUTBOX_KEY_PREFIX];

  function entries(): OutboxEntry[] {
    const [store, key] = where();
    try {
      const parsed: unknown = JSON.parse(store.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    } catch {
      return [];
    }
  }

  function write(list: OutboxEntry[]): void {
    const [store, key] = where();
    try {
      if (list.length === 0) store.removeItem(key);
      else store.setItem(key, JSON.stringify(list));
    } catch {
      // A full or refused storage: the page still holds the edits on screen.
    }
  }

  return {
    name,
    entries,
    put(fields) {
      const entry: OutboxEntry = { ...fields, seq: `${Date.now().toString(36)}-${(seqCounter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}` };
      write([...entries().filter((e) => e.key !== entry.key), entry]);
      return entry;
    },
    settle(entry) {
      const list = entries();
      const left = list.filter((e) => e.seq !== entry.seq);
      if (left.length !== list.length) write(left);
    },
    exclusive<T>(task: () => Promise<T>): Promise<T> {
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      const lock = name() ?? memoryLock;
      return locks ? (locks.request(lock, task) as Promise<T>) : localLock(lock, task);
    },
  };
}
