/**
 * A short list of the account's records (addresses, consignees,
 * counterparties, managers) read whole, then kept in step with what the widget
 * itself changes: a saved record replaces its row (or joins the end), removed
 * ids leave, `reload` reads it again. A superseded read is aborted; the last
 * good list stays on screen while the next one loads (useLoad).
 */
import { useCallback } from 'react';
import { useLoad } from '../load/use-load';

export interface RecordListState<T> {
  /** null until the first read answers. */
  rows: readonly T[] | null;
  loading: boolean;
  /** Why the last read failed, in Russian. */
  error: string | null;
  /** Reads again; undefined when that cannot help (a refusal). */
  retry: (() => void) | undefined;
}

export function useRecordList<T extends { id: number }>(load: (signal: AbortSignal) => Promise<readonly T[]>) {
  const list = useLoad(load, [load], { keep: true });
  const { update, reload } = list;
  /** Puts `row` in place of the one with its id, or appends it (a new record). */
  const put = useCallback(
    (row: T) => update((rows) => (rows.some((r) => r.id === row.id) ? rows.map((r) => (r.id === row.id ? row : r)) : [...rows, row])),
    [update],
  );
  const drop = useCallback((ids: readonly number[]) => update((rows) => rows.filter((r) => !ids.includes(r.id))), [update]);
  const state: RecordListState<T> = { rows: list.data, loading: list.loading, error: list.error, retry: list.retry };
  return { ...state, reload, put, drop };
}
