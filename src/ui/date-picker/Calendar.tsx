import { useRef } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import { ru } from 'react-day-picker/locale';
import { WEEK_STARTS_ON } from '../../core/constants';
import { inPortalZone } from '../../core/format';
import { useAdoptedCss } from '../StyleRoot';
import { calendarCss } from './calendar.css';

const CSS = [calendarCss];

export interface CalendarProps {
  selected: Date | null;
  onSelect: (date: Date) => void;
  disabled?: Matcher[];
  /** Month shown first; default the selected one, else today's. */
  month?: Date;
  /** Navigation limits (no paging to months with nothing to choose). */
  startMonth?: Date;
  endMonth?: Date;
  /** Focus the selected (or today's) day on mount, for a calendar opened in a dialog. */
  autoFocus?: boolean;
}

/** react-day-picker in Russian (labels included), Monday first (spec 9). */
export function Calendar({ selected, onSelect, disabled, month, startMonth, endMonth, autoFocus }: CalendarProps) {
  const ref = useRef<HTMLDivElement>(null);
  useAdoptedCss(ref, CSS);
  return (
    // A box of no layout of its own (display: contents): it only tells where the calendar's CSS goes.
    <div ref={ref} className="b2b-calendar">
      <DayPicker
        mode="single"
        required
        locale={ru}
        weekStartsOn={WEEK_STARTS_ON}
        selected={selected ?? undefined}
        onSelect={(date) => date && onSelect(date)}
        disabled={disabled}
        defaultMonth={month ?? selected ?? undefined}
        startMonth={startMonth}
        endMonth={endMonth}
        autoFocus={autoFocus}
        showOutsideDays
        // The day marked today is the portal's, as every period and limit counts it.
        today={inPortalZone()}
      />
    </div>
  );
}
