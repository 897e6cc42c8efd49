import type { Matcher } from 'react-day-picker';
import { deliveryDateBounds, isDeliveryDateAllowed } from '../../core/rules/dates';

export interface DateLimits {
  min?: Date;
  max?: Date;
  /** Saturdays and Sundays cannot be chosen. */
  noWeekends?: boolean;
  /** Any further days that cannot be chosen, as react-day-picker matchers. */
  disabledDays?: Matcher | Matcher[];
}

/** The limits as react-day-picker's `disabled` matchers. */
export function limitMatchers({ min, max, noWeekends, disabledDays }: DateLimits): Matcher[] {
  const out: Matcher[] = [];
  if (min) out.push({ before: min });
  if (max) out.push({ after: max });
  if (noWeekends) out.push({ dayOfWeek: [0, 6] });
  if (disabledDays) out.push(...(Array.isArray(disabledDays) ? disabledDays : [disabledDays]));
  return out;
}

/** The delivery picker of spec 5: no weekends, tomorrow to a week ahead (core/rules/dates decides). */
export function deliveryLimits(today: Date): DateLimits {
  const { min, max } = deliveryDateBounds(today);
  return { min, max, disabledDays: (date: Date) => !isDeliveryDateAllowed(date, today) };
}
