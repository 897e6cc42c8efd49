/**
 * The order history filter (spec 2 and 7: contract, dateselect, startDate,
 * endDate, paid, state, projectStatus, numberOrder, page) as pure functions:
 * the period a `dateselect` stands for, the page address both ways, and the
 * request it makes. Shared by <b2b-orders> and the portal, so both read a
 * period the same way. A URL is user input: anything malformed is dropped.
 */
// Each function from its own module, not the 'date-fns' index: the index reaches
// every function (format and its locales too), and the standalone build then
// puts them all in the chunks of every page that reaches the index
// (scripts/page-chunks.mjs).
import { startOfDay } from 'date-fns/startOfDay';
import { subDays } from 'date-fns/subDays';
import { subMonths } from 'date-fns/subMonths';
import { formatDate, inPortalZone, parseDate } from '../format';
import { ORDERS_DEFAULT_DATESELECT } from '../constants';
import { typedPeriod } from './dates';

export const DATESELECTS = ['week', 'month', 'quarter', 'year', 'custom'] as const;
export type DateSelect = (typeof DATESELECTS)[number];
export type PaidChoice = '' | '0' | '1';

export interface OrderFilter {
  contract: number | null;
  dateselect: DateSelect;
  /** dd.mm.yyyy; used with dateselect 'custom'. */
  startDate: string;
  endDate: string;
  paid: PaidChoice;
  state: number | null;
  projectStatus: number | null;
  numberOrder: string;
  /** 1-based; back to 1 on every other change (spec 2). */
  page: number;
}

export const DEFAULT_ORDER_FILTER: OrderFilter = Object.freeze({
  contract: null,
  dateselect: ORDERS_DEFAULT_DATESELECT,
  startDate: '',
  endDate: '',
  paid: '',
  state: null,
  projectStatus: null,
  numberOrder: '',
  page: 1,
});

/** The page-address parameters this filter owns (the page's others are kept). */
export const ORDER_FILTER_PARAMS = ['contract', 'dateselect', 'startDate', 'endDate', 'paid', 'state', 'projectStatus', 'numberOrder', 'page'] as const;

/** The days a preset covers, ending today (both ends included). */
export function periodOf(dateselect: Exclude<DateSelect, 'custom'>, today: Date): { start: Date; end: Date } {
  const end = startOfDay(today);
  const start =
    dateselect === 'week' ? subDays(end, 7) : subMonths(end, dateselect === 'month' ? 1 : dateselect === 'quarter' ? 3 : 12);
  return { start, end };
}

/**
 * The period of a filter as dates, or 'invalid' for a custom period whose
 * start is not strictly before its end (spec 5), or whose dates don't parse.
 */
export function filterPeriod(f: Pick<OrderFilter, 'dateselect' | 'startDate' | 'endDate'>, today: Date): { start: Date; end: Date } | 'invalid' {
  return f.dateselect === 'custom' ? typedPeriod(f.startDate, f.endDate) : periodOf(f.dateselect, today);
}

const whole = (raw: string | null, min: number): number | null => {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= min ? n : null;
};
const positive = (raw: string | null) => whole(raw, 1);

/** The filter a page address holds (missing or malformed parameters take the defaults). */
export function orderFilterFromParams(params: URLSearchParams): OrderFilter {
  const dateselect = params.get('dateselect');
  const paid = params.get('paid');
  const date = (name: string) => {
    const text = params.get(name)?.trim() ?? '';
    return parseDate(text) ? text : '';
  };
  return {
    contract: positive(params.get('contract')),
    dateselect: (DATESELECTS as readonly string[]).includes(dateselect ?? '') ? (dateselect as DateSelect) : DEFAULT_ORDER_FILTER.dateselect,
    startDate: date('startDate'),
    endDate: date('endDate'),
    paid: paid === '0' || paid === '1' ? paid : '',
    state: positive(params.get('state')),
    // Project status 0 is a real one ('Не проект').
    projectStatus: whole(params.get('projectStatus'), 0),
    numberOrder: (params.get('numberOrder') ?? '').trim().slice(0, 50),
    page: positive(params.get('page')) ?? 1,
  };
}

/** `params` with this filter's parameters replaced; defaults are left out so links stay short. */
export function orderFilterToParams(f: OrderFilter, params = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const name of ORDER_FILTER_PARAMS) out.delete(name);
  if (f.contract !== null) out.set('contract', String(f.contract));
  if (f.dateselect !== DEFAULT_ORDER_FILTER.dateselect) out.set('dateselect', f.dateselect);
  if (f.dateselect === 'custom') {
    if (f.startDate) out.set('startDate', f.startDate);
    if (f.endDate) out.set('endDate', f.endDate);
  }
  if (f.paid) out.set('paid', f.paid);
  if (f.state !== null) out.set('state', String(f.state));
  if (f.projectStatus !== null) out.set('projectStatus', String(f.projectStatus));
  if (f.numberOrder) out.set('numberOrder', f.numberOrder);
  if (f.page > 1) out.set('page', String(f.page));
  return out;
}

/** A change of anything but the page starts again from page 1 (spec 2). */
export function changeOrderFilter(f: OrderFilter, patch: Partial<OrderFilter>): OrderFilter {
  const next = { ...f, ...patch };
  if (!('page' in patch)) next.page = 1;
  return next;
}

/**
 * The query of GET order for this filter (perpage of spec 9 unless the element
 * says otherwise) at the moment `now`: a preset period ends on the portal's day
 * at that moment (inPortalZone), the day the portal counts, not the browser's
 * (at 01:30 in Moscow a browser on UTC is still on yesterday).
 */
export function orderQuery(f: OrderFilter, perpage: number, now: Date | number = Date.now()): Record<string, string | number | undefined> {
  const period = filterPeriod(f, inPortalZone(now));
  return {
    contract: f.contract ?? undefined,
    dateselect: f.dateselect,
    startDate: period === 'invalid' ? f.startDate : formatDate(period.start),
    endDate: period === 'invalid' ? f.endDate : formatDate(period.end),
    paid: f.paid || undefined,
    state: f.state ?? undefined,
    projectStatus: f.projectStatus ?? undefined,
    numberOrder: f.numberOrder || undefined,
    page: f.page,
    perpage,
  };
}
