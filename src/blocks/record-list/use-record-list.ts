/**
 * A short list of the account's records (addresses, consignees,
 * counterparties, managers) read whole, then kept in step with what the widget
 * itself changes: a saved record replaces its row (or joins the end), removed
 * ids leave, `reload` reads it again. A superseded read is aborted; the last
 * good list stays on screen while the next one loads.
 */
import { useCallback, useEffect, useState } from 'react';
import { isAbortError } from '../../core/api/errors';
import { errorText } from '../../stores/api-errors';

export interface RecordListState<T> {
  /** null until the first read answers. */
  rows: readonly T[] | null;
  loading: boolean;
  /** Why the last read failed, in Russian. */
  error: string | null;
}

export function useRecordList<T extends { id: number }>(load: (signal: AbortSignal) => Promise<readonly T[]>) {
  const [state, setState] = useState<RecordListState<T>>({ rows: null, loading: true, error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    load(controller.signal).then(
      (rows) => setState({ rows, loading: false, error: null }),
      (error: unknown) => {
        if (!isAbortError(error)) setState((s) => ({ ...s, loading: false, error: errorText(error) }));
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  /** Puts `row` in place of the one with its id, or appends it (a new record). */
  const put = useCallback((row: T) => {
    setState((s) => {
      const rows = s.rows ?? [];
      const known = rows.some((r) => r.id === row.id);
      return { ...s, rows: known ? rows.map((r) => (r.id === row.id ? row : r)) : [...rows, row] };
    });
  }, []);
  const drop = useCallback((ids: readonly number[]) => {
    setState((s) => ({ ...s, rows: s.rows?.filter((r) => !ids.includes(r.id)) ?? null }));
  }, []);
  return { ...state, reload, put, drop };
}
