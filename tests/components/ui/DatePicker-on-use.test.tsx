import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { DatePicker, deliveryLimits } from '../../../src/ui/date-picker';
import { calendarCode } from '../../../src/ui/date-picker/calendar-code';
import { uiMessages as u } from '../../../src/ui/ui-messages';
import { renderUi } from './render-ui';

// react-day-picker is a chunk of its own that a page downloads only when the
// date field is used: not when the field renders, not while the page is idle.
// Each import of it is counted; it is held back until released, to act out a
// slow network while the field is in use.
const loads = await vi.hoisted(() => import('../support/held').then((m) => m.held()));
vi.mock('react-day-picker', (importOriginal) => loads.hold(importOriginal));

// A test that fails before the release must not leave the import hanging at teardown.
afterEach(() => loads.release());

function Field({ onChange }: { onChange: (date: Date | null) => void }) {
  const [value, setValue] = useState<Date | null>(null);
  const today = new Date(2025, 2, 5, 15, 30);
  return (
    <DatePicker
      label="Дата доставки"
      value={value}
      onChange={(date) => {
        setValue(date);
        onChange(date);
      }}
      {...deliveryLimits(today)}
    />
  );
}

/** Resolves once the browser has been idle: when an idle prefetch would have run. */
const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 }));

describe('DatePicker calendar code', () => {
  it('is not requested on render nor when the page is idle, and is requested once the field takes focus; typing meanwhile is kept', async () => {
    const onChange = vi.fn();
    const screen = await renderUi(
      <>
        <button type="button">До поля</button>
        <Field onChange={onChange} />
      </>,
    );
    await expect.element(screen.getByRole('button', { name: u.openCalendar })).toBeVisible();
    // An idle prefetch asked for in render would have run before these.
    await idle();
    await idle();
    expect(calendarCode.requested()).toBe(false);
    expect(loads.holds).toBe(0);

    // A keyboard user tabs into the field and types a date before the calendar's code has arrived.
    await userEvent.click(screen.getByRole('button', { name: 'До поля' }));
    await userEvent.tab();
    const input = screen.getByRole('textbox', { name: /Дата доставки/ });
    await expect.element(input).toHaveFocus();
    expect(calendarCode.requested()).toBe(true);
    await expect.poll(() => loads.holds).toBe(1);
    await userEvent.keyboard('06.03.2025{Enter}');
    await expect.element(input).toHaveValue('06.03.2025');
    expect(onChange).toHaveBeenLastCalledWith(new Date(2025, 2, 6));

    // The calendar opened while its code is still on the way: busy, then the month.
    await userEvent.click(screen.getByRole('button', { name: u.openCalendar }));
    const calendar = screen.getByRole('dialog', { name: u.calendarTitle });
    await expect.element(calendar).toBeVisible();
    expect(calendar.element().querySelector('[aria-busy="true"]')).not.toBeNull();
    loads.release();
    await expect.poll(() => calendar.element().querySelectorAll('thead th').length).toBe(7);
    expect(loads.holds).toBe(1);
  });
});
