/**
 * POST filter for the current request. Every new request aborts the one
 * before it (createLatest), so a late reply can never replace a newer one
 * (issue 7: "a filter change aborts the previous request and never shows a
 * stale reply"). While a request is out the last results stay, marked busy.
 *
 * The status is derived from which request the stored reply answers, not
 * kept as state: a filter change costs one render before its reply, not two.
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
  error: string | null;
  retry(): void;
}

interface Settled {
  /** `${attempt}:${request}` the outcome belongs to. */
  id: string;
  reply: FilterReply | null;
  error: string | null;
}

export function useFilterResults(request: FilterRequest | null): FilterResults {
  const latest = useRef(createLatest());
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled>({ id: '', reply: null, error: null });
  // The key is the request as JSON: equal requests are one, and the effect sends exactly what made the key.
  const key = request ? requestKey(request) : null;
  const id = key === null ? null : `${attempt}:${key}`;

  useEffect(() => {
    if (key === null || id === null) return;
    const req = JSON.parse(key) as FilterRequest;
    latest.current
      .run((signal) => filter(req, { signal }))
      .then(
        (reply) => setSettled({ id, reply, error: null }),
        (error: unknown) => {
          if (isAbortError(error)) return;
          setSettled((s) => ({ id, reply: s.reply, error: errorText(error) }));
        },
      );
  }, [key, id]);

  useEffect(() => {
    const current = latest.current;
    return () => current.abort();
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const mine = id !== null && settled.id === id;
  const status: FilterResults['status'] = id === null ? 'idle' : !mine ? 'loading' : settled.error !== null ? 'error' : 'ready';
  return { status, reply: settled.reply, error: mine ? settled.error : null, retry };
}
