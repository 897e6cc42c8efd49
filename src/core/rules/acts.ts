/**
 * The act request form (spec 3 Act, spec 5, spec 9): the default period (the
 * last 12 months, ending today) and the period check: the rule the order
 * filter applies to a custom period (order-filter.ts filterPeriod: both dates
 * parse, start strictly before end, dates.ts isDateRangeValid), so the widget
 * and the portal refuse the same periods with the same message. Not imported
 * from order-filter.ts: that would make the order filter code shared by two
 * tags, loaded on every page of the standalone build.
 */
import { startOfDay } from 'date-fns/startOfDay';
import { subMonths } from 'date-fns/subMonths';
import { ACTS_DEFAULT_MONTHS } from '../constants';
import { formatDate, parseDate } from '../format';
import { isDateRangeValid } from './dates';

/** An act's state (docs/api.md "Reconciliation acts"). */
export const ACT_STATES = ['requested', 'processing', 'ready', 'refused'] as const;
export type ActState = (typeof ACT_STATES)[number];

/** The default period of a new act: ACTS_DEFAULT_MONTHS back from today, dd.mm.yyyy. */
export function defaultActPeriod(today: Date): { startdate: string; enddate: string } {
  const end = startOfDay(today);
  return { startdate: formatDate(subMonths(end, ACTS_DEFAULT_MONTHS)), enddate: formatDate(end) };
}

/**
 * The period of dd.mm.yyyy texts as dates, or 'invalid' when a date does not
 * parse or the start is not strictly before the end (spec 5).
 */
export function actPeriod(startdate: string, enddate: string): { start: Date; end: Date } | 'invalid' {
  const start = parseDate(startdate);
  const end = parseDate(enddate);
  return start && end && isDateRangeValid(start, end) ? { start, end } : 'invalid';
}

/** Whether an act may still change (the list keeps polling for these). */
export const actPending = (state: ActState): boolean => state === 'requested' || state === 'processing';
