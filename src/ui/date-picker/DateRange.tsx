import { useId, type ReactNode } from 'react';
import { t } from '../../core/messages/text';
import { isDateRangeValid } from '../../core/rules/dates';
import { dateText } from './date-picker-messages';
import { DatePicker } from './DatePicker';
import type { DateLimits } from './matchers';

export interface DateRangeValue {
  start: Date | null;
  end: Date | null;
}

export interface DateRangeProps extends DateLimits {
  /** Group name, e.g. 'Период'. */
  legend: ReactNode;
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  startLabel?: ReactNode;
  endLabel?: ReactNode;
  className?: string;
  /**
   * Set by a form that judges the period on submit: the form refused it. The
   * fields are marked and the message said while this is true, whatever the
   * dates say now; the form clears it on its next submit. A date is committed
   * on blur, so a message that went the moment the pair mended would move the
   * form under the click on its submit button (mousedown blurs, the text goes,
   * the button moves up, mouseup misses) and the click would be lost.
   * Left out: the pair is judged live, as it is typed.
   */
  refused?: boolean;
}

/** Whether the pair breaks spec 5's rule (start strictly before end); incomplete pairs are not judged yet. */
export function isRangeBroken({ start, end }: DateRangeValue): boolean {
  return start !== null && end !== null && !isDateRangeValid(start, end);
}

/**
 * Two date fields for a period (acts, order filter, reports). When the start is
 * not strictly before the end (live, or as the form's `refused` says), both are
 * marked invalid and the spec's message t('dateRange') is announced once for
 * the pair.
 */
export function DateRange({ legend, value, onChange, startLabel, endLabel, className, refused, ...limits }: DateRangeProps) {
  const errorId = useId();
  const broken = refused ?? isRangeBroken(value);
  return (
    <fieldset className={['b2b-date-range', className].filter(Boolean).join(' ')} part="date-range" aria-describedby={broken ? errorId : undefined}>
      <legend className="b2b-date-range-legend">{legend}</legend>
      <div className="b2b-date-range-fields">
        <DatePicker {...limits} label={startLabel ?? dateText('dateStart')} value={value.start} invalid={broken} onChange={(start) => onChange({ ...value, start })} />
        <DatePicker {...limits} label={endLabel ?? dateText('dateEnd')} value={value.end} invalid={broken} onChange={(end) => onChange({ ...value, end })} />
      </div>
      <p id={errorId} role="alert" className="b2b-date-range-error" part="error">
        {broken ? t('dateRange') : ''}
      </p>
    </fieldset>
  );
}
