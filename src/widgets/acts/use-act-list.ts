/**
 * A page of acts (POST getActs), refreshed every ACTS_POLL_MS (spec 9) while
 * the page is visible: the chat's poller pauses while the tab is hidden, polls
 * at once when it is shown again and backs off after failures. The page is
 * read when mounted and at once on a page change, a refresh or a new act
 * (useLoad, shown as loading); a poll refreshes in the background. A newer
 * read aborts the one before it, so a slow poll that answers after a newer
 * load never puts the older list back.
 */
import { useCallback, useEffect, useState } from 'react';
import { getActs } from '../../core/api/acts';
import { ACTS_POLL_MS } from '../../core/constants';
import type { Act } from '../../core/types';
import { createPoller } from '../../blocks/poll/poller';
import { useLoad } from '../../blocks/load/use-load';
import { actsPollClock } from './poll-clock';

export function useActList(perpage: number) {
  const [page, setPage] = useState(1);
  const list = useLoad((signal) => getActs(page, perpage, { signal }), [page, perpage], { keep: true });
  const { reload, poll, update } = list;

  useEffect(() => {
    // useLoad has just read the page: the first poll waits an interval.
    const p = createPoller({ task: () => poll(), interval: ACTS_POLL_MS, clock: actsPollClock(), delayFirst: true });
    p.start();
    return () => p.stop();
  }, [poll]);

  /** A new act: shown at once on the first page, then the list is read again. */
  const added = useCallback(
    (act: Act) => {
      setPage(1);
      update((d) =>
        d.pagination.page === 1 ? { ...d, count: d.count + 1, acts: [act, ...d.acts.filter((a) => a.id !== act.id)].slice(0, perpage) } : d,
      );
      reload();
    },
    [update, reload, perpage],
  );

  return { data: list.data, loading: list.loading, error: list.error, retry: list.retry, page, setPage, reload, added };
}
