/**
 * A page of acts (POST getActs), refreshed every ACTS_POLL_MS (spec 9) while
 * the page is visible: the chat's poller pauses while the tab is hidden, polls
 * at once when it is shown again and backs off after failures. A page change,
 * a refresh or a new act loads at once, besides the poll. Every load is
 * numbered and only the newest one's reply is shown: a slow poll that answers
 * after a newer load never puts the older list back.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { getActs } from '../../core/api/acts';
import { isAbortError } from '../../core/api/errors';
import { ACTS_POLL_MS } from '../../core/constants';
import type { Act, ActList } from '../../core/types';
import { errorText } from '../../stores/api-errors';
import { createPoller, type Poller } from '../../blocks/poll/poller';
import { actsPollClock } from './poll-clock';

export interface ActListState {
  data: ActList | null;
  loading: boolean;
  error: string | null;
}

export function useActList(perpage: number) {
  const [state, setState] = useState<ActListState>({ data: null, loading: true, error: null });
  const [page, setPageState] = useState(1);
  const pageRef = useRef(1);
  const latest = useRef(0);
  const manual = useRef<AbortController | null>(null);
  const poller = useRef<Poller | null>(null);

  const load = useCallback(
    (signal?: AbortSignal): Promise<void> => {
      const mine = ++latest.current;
      return getActs(pageRef.current, perpage, { signal }).then(
        (data) => {
          if (mine === latest.current) setState({ data, loading: false, error: null });
        },
        (error: unknown) => {
          if (!isAbortError(error) && mine === latest.current) setState((s) => ({ ...s, loading: false, error: errorText(error) }));
          throw error; // the poller backs off
        },
      );
    },
    [perpage],
  );

  /** Loads now, outside the poll (which keeps its rhythm); a newer such load aborts this one. */
  const reload = useCallback(() => {
    manual.current?.abort();
    const controller = new AbortController();
    manual.current = controller;
    setState((s) => ({ ...s, loading: true }));
    load(controller.signal).catch(() => undefined);
  }, [load]);

  useEffect(() => {
    const p = createPoller({ task: (signal) => load(signal), interval: ACTS_POLL_MS, clock: actsPollClock() });
    poller.current = p;
    p.start();
    return () => {
      p.stop();
      manual.current?.abort();
    };
  }, [load]);

  const setPage = useCallback(
    (next: number) => {
      pageRef.current = next;
      setPageState(next);
      reload();
    },
    [reload],
  );

  /** A new act: shown at once on the first page, then the list is read again. */
  const added = useCallback(
    (act: Act) => {
      pageRef.current = 1;
      setPageState(1);
      setState((s) =>
        s.data && s.data.pagination.page === 1
          ? { ...s, data: { ...s.data, count: s.data.count + 1, acts: [act, ...s.data.acts.filter((a) => a.id !== act.id)].slice(0, perpage) } }
          : s,
      );
      reload();
    },
    [reload, perpage],
  );

  return { ...state, page, setPage, reload, added };
}
