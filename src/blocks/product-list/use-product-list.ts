/**
 * A page of the favourites or needs (POST favorites / needs { page, perpage,
 * contract }): asked once the page's contract is known, a superseded request
 * aborted, the last good page kept while the next loads, and read again
 * whenever the list changes for sure (here, in the catalogue on the same page,
 * or in another tab: the lists store's version). A page emptied by a removal
 * steps back (the server answers the last page for one past the end).
 */
import { useCallback, useEffect, useState } from 'react';
import { productList, type ListKind } from '../../core/api/lists';
import { isAbortError } from '../../core/api/errors';
import type { ProductList } from '../../core/types';
import { errorText } from '../../stores/api-errors';
import { useListVersion } from '../list-flags/page-lists';

export interface ProductListState {
  data: ProductList | null;
  loading: boolean;
  error: string | null;
}

export function useProductList(kind: ListKind, perpage: number, contract: number | null, ready: boolean) {
  const [state, setState] = useState<ProductListState>({ data: null, loading: true, error: null });
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const version = useListVersion(kind);

  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    productList(kind, { page, perpage, contract }, { signal: controller.signal }).then(
      (data) => {
        setState({ data, loading: false, error: null });
        if (data.pagination.page !== page) setPage(data.pagination.page);
      },
      (error: unknown) => {
        if (!isAbortError(error)) setState((s) => ({ ...s, loading: false, error: errorText(error) }));
      },
    );
    return () => controller.abort();
    // `version`: a confirmed change of the list reads the page again.
  }, [kind, page, perpage, contract, ready, attempt, version]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, page, setPage, reload };
}
