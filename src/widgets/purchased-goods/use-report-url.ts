/**
 * The report filter lives in the page address, like <b2b-orders>' (issue 18):
 * read on mount, pushed as a new history entry on every change, read again on
 * back/forward. The mapping is core/rules/purchased-filter.ts.
 */
import { useCallback, useEffect, useState } from 'react';
import { purchasedFilterFromParams, purchasedFilterToParams, type PurchasedFilter, type PurchasedReport } from '../../core/rules/purchased-filter';

export interface ReportPreset {
  contract?: number;
  report?: PurchasedReport;
}

function read(preset: ReportPreset): PurchasedFilter {
  const params = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
  const f = purchasedFilterFromParams(params);
  // The element's attributes preselect; the address wins where it names something.
  return {
    ...f,
    contract: f.contract ?? preset.contract ?? null,
    report: params.has('report') ? f.report : (preset.report ?? f.report),
  };
}

export function useReportUrl(preset: ReportPreset) {
  const [filter, setFilter] = useState<PurchasedFilter>(() => read(preset));
  useEffect(() => {
    const onPop = () => setFilter(read(preset));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [preset]);

  const navigate = useCallback((next: PurchasedFilter) => {
    setFilter(next);
    const { pathname, search, hash } = window.location;
    const qs = purchasedFilterToParams(next, new URLSearchParams(search)).toString();
    const address = `${pathname}${qs ? `?${qs}` : ''}${hash}`;
    if (address !== `${pathname}${search}${hash}`) window.history.pushState(null, '', address);
  }, []);

  return { filter, navigate };
}
