/**
 * The carousel's goods: hitGoods / noveltyGoods / specGoods page by page
 * (20 per page, spec 9), appended as the buyer nears the end. A change of
 * kind, contract or catalogue starts again from page 1 and aborts what was
 * in flight; a late page of the old list is never appended to the new one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { hitGoods, noveltyGoods, specGoods } from '../../core/api/catalog';
import type { CallOpts } from '../../core/api/client';
import { isAbortError } from '../../core/api/errors';
import { PAGE_SIZE } from '../../core/constants';
import type { GoodsPage, GoodsRequest, Product } from '../../core/types';
import { errorText } from '../../stores/api-errors';

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
  retry(): void;
}

interface Query {
  kind: GoodsKind;
  contract: number | null;
  catalog: number | null;
  perPage: number;
}

interface Loaded {
  key: string;
  products: Product[];
  total: number;
  page: number;
}

export function useGoodsPages(query: Query | null): GoodsPages {
  const key = query ? JSON.stringify(query) : null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [status, setStatus] = useState<GoodsPages['status']>('idle');
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  /** Aborts the requests of the list on screen when it is replaced or unmounted. */
  const controller = useRef<AbortController | null>(null);

  const fetchPage = useCallback((q: Query, page: number, signal: AbortSignal) => {
    const req: GoodsRequest = { page, perpage: q.perPage };
    if (q.contract !== null) req.contract = q.contract;
    if (q.catalog !== null) req.catalog = q.catalog;
    return CALLS[q.kind](req, { signal });
  }, []);

  useEffect(() => {
    if (key === null) return;
    const q = JSON.parse(key) as Query;
    const own = new AbortController();
    controller.current = own;
    setStatus('loading');
    setError(null);
    setLoadingMore(false);
    fetchPage(q, 1, own.signal).then(
      (reply) => {
        setLoaded({ key, products: reply.products, total: reply.total, page: 1 });
        setStatus('ready');
      },
      (failure: unknown) => {
        if (own.signal.aborted || isAbortError(failure)) return;
        setStatus('error');
        setError(errorText(failure));
      },
    );
    return () => own.abort();
  }, [key, attempt, fetchPage]);

  const current = loaded && loaded.key === key ? loaded : null;
  const hasMore = current !== null && current.products.length < current.total;

  const loadMore = useCallback(() => {
    if (!current || !hasMore || loadingMore || key === null) return;
    const own = controller.current;
    if (!own) return;
    const q = JSON.parse(key) as Query;
    setLoadingMore(true);
    setError(null);
    fetchPage(q, current.page + 1, own.signal).then(
      (reply) => {
        if (own.signal.aborted) return;
        setLoadingMore(false);
        setLoaded((prev) => {
          if (!prev || prev.key !== key) return prev;
          const seen = new Set(prev.products.map((p) => p.id));
          const fresh = reply.products.filter((p) => !seen.has(p.id));
          // An empty page means the server has no more, whatever `total` said.
          const total = fresh.length === 0 ? prev.products.length : reply.total;
          return { key, products: [...prev.products, ...fresh], total, page: prev.page + 1 };
        });
      },
      (failure: unknown) => {
        if (own.signal.aborted || isAbortError(failure)) return;
        setLoadingMore(false);
        setError(errorText(failure));
      },
    );
  }, [current, hasMore, loadingMore, key, fetchPage]);

  const retry = useCallback(() => {
    if (current) loadMore();
    else setAttempt((n) => n + 1);
  }, [current, loadMore]);

  return {
    // Between a new key and its effect the old 'ready' must not show an empty carousel.
    status: current ? 'ready' : status === 'ready' ? 'loading' : status,
    products: current?.products ?? [],
    total: current?.total ?? 0,
    error,
    loadingMore,
    hasMore,
    loadMore,
    retry,
  };
}

export const DEFAULT_PER_PAGE = PAGE_SIZE.carousels;
