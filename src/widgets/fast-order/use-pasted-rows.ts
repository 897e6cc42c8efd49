/**
 * State of the pasted-lines panel: resolves every pasted code with
 * `GET /api/search/` (a few at a time, the same code once), lets the user fix
 * rows in place, and adds the ready ones with one processProductSet call
 * through the page's basket store.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from '../../core/api/client';
import { search } from '../../core/api/catalog';
import { t } from '../../core/messages/fast-order-lines';
import type { Product } from '../../core/types';
import { failureOf, type Failure } from '../../stores/api-errors';
import type { BasketStore } from '../../stores/basket-types';
import { matchCode, type CodeMatch } from './order-items';
import { rowsAfterAdd, rowsFromText, setProducts, type PasteRow, type RowMatch } from './pasted-rows';

/** Searches in flight at once while resolving pasted codes: quick, yet kind to the server. */
export const RESOLVE_CONCURRENCY = 4;

export interface AddSummary {
  /** Basket lines the last add put in (or topped up). */
  added: number;
}

export interface PastedRows {
  rows: readonly PasteRow[] | null;
  adding: boolean;
  /** Whole-call failure of the last add, in Russian; the rows are kept. */
  addError: string | null;
  /** Adding again can help that failure (no answer, 5xx); a refusal it cannot. */
  addRetryable: boolean;
  paste(text: string): void;
  setQuantity(line: number, text: string): void;
  choose(line: number, key: string | null): void;
  retryRow(line: number): void;
  clear(): void;
  add(): Promise<AddSummary | null>;
}

interface Target {
  contract: number | null;
  warehouse: number | null;
  settled(): Promise<{ contract: number | null; warehouse: number | null }>;
}

function toMatch(found: CodeMatch): RowMatch {
  if (found.kind === 'unclear') return { kind: 'unclear', candidates: found.candidates, chosen: null };
  return found;
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export function usePastedRows(basket: BasketStore, target: Target): PastedRows {
  const [rows, setRows] = useState<PasteRow[] | null>(null);
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<Failure | null>(null);
  const batch = useRef<AbortController | null>(null);
  const { contract, warehouse, settled } = target;

  const update = useCallback((line: number, change: (row: PasteRow) => PasteRow) => {
    setRows((prev) => prev?.map((r) => (r.line === line ? change(r) : r)) ?? null);
  }, []);

  /** Resolves the codes of `lines` (all rows by default) into matches. */
  const resolve = useCallback(
    async (todo: readonly PasteRow[], signal: AbortSignal) => {
      const { contract, warehouse } = await settled();
      const replies = new Map<string, Promise<readonly Product[]>>();
      const lookup = (code: string) => {
        const key = code.toLocaleLowerCase('ru');
        let reply = replies.get(key);
        if (!reply) {
          const req = {
            keyword: code,
            ...(contract !== null ? { contract } : {}),
            ...(warehouse !== null ? { wms: warehouse } : {}),
          };
          reply = search(req, { signal }).then((r) => r.products);
          replies.set(key, reply);
        }
        return reply;
      };
      const codes = todo.filter((r) => r.code);
      return pool(codes, RESOLVE_CONCURRENCY, async (row) => {
        let match: RowMatch;
        try {
          match = toMatch(matchCode(row.code, await lookup(row.code)));
        } catch (error) {
          if (isAbortError(error) || signal.aborted) return;
          const failed = failureOf(error);
          match = { kind: 'failed', error: failed.message, retryable: failed.retryable };
        }
        if (!signal.aborted) update(row.line, (r) => ({ ...r, match }));
      });
    },
    [update, settled],
  );

  const paste = useCallback(
    (text: string) => {
      batch.current?.abort();
      const controller = new AbortController();
      batch.current = controller;
      const fresh = rowsFromText(text);
      setAddError(null);
      setRows(fresh);
      void resolve(fresh, controller.signal);
    },
    [resolve],
  );

  const retryRow = useCallback(
    (line: number) => {
      const row = rows?.find((r) => r.line === line);
      if (!row) return;
      const controller = batch.current ?? new AbortController();
      batch.current = controller;
      update(line, (r) => ({ ...r, match: { kind: 'resolving' } }));
      void resolve([row], controller.signal);
    },
    [rows, resolve, update],
  );

  const setQuantity = useCallback(
    (line: number, text: string) => update(line, (r) => ({ ...r, qntText: text, serverError: null, notice: null })),
    [update],
  );

  const choose = useCallback(
    (line: number, key: string | null) =>
      update(line, (r) => (r.match.kind === 'unclear' ? { ...r, match: { ...r.match, chosen: key }, serverError: null, notice: null } : r)),
    [update],
  );

  const clear = useCallback(() => {
    batch.current?.abort();
    batch.current = null;
    setRows(null);
    setAddError(null);
  }, []);

  const add = useCallback(async (): Promise<AddSummary | null> => {
    if (!rows) return null;
    const products = setProducts(rows);
    if (products.length === 0) return null;
    setAdding(true);
    setAddError(null);
    const result = await basket.addSet(products, {
      ...(contract !== null ? { contract } : {}),
      ...(warehouse !== null ? { wms: warehouse } : {}),
    });
    setAdding(false);
    if (!result.ok) {
      setAddError({ message: result.error ?? t('serverError'), retryable: result.retryable ?? false });
      return null;
    }
    setRows((prev) => {
      const left = prev ? rowsAfterAdd(prev, products, result) : [];
      return left.length > 0 ? left : null;
    });
    return { added: result.added.length };
  }, [rows, basket, contract, warehouse]);

  useEffect(() => () => batch.current?.abort(), []);

  return {
    rows,
    adding,
    addError: addError?.message ?? null,
    addRetryable: addError?.retryable ?? false,
    paste,
    setQuantity,
    choose,
    retryRow,
    clear,
    add,
  };
}
