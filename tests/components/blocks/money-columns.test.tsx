// Every money column shows kopecks: «538,00 ₽», never «538 ₽» beside
// «281,43 ₽». One formatter (core/format formatPrice) writes every sum; each
// column's cells are read as the buyer sees them.
import { beforeEach, describe, expect, it } from 'vitest';
import { page, type Locator } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Basket } from 'b2b-widgets/basket';
import { Orders } from 'b2b-widgets/orders';
import { PurchasedGoods } from 'b2b-widgets/purchased-goods';
import { defaultMessages as m } from '../../../src/core/messages';
import { CONTRACT_CLEAN, createHistoryHandlers, createReportHandlers } from '../../../src/testing';
import { history, state, withHistoryServer } from '../support/history-setup';

withHistoryServer(12, (s, h) => [...createReportHandlers(s, h), ...createHistoryHandlers(s, h)]);

// Wide enough for every table to show as a table (a phone's box shows the basket's rows as cards).
beforeEach(async () => {
  await page.viewport(1280, 800);
});

/** A sum as a column shows it: grouped thousands, a comma and two digits, ₽ where the title does not say it. */
const MONEY = /^-?\d{1,3}(?:\u00A0\d{3})*,\d{2}(?:\u00A0₽)?$/;

/** The shown title cell of the column whose title starts with `title`. */
function titleCell(table: Locator, title: string): Element | undefined {
  return [...table.element().querySelectorAll('thead th')].find((th) => th.getClientRects().length > 0 && (th.textContent ?? '').trim().startsWith(title));
}

/** The text of each body cell of the column titled `title` (the table's own order of cells). */
async function column(table: Locator, title: string): Promise<string[]> {
  await expect.poll(() => titleCell(table, title) !== undefined, { message: `a column titled ${title}` }).toBe(true);
  const th = titleCell(table, title)!;
  const index = [...th.parentElement!.children].indexOf(th);
  return [...table.element().querySelectorAll('tbody tr')].map((tr) => (tr.children[index]?.textContent ?? '').trim()).filter((t) => t !== '');
}

/** The figure a cell ends with (a cell may say its column's name before it, for a screen reader or a card). */
const figure = (cell: string) => /-?[\d\u00A0]+(?:,\d+)?(?:\u00A0₽)?$/.exec(cell)?.[0] ?? cell;

/** Every sum has its kopecks, and whole roubles are among them (the case that used to lose them). */
function expectKopecks(cells: string[]) {
  expect(cells.length).toBeGreaterThan(0);
  for (const cell of cells) expect(figure(cell)).toMatch(MONEY);
  expect(cells.some((c) => /,00(?:\u00A0₽)?$/.test(figure(c))), 'a whole-rouble sum in the column').toBe(true);
}

describe('money columns', () => {
  it('the basket: price, recommended price and sum, and the total', async () => {
    // ФР-00101 costs 4 590 ₽ and ФР-00103 15 490,50 ₽: a whole and a broken sum side by side.
    for (const articul of ['ФР-00101', 'ФР-00103']) {
      const p = state.products.find((x) => x.articul === articul)!;
      state.basket.push({ id: p.id, type: 'products', qnt: 1, wms: 2, contract: CONTRACT_CLEAN, payload: null });
    }
    render(<Basket />);
    const table = page.getByRole('table', { name: m.basketCaption });
    await expect.element(table.getByRole('row').nth(2)).toBeVisible();
    expectKopecks(await column(table, m.basketColPrice));
    expectKopecks(await column(table, m.basketColPriceRrc));
    expectKopecks(await column(table, m.basketColSum));
    await expect.element(page.getByText(/\d,\d{2}\u00A0₽/).first()).toBeVisible();
  });

  it('the order history: each order’s sum', async () => {
    for (const order of history.orders.slice(0, 3)) order.sum = Math.round(order.sum);
    render(<Orders />);
    expectKopecks(await column(page.getByRole('table'), m.ordersColSum));
  });

  it('the purchased-goods report: each goods’ sum', async () => {
    render(<PurchasedGoods />);
    expectKopecks(await column(page.getByRole('table'), m.reportsColSum));
  });
});
