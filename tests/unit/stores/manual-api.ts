/**
 * A BasketApi / SessionApi whose calls wait until the test answers them, in
 * any order: the way to stage exact races (a late reply, a reply overtaking
 * another) without timers.
 */
import type { BasketApi, SessionApi } from '../../../src/stores/api';

export interface ManualCall {
  method: string;
  body: unknown;
  signal: AbortSignal | undefined;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export class ManualApi {
  readonly calls: ManualCall[] = [];
  /** Calls not answered yet. */
  readonly open: ManualCall[] = [];

  private record<T>(method: string, body?: unknown, signal?: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const call: ManualCall = {
        method,
        body,
        signal,
        resolve: (v) => {
          this.open.splice(this.open.indexOf(call), 1);
          resolve(v as T);
        },
        reject: (e) => {
          this.open.splice(this.open.indexOf(call), 1);
          reject(e);
        },
      };
      this.calls.push(call);
      this.open.push(call);
    });
  }

  /** The oldest unanswered call of `method` (throws when there is none: the test expected one). */
  next(method: string): ManualCall {
    const call = this.open.find((c) => c.method === method);
    if (!call) throw new Error(`no open ${method} call; open: ${this.open.map((c) => c.method).join(', ') || 'none'}`);
    return call;
  }

  count(method: string): number {
    return this.calls.filter((c) => c.method === method).length;
  }

  readonly basket: BasketApi = {
    getBasketData: (o) => this.record('getBasketData', undefined, o?.signal),
    processBasket: (b) => this.record('processBasket', b),
    processBasketUpdate: (b) => this.record('processBasketUpdate', b),
    clearBasket: () => this.record('clearBasket'),
    processProductSet: (b) => this.record('processProductSet', b),
  };

  readonly session: SessionApi = {
    initdata: (o) => this.record('initdata', undefined, o?.signal),
    filterinit: (o) => this.record('filterinit', undefined, o?.signal),
    setContract: (b) => this.record('setContract', b),
  };
}

/** Lets pending promise callbacks run (the store settles replies in microtasks). */
export async function drain(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}
