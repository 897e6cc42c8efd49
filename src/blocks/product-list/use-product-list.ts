/**
 * A page of the favourites or needs (POST favorites / needs { page, perpage,
 * contract }): asked once the page's contract is known, a superseded request
 * aborted, the last good page kept while the next loads (useLoad), and read
 * again whenever the list changes for sure (here, in the catalogue on the same
 * page, or in another tab: the lists store's version). A page emptied by a
 * removal steps back (the server answers the last page for one past the end).
 */
import { useState } from 'react';
import { productList, type ListKind } from '../../core/api/lists';
import { useListVersion } from '../list-flags/page-lists';
import { useLoad } from '../load/use-load';

export function useProductList(kind: ListKind, perpage: number, contract: number | null, ready: boolean) {
  const [page, setPage] = useState(1);
  const version = useListVersion(kind);
  const list = useLoad(
    async (signal) => {
      const data = await productList(kind, { page, perpage, contract }, { signal });
      if (data.pagination.page !== page) setPage(data.pagination.page);
      return data;
    },
    // `version`: a confirmed change of the list reads the page again (a key the call does not send).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kind, page, perpage, contract, version],
    { keep: true, skip: !ready },
  );
  return { data: list.data, loading: list.loading, error: list.error, retry: list.retry, page, setPage };
}
