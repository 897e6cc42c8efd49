// The lines dialog of <b2b-orders> and <b2b-drafts> (blocks/repeat LinesDialog) on a
// 320 px wide phone: the dialog fits the screen, its table scrolls
// inside its own box with the articul kept, nothing is cut at the dialog's edge.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Orders } from 'b2b-widgets/orders';
import { defaultMessages as m } from '../../../src/core/messages';
import { createHandlers, createHistory, createHistoryHandlers, createState, type FakeHistory } from '../../../src/testing';
import { expectDialogFits } from '../support/dialog-fit';
import { fakeServer } from '../support/fake-server';
import { fill } from '../../../src/core/messages/fill';

const worker = fakeServer();
let history: FakeHistory;

beforeEach(async () => {
  const state = createState();
  history = createHistory(state, 5);
  worker.use(...createHistoryHandlers(state, history), ...createHandlers(state));
  await page.viewport(320, 700);
});
afterEach(async () => {
  await page.viewport(1280, 800);
});


describe('the lines dialog at 320 px', () => {
  it('fits the screen; the lines table scrolls in its own box with its first column kept', async () => {
    render(<Orders />);
    const order = history.orders[0]!;
    await userEvent.click(page.getByRole('button', { name: fill(m.ordersOpen, { number: order.number }) }));
    const dialog = page.getByRole('dialog', { name: fill(m.ordersLinesTitle, { number: order.number }) });
    const table = dialog.getByRole('table');
    await expect.element(table.getByText(order.preview[0]!.header)).toBeVisible();
    const box = table.element().parentElement!;
    expectDialogFits(dialog.element() as HTMLElement, box);
    // The box can be reached and scrolled from the keyboard, and says what it holds.
    expect(box.getAttribute('tabindex')).toBe('0');
    expect(box.getAttribute('aria-label')).toBe(fill(m.ordersLinesTitle, { number: order.number }));
  });
});
