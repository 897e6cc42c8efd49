/**
 * A list's filter that lives in the page address, like the catalogue's, so a
 * reload, a shared link and back/forward show the same list: read on mount,
 * pushed as a new history entry on every change, read again on back/forward.
 * `read` and `toParams` are the list's own mapping
 * (core/rules/<list>-filter.ts); keep `read` stable (useCallback).
 */
import { useCallback, useEffect, useState } from 'react';

export function useUrlFilter<F>(read: (params: URLSearchParams) => F, toParams: (filter: F, current: URLSearchParams) => URLSearchParams) {
  const [filter, setFilter] = useState<F>(() => read(new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search)));
  useEffect(() => {
    const onPop = () => setFilter(read(new URLSearchParams(window.location.search)));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [read]);

  const navigate = useCallback(
    (next: F) => {
      setFilter(next);
      const { pathname, search, hash } = window.location;
      const qs = toParams(next, new URLSearchParams(search)).toString();
      const address = `${pathname}${qs ? `?${qs}` : ''}${hash}`;
      if (address !== `${pathname}${search}${hash}`) window.history.pushState(null, '', address);
    },
    [toParams],
  );

  return { filter, navigate };
}
