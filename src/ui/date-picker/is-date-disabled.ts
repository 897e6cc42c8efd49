import { isAfter } from 'date-fns/isAfter';
import { isBefore } from 'date-fns/isBefore';
import { isSameDay } from 'date-fns/isSameDay';
import { startOfDay } from 'date-fns/startOfDay';
import type { Matcher } from 'react-day-picker';

/**
 * Whether a typed date falls on a disabled day. react-day-picker checks its
 * matchers only for the days it shows; a date typed into the field needs the
 * same answer, for the matcher shapes limitMatchers() produces.
 */
export function isDateDisabled(date: Date, matchers: readonly Matcher[]): boolean {
  const day = startOfDay(date);
  return matchers.some((m) => {
    if (typeof m === 'boolean') return m;
    if (typeof m === 'function') return m(day);
    if (m instanceof Date) return isSameDay(m, day);
    if (Array.isArray(m)) return m.some((d) => isSameDay(d, day));
    if ('dayOfWeek' in m) return (Array.isArray(m.dayOfWeek) ? m.dayOfWeek : [m.dayOfWeek]).includes(day.getDay());
    if ('before' in m && 'after' in m) return isAfter(day, m.after) && isBefore(day, m.before);
    if ('before' in m) return isBefore(day, startOfDay(m.before));
    if ('after' in m) return isAfter(day, startOfDay(m.after));
    if ('from' in m) return !isBefore(day, startOfDay(m.from!)) && (!m.to || !isAfter(day, startOfDay(m.to)));
    return false;
  });
}
