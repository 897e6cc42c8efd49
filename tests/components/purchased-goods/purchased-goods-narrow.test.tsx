// <PurchasedGoods> on a phone: in a box of a phone's width each of the
// report's goods is a card (purchased-goods-cards.css.ts over the table's
// cards) with nothing to scroll sideways: the name first, then the code and
// the report's figures, each named, and the add to basket, inside the card
// and whole. The sort buttons stay above the cards and sort as before; the
// table keeps its roles and names. Each of the four reports fits.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { PurchasedGoods } from 'b2b-widgets/purchased-goods';
import { defaultMessages as m } from '../../../src/core/messages';
import { counterMessages } from '../../../src/ui/counter/counter-messages';
import { createReportHandlers } from '../../../src/testing';
import { history, withHistoryServer } from '../support/history-setup';
import { expectCard, expectFitsBox, PHONE_BOXES, renderInBox } from '../support/phone-cards';

withHistoryServer(40, createReportHandlers);

const table = () => page.getByRole('table');
const rows = () => table().getByRole('row').elements().slice(1);
const root = () => document.querySelector<HTMLElement>('.b2b-purchased-goods')!;
const REPORTS = [m.reportGoods, m.reportOften, m.reportLast, m.reportSum];

/** Every row of the report shown is a card with its name, and its add's buttons where the goods are on sale. */
function expectCards(): void {
  expectFitsBox(root());
  const shown = rows();
  expect(shown.length).toBeGreaterThan(1);
  for (const r of shown) {
    const buttons = [...r.querySelectorAll('button')];
    expectCard(root(), r, r.querySelector('th')!, buttons);
  }
}

describe('<PurchasedGoods> on a phone: each of the goods a card', () => {
  it.each(PHONE_BOXES)('in a %i px box: nothing scrolls sideways in any of the four reports; each card shows its name and buttons whole', async (width) => {
    renderInBox(<PurchasedGoods />, width);
    await expect.element(table().getByRole('rowheader').first()).toBeVisible();
    expectCards();
    for (const report of REPORTS.slice(1)) {
      await userEvent.click(page.getByRole('button', { name: report }));
      await expect.element(page.getByRole('table', { name: new RegExp(`^${report}`) })).toBeVisible();
      expectCards();
    }
  });

  it('the name heads the card, the code and the figures named under it; the cells keep their accessible names', async () => {
    renderInBox(<PurchasedGoods />, PHONE_BOXES[0]);
    const goods = history.orders[0]!.preview[0]!;
    const r = table().getByRole('row').filter({ has: page.getByRole('rowheader', { name: goods.header, exact: true }) });
    await expect.element(r).toBeVisible();
    const code = r.element().querySelector<HTMLElement>('[data-col="articul"]')!;
    expect(code.textContent).toBe(`${m.reportsColArticul}: ${goods.articul}`);
    await expect.element(r.getByRole('cell', { name: goods.articul, exact: true })).toBeVisible();
    expect(r.element().querySelector('[data-col="qnt"] .b2b-table-card-label')!.textContent).toBe(`${m.reportsColQnt}: `);
    const name = r.getByRole('rowheader').element().getBoundingClientRect();
    expect(name.bottom, 'the name above the code').toBeLessThanOrEqual(code.getBoundingClientRect().top + 0.5);
    await expect.element(r.getByRole('button', { name: counterMessages.increase })).toBeVisible();
  });

  it('the sort buttons stay above the cards and sort', async () => {
    renderInBox(<PurchasedGoods />, PHONE_BOXES[0]);
    await expect.element(table().getByRole('rowheader').first()).toBeVisible();
    const sort = page.getByRole('button', { name: m.reportsColQnt, exact: true });
    await expect.element(sort).toBeVisible();
    const box = sort.element().getBoundingClientRect();
    expect(box.bottom, 'above the first card').toBeLessThanOrEqual(rows()[0]!.getBoundingClientRect().top);
    await userEvent.click(sort);
    await expect.element(page.getByRole('columnheader', { name: new RegExp(`^${m.reportsColQnt}`) })).toHaveAttribute('aria-sort', 'ascending');
    expectFitsBox(root());
  });
});
