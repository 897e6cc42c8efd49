// <PurchasedGoods>: the four reports, the sort cycle of spec 4, the
// date-range refusal of spec 5 with no request, the filter in the page address,
// add to basket from a row and the .xlsx export link.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PurchasedGoods } from 'b2b-widgets/purchased-goods';
import { PURCHASED_DEFAULT_DAYS } from '../../../src/core/constants';
import { NBSP, formatDate, formatPrice, inPortalZone } from '../../../src/core/format';
import { uiMessages as u } from '../../../src/ui/ui-messages';
import { defaultMessages as m } from '../../../src/core/messages';
import { createReportHandlers } from '../../../src/testing';
import { history, state, withHistoryServer } from '../support/history-setup';
import { fill } from '../../../src/core/messages/fill';
import { checkReadFailures } from '../support/read-failures';

// One order a day over 40 days: the default period (30 days) holds only some.
withHistoryServer(40, createReportHandlers);


const table = () => page.getByRole('table');
const reports = () => history.log.filter((l) => l.startsWith('report')).map((l) => new URLSearchParams(l.slice('report ?'.length)));
const last = () => reports().at(-1)!;
const url = () => new URL(window.location.href).searchParams;
const day = (daysAgo: number) => {
  const d = inPortalZone();
  d.setDate(d.getDate() - daysAgo);
  return formatDate(d);
};
const title = (name: string) => page.getByRole('columnheader', { name: new RegExp(`^${name}`) });

/** The goods' figures worked out here from the fake orders (not from the handler's reply). */
function byHand(goodsId: number, from: number, to = 0) {
  let qnt = 0;
  let sum = 0;
  let orders = 0;
  let lastNumber = '';
  for (const o of history.orders) {
    if (o.state === 4 || o.age > from || o.age < to) continue;
    const line = o.preview.find((l) => l.id === goodsId);
    if (!line) continue;
    qnt += line.qnt;
    sum += line.qnt * (line.priceThen ?? 0);
    orders += 1;
    lastNumber ||= o.number;
  }
  return { qnt, sum: Math.round(sum * 100) / 100, orders, lastNumber };
}

describe('<PurchasedGoods> reports', () => {
  it('opens on the goods report of the last 30 days: quantity and sum per goods as the orders add up', async () => {
    render(<PurchasedGoods />);
    await expect.element(table()).toBeVisible();
    const q = last();
    expect(q.get('report')).toBe('goods');
    expect(q.get('startDate')).toBe(day(PURCHASED_DEFAULT_DAYS));
    expect(q.get('endDate')).toBe(day(0));
    expect(q.get('perpage')).toBe('20');
    const goods = history.orders[0]!.preview[0]!;
    const want = byHand(goods.id, PURCHASED_DEFAULT_DAYS);
    const row = table().getByRole('row').filter({ hasText: goods.articul });
    await expect.element(row.getByRole('cell', { name: String(want.qnt), exact: true })).toBeVisible();
    await expect.element(row.getByText(formatPrice(want.sum), { exact: false })).toBeVisible();
    // The period fields show the default period spelled out.
    await expect.element(page.getByRole('textbox', { name: 'Дата начала' })).toHaveValue(day(PURCHASED_DEFAULT_DAYS));
  });

  it('every figure through core/format: the total quantity grouped, the sum with ₽', async () => {
    history.orders[0]!.preview[0]!.qnt = 8047;
    render(<PurchasedGoods />);
    await expect.element(table()).toBeVisible();
    const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const grouped = `\\d{1,3}(?:${NBSP}\\d{3})+`;
    const money = `\\d{1,3}(?:${NBSP}\\d{3})*(?:,\\d{2})?${NBSP}${esc(u.currency)}`;
    const total = new RegExp(esc(m.reportsTotal).replace('\\{qnt\\}', grouped).replace('\\{sum\\}', money));
    await expect.element(page.getByRole('status').filter({ hasText: total })).toBeVisible();
    // The row's quantity is grouped too (an accessible name turns the no-break space into a space).
    const row = table().getByRole('row').filter({ hasText: history.orders[0]!.preview[0]!.articul });
    await expect.element(row.getByRole('cell', { name: /^\d{1,3}(?:\s\d{3})+$/ }).first()).toBeVisible();
  });

  it('switches between the four reports; each asks for its own and shows its figures', async () => {
    render(<PurchasedGoods />);
    await expect.element(table()).toBeVisible();
    const goods = history.orders[0]!.preview[0]!;
    const want = byHand(goods.id, PURCHASED_DEFAULT_DAYS);

    await userEvent.click(page.getByRole('button', { name: m.reportOften }));
    await expect.element(page.getByRole('button', { name: m.reportOften })).toHaveAttribute('aria-pressed', 'true');
    await expect.element(title(m.reportsColOrders)).toBeVisible();
    await expect.poll(() => last().get('report')).toBe('often');
    expect(url().get('report')).toBe('often');

    await userEvent.click(page.getByRole('button', { name: m.reportLast }));
    await expect.element(title(m.reportsColLast)).toBeVisible();
    const newest = history.orders.find((o) => o.state !== 4)!;
    // The last report ranks the newest purchases first: the newest order's goods lead.
    await expect.element(table().getByRole('row').nth(1)).toHaveTextContent(fill(m.reportsLast, { date: newest.date, number: newest.number }));
    await expect
      .element(table().getByRole('row').filter({ hasText: goods.articul }))
      .toHaveTextContent(fill(m.reportsLast, { date: history.orders.find((o) => o.number === want.lastNumber)!.date, number: want.lastNumber }));

    await userEvent.click(page.getByRole('button', { name: m.reportSum }));
    await expect.poll(() => last().get('report')).toBe('sum');
    await expect.element(page.getByRole('table', { name: new RegExp(`^${m.reportSum}`) })).toBeVisible();
    // The sum's value, not the cell's text: on a phone that starts with the card's label («Сумма: »).
    const sums = table()
      .getByRole('row')
      .elements()
      .slice(1)
      .map((r) => Number(r.querySelector('[data-col="sum"] .b2b-table-card-value')!.textContent!.replace(/\s|₽/g, '').replace(',', '.')));
    expect(sums.length).toBeGreaterThan(1);
    // Numbers, and not all one: a list of NaN, or of equal sums, is sorted whatever the order.
    expect(sums.every((n) => Number.isFinite(n) && n > 0), sums.join(' ')).toBe(true);
    expect(new Set(sums).size).toBeGreaterThan(1);
    expect(sums).toEqual([...sums].sort((a, b) => b - a));
  });

  it('sorts by one column at a time: unsorted → asc → desc → asc (spec 4), each in the request and the address', async () => {
    render(<PurchasedGoods />);
    await expect.element(table()).toBeVisible();
    const sortBy = (name: string) => userEvent.click(page.getByRole('button', { name, exact: true }));
    await expect.element(title(m.reportsColQnt)).not.toHaveAttribute('aria-sort');
    await sortBy(m.reportsColQnt);
    await expect.element(title(m.reportsColQnt)).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => last().get('sorting')).toBe('qnt_asc');
    await sortBy(m.reportsColQnt);
    await expect.element(title(m.reportsColQnt)).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => last().get('sorting')).toBe('qnt_desc');
    expect(url().get('sorting')).toBe('qnt_desc');
    await sortBy(m.reportsColQnt);
    await expect.element(title(m.reportsColQnt)).toHaveAttribute('aria-sort', 'ascending');
    await sortBy(m.reportsColSum);
    await expect.element(title(m.reportsColSum)).toHaveAttribute('aria-sort', 'ascending');
    await expect.element(title(m.reportsColQnt)).not.toHaveAttribute('aria-sort');
    await expect.poll(() => last().get('sorting')).toBe('sum_asc');
  });

  it('refuses a period whose start is not before its end with the spec message, and sends nothing', async () => {
    render(<PurchasedGoods />);
    await expect.element(table()).toBeVisible();
    const before = reports().length;
    await userEvent.fill(page.getByRole('textbox', { name: 'Дата начала' }), '10.03.2025');
    await userEvent.fill(page.getByRole('textbox', { name: 'Дата окончания' }), '10.03.2025');
    await userEvent.click(page.getByRole('button', { name: m.reportsApply }));
    await expect.element(page.getByText(m.dateRange).first()).toBeVisible();
    expect(reports().length).toBe(before);
    expect(url().get('startDate')).toBeNull();
  });

  it('keeps the filter in the page address: a link opens the same report, a new period starts at page 1, back returns', async () => {
    window.history.replaceState(null, '', `?report=sum&contract=${history.orders[0]!.contract}&startDate=${day(39)}&endDate=${day(0)}&page=2&perpage=5`);
    render(<PurchasedGoods perpage={5} />);
    await expect.element(table()).toBeVisible();
    const q = last();
    expect([q.get('report'), q.get('contract'), q.get('startDate'), q.get('page')]).toEqual(['sum', String(history.orders[0]!.contract), day(39), '2']);
    await expect.element(page.getByRole('button', { name: m.reportSum })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.fill(page.getByRole('textbox', { name: 'Дата начала' }), day(10));
    await userEvent.click(page.getByRole('button', { name: m.reportsApply }));
    await expect.poll(() => url().get('startDate')).toBe(day(10));
    expect(url().get('page')).toBeNull();
    // The address changes before the request goes out: wait for the request of the new period.
    await expect.poll(() => last().get('startDate')).toBe(day(10));
    expect(last().get('page')).toBe('1');
    window.history.back();
    await expect.poll(() => last().get('startDate')).toBe(day(39));
  });

  it('adds a row’s goods to the basket with the spec’s popup', async () => {
    render(<PurchasedGoods />);
    await expect.element(table()).toBeVisible();
    const goods = history.orders[0]!.preview[0]!;
    await userEvent.fill(page.getByRole('spinbutton', { name: fill(m.productQuantityLabel, { header: goods.header }) }), '3');
    await userEvent.click(page.getByRole('button', { name: fill(m.productAddLabel, { header: goods.header }) }));
    await expect.element(page.getByText(m.addedToBasket)).toBeVisible();
    expect(state.basket.map((b) => [b.id, b.qnt])).toEqual([[goods.id, 3]]);
  });

  it('a row of goods with nothing free in the warehouse offers its add disabled, with «Нет на складе» as the reason', async () => {
    const [gone, kept] = history.orders[0]!.preview;
    // The goods sold out since they were ordered: none left in the warehouse adds go to.
    const sold = state.products.find((p) => p.id === gone!.id)!;
    sold.stocks = sold.stocks.map((s) => (s.wms_id === state.warehouseIdDefault ? { ...s, quantity: 0 } : s));
    render(<PurchasedGoods />);
    await expect.element(table()).toBeVisible();
    const add = page.getByRole('button', { name: fill(m.productAddLabel, { header: gone!.header }) });
    await expect.element(add).toBeDisabled();
    await expect.element(add).toHaveAccessibleDescription(m.productNoStock);
    await expect.element(page.getByRole('spinbutton', { name: fill(m.productQuantityLabel, { header: gone!.header }) })).toBeDisabled();
    // Goods still in stock are offered as before, with their stock shown.
    const other = page.getByRole('button', { name: fill(m.productAddLabel, { header: kept!.header }) });
    await expect.element(other).toBeEnabled();
    const free = state.products.find((p) => p.id === kept!.id)!.stocks.find((s) => s.wms_id === state.warehouseIdDefault)!.quantity;
    await expect.element(table().getByRole('row').filter({ hasText: kept!.articul }).getByText(fill(m.productStock, { n: free }))).toBeVisible();
  });

  it('links the report in force as .xlsx: the same report, period and sort, every row', async () => {
    window.history.replaceState(null, '', '?report=often&sorting=qnt_desc');
    render(<PurchasedGoods />);
    await expect.element(table()).toBeVisible();
    const link = page.getByRole('link', { name: m.reportsExport });
    const href = new URL(link.element().getAttribute('href')!, window.location.href);
    expect(href.pathname).toBe('/api/purchasedGoodsXlsx/');
    expect(Object.fromEntries(href.searchParams)).toEqual({ report: 'often', startDate: day(PURCHASED_DEFAULT_DAYS), endDate: day(0), sorting: 'qnt_desc' });
    const res = await fetch(href);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="report_often_${day(PURCHASED_DEFAULT_DAYS)}-${day(0)}.xlsx"`);
  });

  it('a refused read (4xx) says why with no «Повторить»; a failed one (5xx) offers it and reads again', async () => {
    await checkReadFailures((f) => (history.failNext.list = f), <PurchasedGoods />, table);
  });

});
