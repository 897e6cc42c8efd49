/**
 * The filter state lives in the page address: read on mount, pushed
 * as a new history entry on every change, read again on back/forward. The
 * mapping itself is filter-url.ts; this file only talks to `history`.
 */
import { useCallback, useEffect, useState } from 'react';
import { filterToSearch, parseFilterSearch, type FilterState } from './filter-url';

function currentSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}

function addressFor(state: FilterState): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${filterToSearch(state, search)}${hash}`;
}

export interface FilterUrl {
  state: FilterState;
  /**
   * Shows `next` and records it as a new history entry. `pin` first rewrites
   * the current entry (filter-url.ts pinTarget), so Back restores what was in
   * force. Nothing is recorded when the address would not change.
   */
  navigate(next: FilterState, pin?: FilterState | null): void;
}

export function useFilterUrl(): FilterUrl {
  const [state, setState] = useState<FilterState>(() => parseFilterSearch(currentSearch()));

  useEffect(() => {
    const onPop = () => setState(parseFilterSearch(currentSearch()));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = useCallback((next: FilterState, pin?: FilterState | null) => {
    setState(next);
    if (typeof window === 'undefined') return;
    if (pin) window.history.replaceState(window.history.state, '', addressFor(pin));
    const address = addressFor(next);
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    if (address !== here) window.history.pushState(null, '', address);
  }, []);

  return { state, navigate };
}
