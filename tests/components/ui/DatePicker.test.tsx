import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { defaultMessages as m } from '../../../src/core/messages';
import { DatePicker, DateRange, deliveryLimits, type DateRangeValue } from '../../../src/ui/date-picker';
import { uiMessages as u } from '../../../src/ui/ui-messages';
import { renderUi } from './render-ui';

// Wednesday 5 March 2025: delivery may be 6, 7, 10, 11 or 12 March (spec 5).
const today = new Date(2025, 2, 5, 15, 30);

function Delivery({ onChange }: { onChange: (d: Date | null) => void }) {
  const [date, setDate] = useState<Date | null>(null);
  return (
    <DatePicker
      label="Дата доставки"
      value={date}
      onChange={(d) => {
        onChange(d);
        setDate(d);
      }}
      {...deliveryLimits(today)}
    />
  );
}

describe('DatePicker', () => {
  it('takes a typed dd.mm.yyyy date on blur', async () => {
    const onChange = vi.fn();
    const screen = await renderUi(<Delivery onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Дата доставки' });
    await userEvent.type(input, '07.03.2025');
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledWith(new Date(2025, 2, 7));
    await expect.element(input).toHaveValue('07.03.2025');
  });

  it('rejects malformed text and days the rules forbid, in Russian', async () => {
    const onChange = vi.fn();
    const screen = await renderUi(<Delivery onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Дата доставки' });
    await userEvent.type(input, '31.02.2025{Enter}');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription(new RegExp(u.dateInvalid.slice(0, 20)));
    await userEvent.clear(input);
    await userEvent.type(input, '08.03.2025{Enter}'); // a Saturday
    await expect.element(input).toHaveAccessibleDescription(new RegExp(u.dateNotAllowed.slice(0, 20)));
    await userEvent.clear(input);
    await userEvent.type(input, '13.03.2025{Enter}'); // more than a week ahead
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('picks in a Russian, Monday-first calendar dialog by keyboard; weekends are disabled', async () => {
    const onChange = vi.fn();
    const screen = await renderUi(<Delivery onChange={onChange} />);
    const open = screen.getByRole('button', { name: u.openCalendar });
    await userEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: u.calendarTitle });
    await expect.element(dialog).toBeVisible();
    await expect.element(screen.getByRole('grid', { name: /март 2025/i })).toBeVisible();
    // react-day-picker hides its weekday row from screen readers (each day's name says it); read the DOM.
    const weekdays = [...dialog.element().querySelectorAll('.rdp-weekday')].map((el) => el.getAttribute('aria-label') ?? el.textContent);
    expect(weekdays[0]).toMatch(/понедельник/i);
    expect(weekdays[6]).toMatch(/воскресенье/i);
    await expect.element(screen.getByRole('button', { name: /, 8 марта 2025/ })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: /, 5 марта 2025/ })).toBeDisabled();
    // The calendar brought its own CSS (calendar.css.ts, not the field's): a day is a 2.5rem square, a disabled one struck through.
    const day = screen.getByRole('button', { name: /, 8 марта 2025/ }).element();
    expect(getComputedStyle(day.closest('.rdp-day')!).width).toBe('40px');
    expect(getComputedStyle(day).textDecorationLine).toBe('line-through');

    // Focus starts on the first day that can be chosen; arrows move, Enter picks.
    await expect.element(screen.getByRole('button', { name: /, 6 марта 2025/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('button', { name: /, 7 марта 2025/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(new Date(2025, 2, 7));
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(screen.getByRole('textbox', { name: 'Дата доставки' })).toHaveValue('07.03.2025');
    await expect.element(open).toHaveFocus();
  });

  it('Escape closes the calendar without choosing', async () => {
    const onChange = vi.fn();
    const screen = await renderUi(<Delivery onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: u.openCalendar }));
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('DateRange', () => {
  function Period() {
    const [value, setValue] = useState<DateRangeValue>({ start: new Date(2025, 0, 10), end: new Date(2025, 0, 20) });
    return <DateRange legend="Период" value={value} onChange={setValue} />;
  }

  it('flags a start not strictly before the end with the spec message', async () => {
    const screen = await renderUi(<Period />);
    const group = screen.getByRole('group', { name: 'Период' });
    await expect.element(group).toBeVisible();
    const start = screen.getByRole('textbox', { name: u.dateStart });
    const end = screen.getByRole('textbox', { name: u.dateEnd });
    await expect.element(start).not.toHaveAttribute('aria-invalid');

    await userEvent.clear(end);
    await userEvent.type(end, '10.01.2025{Enter}'); // equal to the start: not allowed either
    await expect.element(screen.getByRole('alert')).toHaveTextContent(m.dateRange);
    await expect.element(start).toHaveAttribute('aria-invalid', 'true');
    await expect.element(end).toHaveAttribute('aria-invalid', 'true');
    await expect.element(group).toHaveAccessibleDescription(m.dateRange);

    await userEvent.clear(end);
    await userEvent.type(end, '11.01.2025{Enter}');
    await expect.element(screen.getByText(m.dateRange)).not.toBeInTheDocument();
    await expect.element(end).not.toHaveAttribute('aria-invalid');
  });
});
