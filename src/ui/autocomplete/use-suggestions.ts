import { useCallback, useEffect, useRef, useState } from 'react';
import { debounceTimers } from '../../core/timers';

export type SuggestStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SuggestionsOptions<T> {
  fetchOptions: (query: string, signal: AbortSignal) => Promise<T[]>;
  minChars: number;
  delay: number;
}

/** The options on screen and the query they answer. */
interface Found<T> {
  query: string;
  options: T[];
}

const NONE: Found<never> = { query: '', options: [] };

/** The query a field's text searches for. */
export const queryOf = (text: string) => text.trim();

/**
 * The network half of an autocomplete: waits `delay` ms after the last
 * keystroke, aborts the request it supersedes, and drops any reply that is
 * not for the latest query (a slow answer for 'аб' must not replace 'абв').
 * The options remember the query they answer: the field compares it with its
 * text (`answers`), so an option of an older query is never picked, however
 * quickly Enter follows the last key.
 * The wait runs on the debounce timers (core/timers.ts), which tests move by hand.
 */
export function useSuggestions<T>({ fetchOptions, minChars, delay }: SuggestionsOptions<T>) {
  const [found, setFound] = useState<Found<T>>(NONE);
  const [status, setStatus] = useState<SuggestStatus>('idle');
  const timer = useRef<unknown>(undefined);
  const controller = useRef<AbortController | null>(null);
  const latestRequest = useRef(0);
  const fetchRef = useRef(fetchOptions);
  useEffect(() => {
    fetchRef.current = fetchOptions;
  });

  const cancel = useCallback(() => {
    debounceTimers.clearTimeout(timer.current);
    controller.current?.abort();
    controller.current = null;
    latestRequest.current += 1;
  }, []);

  const run = useCallback(async (query: string) => {
    const request = ++latestRequest.current;
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    // Loading starts with the request, not the keystroke: the live region
    // should not say 'Загрузка…' on every letter typed.
    setStatus('loading');
    try {
      const items = await fetchRef.current(query, ctrl.signal);
      if (request !== latestRequest.current) return;
      setFound({ query, options: items });
      setStatus('ready');
    } catch {
      // Aborted or stale: a newer query owns the state now.
      if (request !== latestRequest.current || ctrl.signal.aborted) return;
      setFound({ query, options: [] });
      setStatus('error');
    }
  }, []);

  /** The text changed: schedule a search, or clear when it is too short. */
  const search = useCallback(
    (text: string) => {
      cancel();
      const query = queryOf(text);
      if (query.length < minChars) {
        setFound(NONE);
        setStatus('idle');
        return;
      }
      timer.current = debounceTimers.setTimeout(() => void run(query), delay);
    },
    [cancel, run, minChars, delay],
  );

  useEffect(() => cancel, [cancel]);

  /** Whether the options on screen answer `text` (they were found for it). */
  const answers = (text: string) => found.query === queryOf(text);

  return { options: found.options, status, search, cancel, answers };
}
