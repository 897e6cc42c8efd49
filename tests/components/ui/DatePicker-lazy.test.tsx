import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { DatePicker, deliveryLimits } from '../../../src/ui/date-picker';
import { uiMessages as u } from '../../../src/ui/ui-messages';
import { deepActiveElement, renderUi } from './render-ui';

// The calendar opened before its code has arrived (a click faster than the
// prefetch on a slow network): hold react-day-picker back to act it out.
const code = await vi.hoisted(() => import('../support/held').then((m) => m.held()));
vi.mock('react-day-picker', (importOriginal) => code.hold(importOriginal));

describe('DatePicker calendar before its code has loaded', () => {
  it('shows a busy box of the calendar’s size, then the calendar with a day focused', async () => {
    const today = new Date(2025, 2, 5, 15, 30);
    const screen = await renderUi(<DatePicker label="Дата доставки" value={null} onChange={() => undefined} {...deliveryLimits(today)} />);
    await userEvent.click(screen.getByRole('button', { name: u.openCalendar }));
    const dialog = screen.getByRole('dialog', { name: u.calendarTitle });
    await expect.element(dialog).toBeVisible();
    const busy = dialog.element().querySelector('[aria-busy="true"]');
    expect(busy).not.toBeNull();
    // Assistive tech hears that something loads.
    expect(busy!.querySelector('[role="status"]')?.textContent).toBeTruthy();
    const waiting = busy!.getBoundingClientRect().height;

    code.release();
    // The library now loads and runs: on a loaded machine that takes longer than
    // a poll's default second. Waited for as a state, not a time (a retry cannot
    // help: the module is cached by then and no busy box shows).
    await expect.poll(() => dialog.element().querySelectorAll('thead th').length, { timeout: 15_000 }).toBe(7);
    expect(dialog.element().querySelector('[aria-busy="true"]')).toBeNull();
    await expect.poll(() => deepActiveElement()?.closest('td')?.getAttribute('data-day')).toBeTruthy();
    // The reserved box is the calendar's height (six weeks; a five-week month is one row shorter).
    const shown = dialog.element().querySelector('.rdp-root')!.getBoundingClientRect().height;
    expect(Math.abs(shown - waiting)).toBeLessThanOrEqual(45);
  });
});
