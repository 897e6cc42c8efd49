/**
 * An in-memory basket server behind the BasketApi the store takes, slow and
 * unreliable on purpose: every call waits a random time on the way in and on
 * the way out (so replies come back in any order and the server applies
 * requests in arrival order), and a share of calls fail, half of them before
 * the server applied anything and half after (the reply is lost).
 * It follows docs/api.md: 409 shortage with `available`, qnt 0 removes.
 */
import { abortError, httpError, networkError, timeoutError } from '../../../src/core/api/errors';
import type { BasketApi, RequestOptions } from '../../../src/stores/api';
import { keyOfLine, lineKey, type LineKey } from '../../../src/stores/basket-types';
import type { BasketData, BasketLine, LineType } from '../../../src/stores/types';

export interface FakeServerOptions {
  /** Uniform [0, 1). Seeded in the fuzz test so a failure can be replayed. */
  random?: () => number;
  /** Each leg (request, reply) waits 0..maxDelayMs. */
  maxDelayMs?: number;
  /** Share of calls that fail (half before applying, half after). */
  failureRate?: number;
  /** Product ids 1..products; free stock per product. */
  products?: number;
  stock?: (id: number) => number;
}

export const CONTRACT = 7;
export const WMS = 1;

export function makeLine(id: number, qnt: number, type: LineType = 'products', stock = 100): BasketLine {
  return {
    id,
    type,
    qnt,
    wms: WMS,
    contract: CONTRACT,
    payload: null,
    articul: `A-${id}`,
    header: `Товар ${id}`,
    picture: null,
    picturetype: null,
    params: [],
    price: 10 + id / 100,
    price_rrc: 12,
    stock,
  };
}

export function basketData(items: BasketLine[]): BasketData {
  return {
    contract: CONTRACT,
    contracts: [{ id: CONTRACT, header: 'Договор 7', stopOrders: false, debtAlert: null }],
    count: { products: items.length },
    actualWms: WMS,
    items: items.map((l) => ({ ...l })),
    sum: items.reduce((s, l) => s + l.price * l.qnt, 0),
  };
}

export class FakeBasketServer {
  readonly lines = new Map<LineKey, BasketLine>();
  readonly calls: string[] = [];
  /** What the dice did, so a test can show it was not a calm run. */
  readonly stats = { failedBefore: 0, failedAfter: 0, refused: 0, overtaken: 0 };
  private readonly outstanding = new Set<number>();
  private nextSeq = 0;
  random: () => number;
  maxDelayMs: number;
  failureRate: number;
  private readonly stockOf: (id: number) => number;

  constructor(options: FakeServerOptions = {}) {
    this.random = options.random ?? Math.random;
    this.maxDelayMs = options.maxDelayMs ?? 0;
    this.failureRate = options.failureRate ?? 0;
    this.stockOf = options.stock ?? (() => 100);
  }

  seed(lines: BasketLine[]): void {
    for (const l of lines) this.lines.set(keyOfLine(l), { ...l, stock: this.stockOf(l.id) });
  }

  snapshot(): BasketData {
    return basketData([...this.lines.values()]);
  }

  private delay(signal?: AbortSignal): Promise<void> {
    const ms = Math.floor(this.random() * (this.maxDelayMs + 1));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      function onAbort() {
        clearTimeout(timer);
        reject(abortError());
      }
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  private failBefore(): Error | null {
    if (this.random() >= this.failureRate / 2) return null;
    return this.random() < 0.5
      ? httpError(500, { status: 'error', message: 'Внутренняя ошибка' })
      : networkError();
  }

  private failAfter(): Error | null {
    if (this.random() >= this.failureRate / 2) return null;
    return this.random() < 0.5 ? timeoutError() : networkError();
  }

  /** In-leg delay, maybe fail, apply, out-leg delay, maybe lose the reply. */
  private async call<T>(name: string, apply: () => T, signal?: AbortSignal): Promise<T> {
    this.calls.push(name);
    const seq = this.nextSeq++;
    this.outstanding.add(seq);
    try {
      await this.delay(signal);
      const before = this.failBefore();
      if (before) {
        this.stats.failedBefore++;
        throw before;
      }
      let reply: T | undefined;
      let refusal: unknown;
      try {
        reply = structuredClone(apply());
      } catch (error) {
        refusal = error;
      }
      await this.delay(signal);
      if (refusal) {
        this.stats.refused++;
        throw refusal;
      }
      const after = this.failAfter();
      if (after) {
        this.stats.failedAfter++;
        throw after;
      }
      return reply as T;
    } finally {
      this.outstanding.delete(seq);
      // An older call still out means this answer overtook it.
      for (const other of this.outstanding) if (other < seq) this.stats.overtaken++;
    }
  }

  private shortage(available: number): Error {
    return httpError(409, {
      status: 'error',
      code: 'shortage',
      message: 'Не достаточно свободных остатков на складе',
      available,
    });
  }

  private setQnt(id: number, type: LineType, qnt: number): void {
    const key = lineKey(type, id);
    const line = this.lines.get(key);
    if (qnt === 0) {
      this.lines.delete(key);
      return;
    }
    if (!line) throw httpError(404, { status: 'error', message: 'Товар не найден в корзине' });
    const stock = this.stockOf(id);
    if (qnt > stock) throw this.shortage(stock);
    this.lines.set(key, { ...line, qnt });
  }

  readonly api: BasketApi = {
    getBasketData: (options?: RequestOptions) => this.call('getBasketData', () => this.snapshot(), options?.signal),
    processBasket: (body) =>
      this.call('processBasket', () => {
        const key = lineKey(body.type, body.id);
        const existing = this.lines.get(key)?.qnt ?? 0;
        const stock = this.stockOf(body.id);
        if (body.qnt < 1) throw httpError(400, { status: 'error', message: 'Укажите количество товара' });
        if (existing + body.qnt > stock) throw this.shortage(stock - existing);
        const line = { ...makeLine(body.id, existing + body.qnt, body.type, stock), payload: body.payload ?? null };
        this.lines.set(key, this.lines.has(key) ? { ...this.lines.get(key)!, qnt: line.qnt } : line);
        const data = this.snapshot();
        return { status: 'success' as const, line: this.lines.get(key)!, count: data.count, sum: data.sum };
      }),
    processBasketUpdate: (body) =>
      this.call('processBasketUpdate', () => {
        if ('items' in body) for (const item of body.items) this.setQnt(item.id, item.type, item.qnt);
        else this.setQnt(body.id, body.type, body.qnt);
        return this.snapshot();
      }),
    clearBasket: () =>
      this.call('clearBasket', () => {
        this.lines.clear();
        return this.snapshot();
      }),
    processProductSet: (body) =>
      this.call('processProductSet', () => {
        const added: BasketLine[] = [];
        const errors: { id: number; message: string; available?: number }[] = [];
        for (const p of body.products) {
          const type = p.type ?? 'products';
          const key = lineKey(type, p.id);
          const existing = this.lines.get(key);
          const stock = this.stockOf(p.id);
          if ((existing?.qnt ?? 0) + p.qnt > stock) {
            errors.push({ id: p.id, message: 'Не достаточно свободных остатков на складе', available: stock - (existing?.qnt ?? 0) });
            continue;
          }
          const line = existing ? { ...existing, qnt: existing.qnt + p.qnt } : makeLine(p.id, p.qnt, type, stock);
          this.lines.set(key, line);
          added.push(line);
        }
        const data = this.snapshot();
        return { status: 'success' as const, added, errors, count: data.count, sum: data.sum };
      }),
  };
}

/** Runs fake timers until the store has nothing queued, in flight or waiting. */
export async function settleAll(whenIdle: () => Promise<void>, advance: () => Promise<unknown>): Promise<void> {
  let idle = false;
  void whenIdle().then(() => {
    idle = true;
  });
  for (let i = 0; i < 10_000 && !idle; i++) await advance();
  if (!idle) throw new Error('store never settled');
}
