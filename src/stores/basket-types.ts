/** The basket store's public shapes. */
import type { StoreApi } from 'zustand/vanilla';
import type { SentOrder } from './basket-channel';
import type { BasketLine, Contract, LineType } from './types';

/** A line's identity: `${type}:${id}` (docs/api.md: a line is identified by (type, id)). */
export type LineKey = `${LineType}:${number}`;

export function lineKey(type: LineType, id: number): LineKey {
  return `${type}:${id}`;
}

export function keyOfLine(line: Pick<BasketLine, 'type' | 'id'>): LineKey {
  return lineKey(line.type, line.id);
}

export function parseLineKey(key: LineKey): { type: LineType; id: number } {
  const [type, id] = key.split(':') as [LineType, string];
  return { type, id: Number(id) };
}

export interface BasketLineState {
  key: LineKey;
  /** What the user sees; `line.qnt` is the wanted quantity while an edit is pending. */
  line: BasketLine;
  /** An edit of this line is waiting (debounce), queued or in flight. */
  pending: boolean;
  /** Russian text of the last failure of this line, shown next to it; null when fine. */
  error: string | null;
  /** `retryLine` can help that failure (lost reply, 5xx); a refusal of a rule cannot (absent: no). */
  retryable?: boolean;
  /** The edit is kept on the device until the server can be reached (basket-unsent.ts). */
  unsent?: boolean;
}

export interface BasketState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Russian text of a whole-basket failure (load, clear, re-sync); `retry()` repeats it. */
  error: string | null;
  /** `retry()` can help that failure (no answer, 5xx); a refusal (401, 403...) it cannot. */
  retryable: boolean;
  /** Line keys in display order. Same array identity until a line is added or removed. */
  keys: readonly LineKey[];
  lines: Readonly<Record<LineKey, BasketLineState>>;
  /** docs/api.md: count.products is the number of lines. */
  count: { products: number };
  /** Sum of price x quantity of what is on screen (optimistic edits included). */
  sum: number;
  contract: number | null;
  contracts: readonly Contract[];
  actualWms: number | null;
  /** Bumps whenever lines or quantities change: the cue for `b2b-basket-change`. */
  revision: number;
  /**
   * The last order another tab of this buyer placed, while this tab re-reads
   * the basket it emptied (`settled` false) and after; null when none.
   */
  sentElsewhere: (SentOrder & { settled: boolean }) | null;
  /** Edits kept on the device because the server could not be reached (basket-outbox.ts). */
  unsent: number;
}

export interface AddLineInput {
  id: number;
  qnt: number;
  type?: LineType;
  /** Default: the basket's contract. */
  contract?: number;
  /** Default: the basket's actualWms. */
  wms?: number;
  payload?: string | null;
}

export type AddResult =
  | { ok: true; line: BasketLine }
  /** `available` is set on a stock shortage: spec §5 resets the quantity to it. */
  | {
      ok: false;
      error: string;
      available?: number;
      /** Sending the same add again can help (api-errors' retryHelps). */
      retryable: boolean;
      /** No connection: the add is kept on the device and sent when it is back. */
      kept?: boolean;
    };

export interface SetItem {
  id: number;
  qnt: number;
  type?: LineType;
}

export interface AddSetResult {
  ok: boolean;
  /** Whole-call failure text (transport, server); per-product refusals are in `errors`. */
  error?: string;
  /** Sending the same set again can help that failure (api-errors' retryHelps; absent: no). */
  retryable?: boolean;
  added: BasketLine[];
  errors: { id: number; message: string; available?: number }[];
}

export interface BasketStore {
  /** The zustand vanilla store; React reads it through stores/react.ts. */
  store: StoreApi<BasketState>;
  getState(): BasketState;
  /** getBasketData once per page; callers share one request. Never rejects: see state. */
  load(): Promise<void>;
  /** Repeats what failed (`state.error`): the load, the re-sync or the clear. */
  retry(): Promise<void>;
  add(input: AddLineInput): Promise<AddResult>;
  /** Shows `qnt` at once; sends only the last value, 500 ms after the last edit. */
  setQuantity(key: LineKey, qnt: number): void;
  /** Sends again what failed for this line (a quantity or a removal). */
  retryLine(key: LineKey): void;
  remove(keys: readonly LineKey[]): Promise<boolean>;
  clear(): Promise<boolean>;
  addSet(products: readonly SetItem[], options?: { contract?: number; wms?: number }): Promise<AddSetResult>;
  /** Sends debounced edits and the ones kept while offline now; resolves when every request has settled. */
  flush(): Promise<void>;
  /** Re-reads the basket (another tab changed it, or a reply was lost). */
  reconcile(): Promise<void>;
  /** This tab placed `order`: the other tabs hear of it and re-read the basket it emptied. */
  orderSent(order: SentOrder): void;
  /** Resolves when no request is queued or in flight (debounce timers aside). */
  whenIdle(): Promise<void>;
  /** Called with count.products after every change of the lines. */
  subscribeCount(listener: (count: number) => void): () => void;
  /** Stops timers and the cross-tab channel (tests, hot reload). */
  dispose(): void;
}
