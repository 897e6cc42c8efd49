import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { DatePicker, deliveryLimits } from '../../../src/ui/date-picker';
import { uiMessages as u } from '../../../src/ui/ui-messages';
import { renderUi } from './render-ui';

// react-day-picker is a chunk of its own, off the path to the first paint. It
// must still be here before the buyer clicks the calendar button: fetched once
// the browser is idle after a date field appears.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('react-day-picker', async (importOriginal) => {
  const library = await importOriginal();
  loads.count += 1;
  return library;
});

describe('DatePicker calendar code', () => {
  it('is fetched while the page is idle, before the calendar is opened', async () => {
    const today = new Date(2025, 2, 5, 15, 30);
    const screen = await renderUi(<DatePicker label="Дата доставки" value={null} onChange={() => undefined} {...deliveryLimits(today)} />);
    await expect.element(screen.getByRole('button', { name: u.openCalendar })).toBeVisible();
    await expect.poll(() => loads.count, { timeout: 3000 }).toBe(1);
    // Let the calendar module itself finish evaluating.
    await new Promise((resolve) => setTimeout(resolve, 0));

    await userEvent.click(screen.getByRole('button', { name: u.openCalendar }));
    const calendar = screen.getByRole('dialog', { name: u.calendarTitle });
    // Already loaded: the month grid is there at once, no loading state first.
    expect(calendar.element().querySelectorAll('thead th').length).toBe(7);
    expect(calendar.element().querySelector('.b2b-date-picker-loading')).toBeNull();
    expect(loads.count).toBe(1);
  });
});
