// On the reference portal: <b2b-purchased-goods> on /reports/ for the demo user.
// Each report over the last 12 months agrees with the user's own order history as
// GET /api/order/ lists it (worked out here, not by the report), and the export downloads a real .xlsx.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { format, subMonths } from 'date-fns';
import { formatPrice } from '../../src/core/format';
import { defaultMessages as m } from '../../src/core/messages';
import { fileBrowser } from './browser';
import { api, demoOn } from './portal-session';
import { fill } from '../../src/core/messages/fill';

const portal = inject('portalUrl');
/** ДП-102: a contract the other e2e files place, cancel and repeat no orders on. */
const CONTRACT = 102;
const CANCELLED = 4;

const browser = fileBrowser();

interface Order {
  number: string;
  date: string;
  sum: number;
  state: number;
}

/** The contract's orders of the last 12 months ('year', newest first) as the order history lists them, cancelled ones left out. */
async function historyOf(page: Page): Promise<Order[]> {
  const out: Order[] = [];
  for (let p = 1; ; p++) {
    const r = await page.request.get(`${portal}/api/order/?dateselect=year&contract=${CONTRACT}&perpage=100&page=${p}`);
    const body = (await r.json()) as { orders: Order[]; pagination: { pages: number } };
    out.push(...body.orders);
    if (p >= body.pagination.pages) break;
  }
  return out.filter((o) => o.state !== CANCELLED);
}

describe('/reports/', () => {
  it('shows each of the four reports for the last 12 months in step with the order history; the export downloads an .xlsx', async () => {
    const { page, errors } = await demoOn(browser, '/reports/');
    const widget = page.locator('b2b-purchased-goods');
    await widget.getByRole('table').waitFor();
    const start = format(subMonths(new Date(), 12), 'dd.MM.yyyy');
    const end = format(new Date(), 'dd.MM.yyyy');
    await widget.getByRole('combobox', { name: m.reportsContract }).selectOption(String(CONTRACT));
    await widget.getByRole('textbox', { name: 'Дата начала' }).fill(start);
    await widget.getByRole('textbox', { name: 'Дата окончания' }).fill(end);
    await widget.getByRole('button', { name: m.reportsApply }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('startDate')).toBe(start);

    const orders = await historyOf(page);
    expect(orders.length).toBeGreaterThan(100);
    const total = Math.round(orders.reduce((s, o) => s + o.sum, 0) * 100) / 100;
    const newest = orders[0]!;

    for (const report of ['goods', 'often', 'last', 'sum'] as const) {
      const name = { goods: m.reportGoods, often: m.reportOften, last: m.reportLast, sum: m.reportSum }[report];
      await widget.getByRole('button', { name }).click();
      const table = widget.getByRole('table', { name: fill(m.reportsCaption, { report: name, start, end }) });
      await table.waitFor();
      expect(new URL(page.url()).searchParams.get('report') ?? 'goods').toBe(report);
      expect(await table.getByRole('row').count()).toBe(21);
      // The money of the period: every goods of every order that was not cancelled.
      await expect.poll(() => widget.getByRole('status').filter({ hasText: /Итого/ }).textContent()).toContain(`на сумму ${formatPrice(total)}`);
      if (report === 'last') {
        // The newest purchase leads: its date and the number of the newest order.
        await expect.poll(() => table.getByRole('row').nth(1).textContent()).toContain(fill(m.reportsLast, { date: newest.date, number: newest.number }));
      }
    }

    // The report in force (by sum) as .xlsx: every row of it and the same total.
    const link = widget.getByRole('link', { name: m.reportsExport });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const file = `report_sum_${start}-${end}.xlsx`;
    expect(download.suggestedFilename()).toBe(file);
    const dir = await mkdtemp(join(tmpdir(), 'b2b-report-'));
    await download.saveAs(join(dir, file));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await readFile(join(dir, file))).buffer as ArrayBuffer);
    await rm(dir, { recursive: true, force: true });
    const ws = wb.getWorksheet(m.reportSum)!;
    // Counts are grouped like every number: «Товаров: 1 318».
    const count = Number(/\d[\d\s]*/.exec((await widget.getByText(/^Товаров: \d/).textContent())!)![0].replace(/\s/g, ''));
    expect(ws.rowCount).toBe(count + 2);
    expect(ws.getRow(ws.rowCount).getCell(3).value).toBeCloseTo(total, 2);
    expect(errors).toEqual([]);
  });

  it('adds goods from a report row to the basket', async () => {
    // On a contract that may order: other files leave the shared demo user on
    // one that may not (stop orders), where every add is rightly disabled.
    const { context, page } = await demoOn(browser);
    const init = await api<{ contracts: { id: number; stopOrders: boolean; debtAlert: string | null }[] }>(context, 'initdata');
    await api(context, 'setContract', { id: init.contracts.find((c) => !c.stopOrders && !c.debtAlert)!.id });
    await page.goto('/reports/?report=often');
    const widget = page.locator('b2b-purchased-goods');
    const table = widget.getByRole('table');
    await table.waitFor();
    // A row whose goods can be added now: other files leave the shared demo user on
    // another warehouse, where a report's first goods may have no stock (its button
    // is disabled with the reason, as it should be).
    const add = table.getByRole('button', { name: /^В корзину: / }).and(page.locator(':enabled')).first();
    const header = (await add.getAttribute('aria-label'))!.replace(/^В корзину: /, '');
    const qntOf = async () => {
      const basket = (await (await page.request.get(`${portal}/api/getBasketData/`)).json()) as { items: { header: string; qnt: number }[] };
      return basket.items.filter((i) => i.header === header).reduce((s, i) => s + i.qnt, 0);
    };
    const before = await qntOf();
    await add.click();
    await widget.getByText(m.addedToBasket).waitFor();
    await expect.poll(qntOf).toBe(before + 1);
  });
});
