/** The report filter in the page address (blocks/filter/use-url-filter); the mapping is core/rules/purchased-filter.ts. */
import { useCallback } from 'react';
import { purchasedFilterFromParams, purchasedFilterToParams, type PurchasedFilter, type PurchasedReport } from '../../core/rules/purchased-filter';
import { useUrlFilter } from '../../blocks/filter/use-url-filter';

export interface ReportPreset {
  contract?: number;
  report?: PurchasedReport;
}

export function useReportUrl(preset: ReportPreset) {
  const read = useCallback(
    (params: URLSearchParams): PurchasedFilter => {
      const f = purchasedFilterFromParams(params);
      // The element's attributes preselect; the address wins where it names something.
      return { ...f, contract: f.contract ?? preset.contract ?? null, report: params.has('report') ? f.report : (preset.report ?? f.report) };
    },
    [preset],
  );
  return useUrlFilter(read, purchasedFilterToParams);
}
