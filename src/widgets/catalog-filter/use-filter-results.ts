/**
 * POST filter for the current request. Every new request aborts the one
 * before it, so a late reply can never replace a newer one ("a
 * filter change aborts the previous request and never shows a stale reply").
 * While a request is out the last results stay, marked busy (useLoad: keep,
 * and a status derived from which request the reply answers, so a filter
 * change costs one render before its reply, not two).
 */
import { filter } from '../../core/api/catalog';
import type { FilterReply, FilterRequest } from '../../core/types';
import { useLoad } from '../../blocks/load/use-load';
import { requestKey } from './filter-url';

export interface FilterResults {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The newest reply that arrived (kept on screen while the next one loads). */
  reply: FilterReply | null;
  error: string | null;
  /** Sends the request again; undefined when that cannot help (a refusal). */
  retry: (() => void) | undefined;
}

export function useFilterResults(request: FilterRequest | null): FilterResults {
  // The key is the request as JSON: equal requests are one, and the load sends exactly what made the key.
  const key = request ? requestKey(request) : null;
  const results = useLoad((signal) => filter(JSON.parse(key!) as FilterRequest, { signal }), [key], { keep: true, skip: key === null });
  let status: FilterResults['status'] = 'ready';
  if (key === null) status = 'idle';
  else if (results.loading) status = 'loading';
  else if (results.error !== null) status = 'error';
  return { status, reply: results.data, error: results.error, retry: results.retry };
}
