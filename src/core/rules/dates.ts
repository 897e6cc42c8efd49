/**
 * Date rules of spec 5: the act form and order filter range, and the
 * delivery date picker (no weekends, minimum tomorrow, maximum a week ahead).
 * Compared by calendar day in local time: pickers give midnights, but a
 * Date built from `new Date()` carries the clock, which must not matter.
 */
import { addDays } from 'date-fns/addDays';
import { isValid } from 'date-fns/isValid';
import { isWeekend } from 'date-fns/isWeekend';
import { startOfDay } from 'date-fns/startOfDay';
import { parseDate } from '../format';

/** Start strictly before end, by calendar day; invalid dates are never a valid range. */
export function isDateRangeValid(start: Date, end: Date): boolean {
  if (!isValid(start) || !isValid(end)) return false;
  return startOfDay(start).getTime() < startOfDay(end).getTime();
}

/** A period typed as two dates (dd.mm.yyyy): both days, or 'invalid' when either is not a date or the start is not before the end (spec 5). */
export function typedPeriod(startDate: string, endDate: string): { start: Date; end: Date } | 'invalid' {
  const start = parseDate(startDate);
  const end = parseDate(endDate);
  if (!start || !end || !isDateRangeValid(start, end)) return 'invalid';
  return { start, end };
}

/** The delivery picker's bounds: tomorrow to one week ahead, both at local midnight. */
export function deliveryDateBounds(today: Date): { min: Date; max: Date } {
  const day = startOfDay(today);
  return { min: addDays(day, 1), max: addDays(day, 7) };
}

/** A delivery date is allowed within the bounds and never on Saturday or Sunday. */
export function isDeliveryDateAllowed(date: Date, today: Date): boolean {
  if (!isValid(date) || !isValid(today)) return false;
  const { min, max } = deliveryDateBounds(today);
  const day = startOfDay(date).getTime();
  return day >= min.getTime() && day <= max.getTime() && !isWeekend(date);
}
