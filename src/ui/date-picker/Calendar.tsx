import { useEffect, useLayoutEffect, useRef } from 'react';
import { DayPicker, type DayButtonProps, type Matcher } from 'react-day-picker';
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

/**
 * react-day-picker's day button (focus follows the day the calendar calls
 * focused), with the autofocus attribute on the one day that takes focus, the
 * day with tabindex 0. A modal <dialog> puts focus on a descendant with
 * autofocus each time showModal() runs, else on its first focusable element,
 * the dialog's «Закрыть». The library focuses its day only in an effect, once,
 * when that day becomes the focused one: without the attribute «Закрыть» had
 * focus until that effect ran (a frame later, after paint on Preact, so a
 * quick key went to «Закрыть»), and if the dialog's focusing steps ran again
 * while the calendar was open, focus stayed on «Закрыть» and the buyer's next
 * arrow and Enter closed the calendar.
 */
function CalendarDayButton({ day: _day, modifiers, ...button }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const target = button.tabIndex === 0;
  // An attribute written here, not the autoFocus prop: React renders no attribute for that
  // (it calls focus() on mount, before the dialog shows). A layout effect of a child runs
  // before the Modal's, which calls showModal(), on React and on Preact alike.
  useLayoutEffect(() => {
    ref.current?.toggleAttribute('autofocus', target);
  }, [target]);
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return <button ref={ref} {...button} />;
}

const COMPONENTS = { DayButton: CalendarDayButton };

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
        components={COMPONENTS}
        showOutsideDays
        // The day marked today is the portal's, as every period and limit counts it.
        today={inPortalZone()}
      />
    </div>
  );
}
