/**
 * The order filter lives in the page address, like the catalogue's (issue 7):
 * read on mount, pushed as a new history entry on every change, read again on
 * back/forward. The mapping is core/rules/order-filter.ts.
 */
import { useCallback, useEffect, useState } from 'react';
import { orderFilterFromParams, orderFilterToParams, type OrderFilter } from '../../core/rules/order-filter';

function read(preset: { contract?: number }): OrderFilter {
  const params = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
  const f = orderFilterFromParams(params);
  // The element's `contract` preselects; the address wins when it names one.
  return f.contract === null && preset.contract ? { ...f, contract: preset.contract } : f;
}

export function useOrderUrl(preset: { contract?: number }) {
  const [filter, setFilter] = useState<OrderFilter>(() => read(preset));
  useEffect(() => {
    const onPop = () => setFilter(read(preset));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [preset]);

  const navigate = useCallback((next: OrderFilter) => {
    setFilter(next);
    const { pathname, search, hash } = window.location;
    const qs = orderFilterToParams(next, new URLSearchParams(search)).toString();
    const address = `${pathname}${qs ? `?${qs}` : ''}${hash}`;
    if (address !== `${pathname}${search}${hash}`) window.history.pushState(null, '', address);
  }, []);

  return { filter, navigate };
}
