/**
 * POST filter for the current request. Every new request aborts the one
 * before it (createLatest), so a late reply can never replace a newer one
 * (issue 7: "a filter change aborts the previous request and never shows a
 * stale reply"). While a request is out the last results stay, marked busy.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { filter } from '../../core/api/catalog';
import { isAbortError } from '../../core/api/errors';
import { createLatest } from '../../core/api/latest';
import type { FilterReply, FilterRequest } from '../../core/types';
import { errorText } from '../../stores/api-errors';
import { requestKey } from './filter-url';

export interface FilterResults {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The newest reply that arrived (kept on screen while the next one loads). */
  reply: FilterReply | null;
  /** The request `reply` answers. */
  replyKey: string | null;
  error: string | null;
  retry(): void;
}

export function useFilterResults(request: FilterRequest | null): FilterResults {
  const latest = useRef(createLatest());
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Omit<FilterResults, 'retry'>>({ status: 'idle', reply: null, replyKey: null, error: null });
  // The key is the request as JSON: equal requests are one, and the effect sends exactly what made the key.
  const key = request ? requestKey(request) : null;

  useEffect(() => {
    if (key === null) return;
    const req = JSON.parse(key) as FilterRequest;
    setResult((r) => ({ ...r, status: 'loading', error: null }));
    latest.current
      .run((signal) => filter(req, { signal }))
      .then(
        (reply) => setResult({ status: 'ready', reply, replyKey: key, error: null }),
        (error: unknown) => {
          if (isAbortError(error)) return;
          setResult((r) => ({ ...r, status: 'error', error: errorText(error) }));
        },
      );
  }, [key, attempt]);

  useEffect(() => {
    const current = latest.current;
    return () => current.abort();
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...result, retry };
}
