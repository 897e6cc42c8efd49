/**
 * A small account list (counterparties, managers) read whole: a superseded read is
 * aborted, the last good list stays while the next loads, a row is replaced in
 * place after a save or a toggle.
 */
import { useCallback, useEffect, useState } from 'react';
import { isAbortError } from '../../core/api/errors';
import { errorText } from '../../stores/api-errors';

export interface RowsState<Row> {
  rows: readonly Row[] | null;
  loading: boolean;
  error: string | null;
}

export function useRows<Row extends { id: number }>(load: (signal: AbortSignal) => Promise<readonly Row[]>) {
  const [state, setState] = useState<RowsState<Row>>({ rows: null, loading: true, error: null });
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
  /** Puts `row` in place of the one with its id, or appends it (a new row). */
  const put = useCallback((row: Row) => {
    setState((s) => {
      if (!s.rows) return s;
      const found = s.rows.some((r) => r.id === row.id);
      return { ...s, rows: found ? s.rows.map((r) => (r.id === row.id ? row : r)) : [...s.rows, row] };
    });
  }, []);
  return { ...state, reload, put };
}
