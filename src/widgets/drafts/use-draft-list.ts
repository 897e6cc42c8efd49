/**
 * A page of drafts (POST drafts { page, perpage }): a superseded request is
 * aborted, the last good page stays while the next loads, a row is replaced in
 * place (rename) and the page is read again after a removal (a page emptied by
 * it steps back one).
 */
import { useCallback, useEffect, useState } from 'react';
import { getDrafts } from '../../core/api/history';
import { isAbortError } from '../../core/api/errors';
import type { Draft, DraftList } from '../../core/types';
import { errorText } from '../../stores/api-errors';

export interface DraftListState {
  data: DraftList | null;
  loading: boolean;
  error: string | null;
}

export function useDraftList(perpage: number) {
  const [state, setState] = useState<DraftListState>({ data: null, loading: true, error: null });
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    getDrafts(page, perpage, { signal: controller.signal }).then(
      (data) => {
        // Removing the last drafts of the last page: show the page before it.
        if (!data.drafts.length && page > 1) setPage(Math.max(1, data.pagination.pages));
        else setState({ data, loading: false, error: null });
      },
      (error: unknown) => {
        if (!isAbortError(error)) setState((s) => ({ ...s, loading: false, error: errorText(error) }));
      },
    );
    return () => controller.abort();
  }, [page, perpage, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((draft: Draft) => {
    setState((s) => (s.data ? { ...s, data: { ...s.data, drafts: s.data.drafts.map((d) => (d.id === draft.id ? draft : d)) } } : s));
  }, []);
  return { ...state, page, setPage, reload, replace };
}
