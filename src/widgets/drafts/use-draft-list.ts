/**
 * A page of drafts (POST drafts { page, perpage }): a superseded request is
 * aborted, the last good page stays while the next loads (useLoad), a row is
 * replaced in place (rename) and the page is read again after a removal (a
 * page emptied by it steps back one).
 */
import { useCallback, useState } from 'react';
import { abortError } from '../../core/api/errors';
import { getDrafts } from '../../core/api/history';
import type { Draft } from '../../core/types';
import { useLoad } from '../../blocks/load/use-load';

export function useDraftList(perpage: number) {
  const [page, setPage] = useState(1);
  const list = useLoad(
    async (signal) => {
      const data = await getDrafts(page, perpage, { signal });
      // Removing the last drafts of the last page: show the page before it. This reply is
      // superseded by that read (an abort: useLoad keeps loading), so the empty page never shows.
      if (!data.drafts.length && page > 1 && data.pagination.pages < page) {
        setPage(Math.max(1, data.pagination.pages));
        throw abortError();
      }
      return data;
    },
    [page, perpage],
    { keep: true },
  );
  const { update, reload } = list;
  const replace = useCallback(
    (draft: Draft) => update((drafts) => ({ ...drafts, drafts: drafts.drafts.map((d) => (d.id === draft.id ? draft : d)) })),
    [update],
  );
  return {
    data: list.data,
    loading: list.loading,
    error: list.error,
    retry: list.retry,
    page,
    setPage,
    reload,
    replace,
  };
}
