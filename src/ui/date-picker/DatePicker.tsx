import { useMemo, useState, type ReactNode } from 'react';
import { Field } from '../field/Field';
import { Modal } from '../modal/Modal';
import { dateText } from './date-picker-messages';
import { limitMatchers, type DateLimits } from './matchers';
import { useDateText } from './use-date-text';
import { Spinner } from '../states/Spinner';
import { useLazyModule } from '../lazy-module';
import { calendarCode as calendar } from './calendar-code';
import type { CalendarProps } from './Calendar';

/**
 * The calendar: rendered at once when its code is here (fetched when the
 * field was first used), else a box of its height, busy, until it arrives.
 * A failed load throws to the widget's error box, as any render error does.
 */
function LoadedCalendar(props: CalendarProps) {
  const { module, error } = useLazyModule(calendar);
  if (error) throw error;
  if (!module) {
    return (
      // About a month's height, so the dialog barely changes when the calendar arrives.
      <div className="b2b-date-picker-loading" aria-busy="true">
        <Spinner />
      </div>
    );
  }
  return <module.Calendar {...props} />;
}

export interface DatePickerProps extends DateLimits {
  label: ReactNode;
  value: Date | null;
  onChange: (date: Date | null) => void;
  /** An error from the form (a range rule); our own typing errors show when it is absent. */
  error?: ReactNode;
  /** Mark invalid without text of its own (DateRange shows one message for both fields). */
  invalid?: boolean;
  /** Default 'Формат: дд.мм.гггг'. */
  description?: ReactNode;
  required?: boolean;
  id?: string;
  name?: string;
  /** The field itself is disabled (not some days: see disabledDays). */
  disabled?: boolean;
  className?: string;
}

/**
 * A date field: type dd.mm.yyyy or pick in a calendar (native dialog,
 * Russian, Monday first). Limits (min, max, weekends, matchers) apply to both
 * ways of entering, and the calendar greys out what cannot be chosen.
 */
export function DatePicker(props: DatePickerProps) {
  const { label, value, onChange, error, invalid, description, required, id, name, disabled: off, className, min, max, noWeekends, disabledDays } = props;
  const matchers = useMemo(() => limitMatchers({ min, max, noWeekends, disabledDays }), [min, max, noWeekends, disabledDays]);
  const typed = useDateText(value, matchers, onChange);
  const [open, setOpen] = useState(false);

  const pick = (date: Date) => {
    typed.reset();
    setOpen(false);
    onChange(date);
  };

  return (
    <Field
      label={label}
      error={error || typed.problem}
      description={description ?? dateText('dateHint')}
      required={required}
      id={id}
      className={['b2b-date-picker', className].filter(Boolean).join(' ')}
    >
      {(control) => (
        // The field is used: fetch the calendar. Focus covers the keyboard and
        // most clicks; a pointer press, browsers that do not focus a clicked
        // button (Safari).
        <div className="b2b-date-picker-box" onFocus={calendar.prefetch} onPointerDown={calendar.prefetch}>
          <input
            {...control}
            {...(invalid && { 'aria-invalid': true })}
            className="b2b-input b2b-date-picker-input"
            part="input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="дд.мм.гггг"
            name={name}
            disabled={off}
            value={typed.text}
            onChange={(event) => typed.edit(event.target.value)}
            onBlur={typed.commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') typed.commit();
            }}
          />
          <button type="button" className="b2b-date-picker-open b2b-button" part="calendar-button" aria-label={dateText('openCalendar')} disabled={off} onClick={() => setOpen(true)}>
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M6 1h2v2h4V1h2v2h3a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h3V1Zm10 7H4v9h12V8Z" />
            </svg>
          </button>
          <Modal open={open} onClose={() => setOpen(false)} title={dateText('calendarTitle')} size="small">
            <LoadedCalendar selected={value} onSelect={pick} disabled={matchers} month={value ?? min} startMonth={min} endMonth={max} autoFocus />
          </Modal>
        </div>
      )}
    </Field>
  );
}
