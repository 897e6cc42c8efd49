/**
 * The purchased-goods reports' filter (spec 2, 7, 9) as pure
 * functions, shared by <b2b-purchased-goods> and the portal: the four reports,
 * the columns each shows and sorts, the default period (the last 30 days), the
 * page address both ways and the request it makes. The period rule is the
 * order filter's (spec 5), reused from order-filter.ts so both read a period alike.
 */
import { startOfDay } from 'date-fns/startOfDay';
import { subDays } from 'date-fns/subDays';
import { PURCHASED_DEFAULT_DAYS } from '../constants';
import { formatDate, parseDate } from '../format';
import { typedPeriod } from './dates';
import { parseSortingParam, sortingParam, type SortDir, type SortState } from './sort';

/** Spec 2: by goods, often in orders, last in orders, by sum. */
export const PURCHASED_REPORTS = ['goods', 'often', 'last', 'sum'] as const;
export type PurchasedReport = (typeof PURCHASED_REPORTS)[number];

/** Columns a report row can sort by: `last` is the date of the last order with the goods. */
export const PURCHASED_SORT_FIELDS = ['articul', 'header', 'qnt', 'sum', 'orders', 'last'] as const;
export type PurchasedSortField = (typeof PURCHASED_SORT_FIELDS)[number];

/** The figures each report shows after articul and name, in order (all of them sortable). */
export const REPORT_FIGURES: Record<PurchasedReport, readonly PurchasedSortField[]> = {
  goods: ['qnt', 'sum'],
  often: ['orders', 'qnt'],
  last: ['last', 'orders'],
  sum: ['sum', 'qnt'],
};

/** A report's own ranking while no column is sorted (spec 4's 'unsorted'). */
export const REPORT_DEFAULT_ORDER: Record<PurchasedReport, { field: PurchasedSortField; dir: SortDir }> = {
  goods: { field: 'header', dir: 'asc' },
  often: { field: 'orders', dir: 'desc' },
  last: { field: 'last', dir: 'desc' },
  sum: { field: 'sum', dir: 'desc' },
};

export interface PurchasedFilter {
  report: PurchasedReport;
  contract: number | null;
  /** Catalogue section; null: all goods (spec 9's catalog 2 of the account area). */
  catalog: number | null;
  /** dd.mm.yyyy; both empty: the last 30 days (spec 9). */
  startDate: string;
  endDate: string;
  /** null: the report's own ranking. */
  sort: SortState;
  /** 1-based; back to 1 on every other change (spec 2). */
  page: number;
}

export const DEFAULT_PURCHASED_FILTER: PurchasedFilter = Object.freeze({
  report: 'goods',
  contract: null,
  catalog: null,
  startDate: '',
  endDate: '',
  sort: null,
  page: 1,
});

/** The page-address parameters this filter owns (the page's others are kept). */
export const PURCHASED_FILTER_PARAMS = ['report', 'contract', 'catalog', 'startDate', 'endDate', 'sorting', 'page'] as const;

/** Spec 9: the last 30 days, ending today (both ends included). */
export function defaultPurchasedPeriod(today: Date): { start: Date; end: Date } {
  const end = startOfDay(today);
  return { start: subDays(end, PURCHASED_DEFAULT_DAYS), end };
}

/**
 * The period of a filter: the default one when neither date is given, else
 * spec 5's rule (start strictly before end) or 'invalid'.
 */
export function purchasedPeriod(f: Pick<PurchasedFilter, 'startDate' | 'endDate'>, today: Date): { start: Date; end: Date } | 'invalid' {
  if (!f.startDate && !f.endDate) return defaultPurchasedPeriod(today);
  return typedPeriod(f.startDate, f.endDate);
}

const positive = (raw: string | null): number | null => (raw && /^\d{1,9}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null);

/** The filter a page address holds (missing or malformed parameters take the defaults). */
export function purchasedFilterFromParams(params: URLSearchParams): PurchasedFilter {
  const report = params.get('report') ?? '';
  const date = (name: string) => {
    const text = params.get(name)?.trim() ?? '';
    return parseDate(text) ? text : '';
  };
  return {
    report: (PURCHASED_REPORTS as readonly string[]).includes(report) ? (report as PurchasedReport) : DEFAULT_PURCHASED_FILTER.report,
    contract: positive(params.get('contract')),
    catalog: positive(params.get('catalog')),
    startDate: date('startDate'),
    endDate: date('endDate'),
    sort: parseSortingParam(params.get('sorting'), PURCHASED_SORT_FIELDS),
    page: positive(params.get('page')) ?? 1,
  };
}

/** `params` with this filter's parameters replaced; defaults are left out so links stay short. */
export function purchasedFilterToParams(f: PurchasedFilter, params = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const name of PURCHASED_FILTER_PARAMS) out.delete(name);
  if (f.report !== DEFAULT_PURCHASED_FILTER.report) out.set('report', f.report);
  if (f.contract !== null) out.set('contract', String(f.contract));
  if (f.catalog !== null) out.set('catalog', String(f.catalog));
  if (f.startDate) out.set('startDate', f.startDate);
  if (f.endDate) out.set('endDate', f.endDate);
  const sorting = sortingParam(f.sort);
  if (sorting) out.set('sorting', sorting);
  if (f.page > 1) out.set('page', String(f.page));
  return out;
}

/** A change of anything but the page starts again from page 1; a new report drops the sort (each has its own ranking). */
export function changePurchasedFilter(f: PurchasedFilter, patch: Partial<PurchasedFilter>): PurchasedFilter {
  const next = { ...f, ...patch };
  if (!('page' in patch)) next.page = 1;
  if (patch.report !== undefined && patch.report !== f.report && !('sort' in patch)) next.sort = null;
  return next;
}

/** The query of purchasedGoods (and of its .xlsx export) for this filter; the period always spelled out. */
export function purchasedQuery(f: PurchasedFilter, perpage: number, today: Date): Record<string, string | number | undefined> {
  const period = purchasedPeriod(f, today);
  return {
    report: f.report,
    contract: f.contract ?? undefined,
    catalog: f.catalog ?? undefined,
    startDate: period === 'invalid' ? f.startDate : formatDate(period.start),
    endDate: period === 'invalid' ? f.endDate : formatDate(period.end),
    sorting: sortingParam(f.sort),
    page: f.page,
    perpage,
  };
}
