/**
 * A short list of the account's records (addresses, consignees) read once,
 * then kept in step with the saves and removals the widget itself makes: a
 * saved record replaces its row (or joins the end), removed ids leave. A
 * reload aborts the read it supersedes.
 */
import { useCallback, useEffect, useState } from 'react';
import { isAbortError } from '../../core/api/errors';
import { errorText } from '../../stores/api-errors';

export interface RecordListState<T> {
  rows: readonly T[] | null;
  error: string | null;
}

export function useRecordList<T extends { id: number }>(load: (opts: { signal: AbortSignal }) => Promise<T[]>) {
  const [state, setState] = useState<RecordListState<T>>({ rows: null, error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, error: null }));
    load({ signal: controller.signal }).then(
      (rows) => setState({ rows, error: null }),
      (error: unknown) => {
        if (!isAbortError(error)) setState((s) => ({ ...s, error: errorText(error) }));
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const upsert = useCallback((row: T) => {
    setState((s) => {
      const rows = s.rows ?? [];
      const known = rows.some((r) => r.id === row.id);
      return { ...s, rows: known ? rows.map((r) => (r.id === row.id ? row : r)) : [...rows, row] };
    });
  }, []);
  const drop = useCallback((ids: readonly number[]) => {
    setState((s) => ({ ...s, rows: s.rows?.filter((r) => !ids.includes(r.id)) ?? null }));
  }, []);
  return { ...state, reload, upsert, drop };
}
