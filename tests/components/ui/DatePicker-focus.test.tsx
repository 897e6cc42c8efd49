// The calendar dialog opened from the keyboard, in a shadow root as on the
// portal's /cart/ (<b2b-basket>): focus goes to the offered day and stays
// there. The browser's own focusing steps for a modal dialog (each time
// showModal() runs) give focus to the dialog's first focusable element,
// «Закрыть», unless a descendant has the autofocus attribute; the calendar's
// day takes focus only in an effect, once. A full e2e run caught focus on the
// offered day and then, with no key pressed, on «Закрыть», where the buyer's
// next arrow and Enter closed the calendar.
import { useState } from 'react';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { userEvent } from 'vitest/browser';
import { defaultMessages as m } from '../../../src/core/messages';
import { DatePicker, deliveryLimits } from '../../../src/ui/date-picker';
import { calendarCode } from '../../../src/ui/date-picker/calendar-code';
import { uiMessages as u } from '../../../src/ui/ui-messages';
import { deepActiveElement, renderUi } from './render-ui';

// Wednesday 5 March 2025: delivery may be 6, 7, 10, 11 or 12 March; the field offers the 6th.
const today = new Date(2025, 2, 5, 15, 30);
const offered = new Date(2025, 2, 6);

function Delivery() {
  const [date, setDate] = useState<Date | null>(offered);
  return <DatePicker label="Дата доставки" value={date} onChange={setDate} {...deliveryLimits(today)} />;
}

/** A widget's shadow root with the date field in it; every focus move inside it, by what got focus. */
async function openFromKeyboard() {
  const host = document.body.appendChild(document.createElement('div'));
  onTestFinished(() => host.remove());
  const root = host.attachShadow({ mode: 'open' });
  const container = root.appendChild(document.createElement('div'));
  await renderUi(<Delivery />, { container });
  const moves: string[] = [];
  root.addEventListener('focusin', (event) => moves.push(focusName(event.composedPath()[0] as Element)));
  const open = root.querySelector<HTMLElement>(`button[aria-label="${u.openCalendar}"]`)!;
  open.focus();
  moves.length = 0;
  await userEvent.keyboard('{Enter}');
  const dialog = root.querySelector('dialog')!;
  await expect.poll(() => dialog.open).toBe(true);
  return { root, dialog, moves };
}

/** A day's button by its date (data-day on its cell), anything else by its label. */
function focusName(el: Element | null): string {
  return el?.closest('td[data-day]')?.getAttribute('data-day') ?? el?.getAttribute('aria-label') ?? el?.localName ?? 'nothing';
}
const focused = () => focusName(deepActiveElement());

describe('DatePicker calendar focus from the keyboard', () => {
  // The calendar's code is here, as after the field's first focus (its prefetch).
  beforeAll(() => calendarCode.load());

  it('goes straight to the offered day: «Закрыть» never has it on the way', async () => {
    const { moves } = await openFromKeyboard();
    await expect.poll(focused).toBe('2025-03-06');
    // The dialog's focusing steps (showModal) chose the day itself; before, they chose «Закрыть»
    // and the day took focus a frame later, on Preact after paint: a quick press went to «Закрыть».
    expect(moves).toEqual(['2025-03-06']);
  });

  it('stays on the day when the dialog’s focusing steps run again while it is open', async () => {
    const { root, dialog, moves } = await openFromKeyboard();
    await expect.poll(focused).toBe('2025-03-06');
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(focused).toBe('2025-03-07');

    // showModal() again, as a re-run of the modal's open effect does (close, then show): the
    // browser's focusing steps. The calendar's own focus effect does not run again, so
    // wherever those steps put focus is where the buyer's next key goes.
    moves.length = 0;
    dialog.close();
    dialog.showModal();
    expect(focused()).toBe('2025-03-07');
    expect(moves).not.toContain(m.close);

    // The keys still work the calendar: the next day, then Enter picks it and the dialog closes.
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(focused).toBe('2025-03-10');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => dialog.open).toBe(false);
    expect(root.querySelector('input')!.value).toBe('10.03.2025');
  });
});
