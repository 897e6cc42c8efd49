// <Orders> on a phone: in a box of a phone's width each order is a card
// (orders-cards.css.ts over the table's cards) with nothing to scroll
// sideways: the number and state, the date and sum, each named, the
// contract, then «Отменить» and «Повторить», inside the card and whole. A
// delivery date not known yet leaves no empty «Дата доставки:». The table
// keeps its roles and names; «Выбрать все» shows beside its box and checks
// every order, and the bar of the checked fits the box.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Orders } from 'b2b-widgets/orders';
import { recordsSelected } from '../../../src/core/format';
import { defaultMessages as m } from '../../../src/core/messages';
import { fill } from '../../../src/core/messages/fill';
import { uiMessages as ui } from '../../../src/ui/ui-messages';
import { createHistoryHandlers } from '../../../src/testing';
import { history, withHistoryServer } from '../support/history-setup';
import { expectCard, expectFitsBox, PHONE_BOXES, renderInBox } from '../support/phone-cards';

withHistoryServer(25, createHistoryHandlers);

const table = () => page.getByRole('table', { name: m.ordersCaption });
const row = (number: string) => table().getByRole('row').filter({ has: page.getByRole('rowheader', { name: number }) });
const root = () => document.querySelector<HTMLElement>('.b2b-orders')!;
/** This week's orders (today and the seven days before), as the list shows them first. */
const shown = () => history.orders.filter((o) => o.age <= 7);

describe('<Orders> on a phone: each order a card', () => {
  it.each(PHONE_BOXES)('in a %i px box: nothing scrolls sideways; each card shows its number and buttons whole', async (width) => {
    renderInBox(<Orders />, width);
    const orders = shown();
    await expect.element(row(orders[0]!.number)).toBeVisible();
    expect(table().getByRole('row').elements()).toHaveLength(orders.length + 1);
    expectFitsBox(root());
    for (const o of orders) {
      const r = row(o.number);
      const buttons = [
        r.getByRole('button', { name: fill(m.ordersOpen, { number: o.number }) }),
        r.getByRole('button', { name: `${m.ordersRepeat} ${o.number}` }),
        ...(o.cancellable ? [r.getByRole('button', { name: `${m.ordersCancel} ${o.number}` })] : []),
      ].map((b) => b.element());
      expectCard(root(), r.element(), r.getByRole('rowheader').element(), buttons);
    }
  });

  it('each figure is named in its card; the cell’s accessible name stays the figure; an unknown delivery date leaves no label', async () => {
    const [first, second] = shown();
    second!.deliveryDate = null;
    renderInBox(<Orders />, PHONE_BOXES[0]);
    const r = row(first!.number);
    await expect.element(r).toBeVisible();
    const cell = (o: typeof first, col: string) => row(o!.number).element().querySelector<HTMLElement>(`[data-col="${col}"]`)!;
    expect(cell(first, 'date').textContent).toBe(`${m.ordersColDate}: ${first!.date}`);
    expect(cell(first, 'delivery').textContent).toBe(`${m.ordersColDelivery}: ${first!.deliveryDate}`);
    // A screen reader hears the column's title with the cell, not the label again.
    await expect.element(r.getByRole('cell', { name: first!.date, exact: true }).first()).toBeVisible();
    await expect.element(r.getByRole('cell', { name: first!.contractHeader, exact: true })).toBeVisible();
    await expect.element(row(second!.number)).toBeVisible();
    expect(cell(second, 'delivery').getClientRects().length, 'an empty «Дата доставки»').toBe(0);
  });

  it('«Выбрать все» shows beside its box and checks every card; the bar of the checked fits the box', async () => {
    renderInBox(<Orders />, PHONE_BOXES[0]);
    const orders = shown();
    await expect.element(row(orders[0]!.number)).toBeVisible();
    const all = table().getByRole('checkbox', { name: ui.checkAll });
    await expect.element(table().getByText(ui.checkAllShort)).toBeVisible();
    await userEvent.click(table().getByText(ui.checkAllShort));
    await expect.element(all).toBeChecked();
    await expect.element(table().getByText(recordsSelected(orders.length))).toBeVisible();
    const repeatChecked = page.getByRole('button', { name: m.ordersRepeatChecked });
    await expect.element(repeatChecked).toBeVisible();
    expectFitsBox(root());
    // With the bar, the words beside the box give way to it.
    await expect.element(table().getByText(ui.checkAllShort)).not.toBeVisible();
  });
});
