/**
 * One page of a report for a filter: one GET per filter, a superseded request
 * aborted (a late reply never replaces a newer page), the last good page kept
 * while the next loads.
 */
import { useCallback, useEffect, useState } from 'react';
import { isAbortError } from '../../core/api/errors';
import { getPurchasedGoods } from '../../core/api/reports';
import type { PurchasedReply } from '../../core/types';
import { errorText } from '../../stores/api-errors';

export interface ReportState {
  data: PurchasedReply | null;
  loading: boolean;
  error: string | null;
}

export function useReport(query: Record<string, string | number | undefined>) {
  const [state, setState] = useState<ReportState>({ data: null, loading: true, error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    getPurchasedGoods(query, { signal: controller.signal }).then(
      (data) => setState({ data, loading: false, error: null }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        setState((s) => ({ ...s, loading: false, error: errorText(error) }));
      },
    );
    return () => controller.abort();
  }, [query, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
