/**
 * The carousel's goods: hitGoods / noveltyGoods / specGoods page by page
 * (20 per page, spec 9), appended as the buyer nears the end. A change of
 * kind, contract or catalogue starts again from page 1 and aborts what was
 * in flight (useLoad for the first page); a late page of the old list is
 * never appended to the new one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { hitGoods, noveltyGoods, specGoods } from '../../core/api/catalog';
import type { CallOpts } from '../../core/api/client';
import { isAbortError } from '../../core/api/errors';
import { PAGE_SIZE } from '../../core/constants';
import type { GoodsPage, GoodsRequest, Product } from '../../core/types';
import { failureOf, type Failure } from '../../stores/api-errors';
import { useLoad } from '../../blocks/load/use-load';

export type GoodsKind = 'hit' | 'novelty' | 'spec';

const CALLS: Record<GoodsKind, (req: GoodsRequest, opts: CallOpts) => Promise<GoodsPage>> = {
  hit: hitGoods,
  novelty: noveltyGoods,
  spec: specGoods,
};

export function isGoodsKind(value: unknown): value is GoodsKind {
  return value === 'hit' || value === 'novelty' || value === 'spec';
}

export interface GoodsPages {
  status: 'idle' | 'loading' | 'ready' | 'error';
  products: readonly Product[];
  total: number;
  /** Russian text of a failed first page (whole carousel) or next page. */
  error: string | null;
  loadingMore: boolean;
  hasMore: boolean;
  loadMore(): void;
  /** Reads the failed page again; undefined when that cannot help (a refusal). */
  retry: (() => void) | undefined;
}

interface Query {
  kind: GoodsKind;
  contract: number | null;
  catalog: number | null;
  perPage: number;
}

/** The pages read so far of the list on screen. */
interface Loaded {
  products: Product[];
  total: number;
  page: number;
}

function fetchPage(q: Query, page: number, signal: AbortSignal): Promise<GoodsPage> {
  const req: GoodsRequest = { page, perpage: q.perPage };
  if (q.contract !== null) req.contract = q.contract;
  if (q.catalog !== null) req.catalog = q.catalog;
  return CALLS[q.kind](req, { signal });
}

/** The next page's request for one list (its key). */
interface More {
  key: string;
  loading: boolean;
  failure: Failure | null;
}

export function useGoodsPages(query: Query | null): GoodsPages {
  const key = query ? JSON.stringify(query) : null;
  // The first page: useLoad drops the old list at once when the key changes (no `keep`).
  const first = useLoad(
    async (signal): Promise<Loaded> => {
      const reply = await fetchPage(JSON.parse(key!) as Query, 1, signal);
      return { products: reply.products, total: reply.total, page: 1 };
    },
    [key],
    { skip: key === null },
  );
  const { data, update } = first;
  const [more, setMore] = useState<More | null>(null);
  const next = more?.key === key ? more : null;
  /** Aborts the next pages of the list on screen when it is replaced or unmounted. */
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    const own = new AbortController();
    controller.current = own;
    return () => own.abort();
  }, [key]);

  const hasMore = data !== null && data.products.length < data.total;
  const loadingMore = next?.loading ?? false;

  const loadMore = useCallback(() => {
    const own = controller.current;
    if (!data || !hasMore || loadingMore || key === null || !own) return;
    setMore({ key, loading: true, failure: null });
    fetchPage(JSON.parse(key) as Query, data.page + 1, own.signal).then(
      (reply) => {
        if (own.signal.aborted) return;
        setMore({ key, loading: false, failure: null });
        update((prev) => {
          const seen = new Set(prev.products.map((p) => p.id));
          const fresh = reply.products.filter((p) => !seen.has(p.id));
          // An empty page means the server has no more, whatever `total` said.
          const total = fresh.length === 0 ? prev.products.length : reply.total;
          return { products: [...prev.products, ...fresh], total, page: prev.page + 1 };
        });
      },
      (failure: unknown) => {
        if (own.signal.aborted || isAbortError(failure)) return;
        setMore({ key, loading: false, failure: failureOf(failure) });
      },
    );
  }, [data, hasMore, loadingMore, key, update]);

  const moreFailure = next?.failure ?? null;
  let status: GoodsPages['status'] = 'loading';
  if (key === null) status = 'idle';
  else if (data) status = 'ready';
  else if (first.error) status = 'error';
  return {
    status,
    products: data?.products ?? [],
    total: data?.total ?? 0,
    error: data ? (moreFailure?.message ?? null) : first.error,
    loadingMore,
    hasMore,
    loadMore,
    // A failed next page retries that page; a failed first page, the list. Only where it can help.
    retry: data ? (moreFailure?.retryable ? loadMore : undefined) : first.retry,
  };
}

export const DEFAULT_PER_PAGE = PAGE_SIZE.carousels;
