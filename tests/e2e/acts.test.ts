// On the reference portal: <b2b-acts> on /acts/ for the demo user. A
// period whose start is not before its end is refused with no request; a good
// one is requested, becomes ready without a reload (the portal prepares it a
// second later, ACT_DELAY_MS in global-setup.ts; the list polls every 10 s),
// and its .xlsx downloads with the contract's name and the period in it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { format, subMonths } from 'date-fns';
import { describe, expect, inject, it } from 'vitest';
import { actMsg } from '../../examples/portal/server/messages';
import { defaultMessages as m } from '../../src/core/messages';
import { fileBrowser } from './browser';
import { demoOn } from './portal-session';
import { fill } from '../../src/core/messages/fill';
import { PORTAL_TIME_ZONE } from '../../src/core/constants';
import { wallClockIn } from '../../src/core/format';

const portal = inject('portalUrl');
const CONTRACT = 'Договор № ДП-103 от 01.07.2024';

const browser = fileBrowser();

describe('/acts/', () => {
  it('refuses a bad period with no request, then requests a good one, sees it ready without reloading and downloads it', async () => {
    const { context, page, errors } = await demoOn(browser);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/act/') || new URL(r.url()).pathname === '/api/act') asked.push(r.url());
    });
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto(`${portal}/acts/`);
    const acts = page.locator('b2b-acts');
    const form = acts.getByRole('form', { name: m.actsFormTitle });
    const start = form.getByRole('textbox', { name: 'Дата начала' });
    const end = form.getByRole('textbox', { name: 'Дата окончания' });
    // The last 12 months by default, to the portal's day (Moscow), not this machine's.
    const today = wallClockIn(PORTAL_TIME_ZONE);
    await expect.poll(() => start.inputValue()).toBe(format(subMonths(today, 12), 'dd.MM.yyyy'));
    expect(await end.inputValue()).toBe(format(today, 'dd.MM.yyyy'));

    await start.fill('10.05.2025');
    await end.fill('01.05.2025');
    await form.getByRole('button', { name: m.actsRequest }).click();
    await form.getByText(m.dateRange).waitFor();
    expect(asked).toEqual([]);

    await form.getByRole('combobox', { name: m.actsContract }).selectOption({ label: CONTRACT });
    const startdate = format(subMonths(today, 6), 'dd.MM.yyyy');
    const enddate = format(today, 'dd.MM.yyyy');
    await start.fill(startdate);
    await end.fill(enddate);
    await form.getByRole('button', { name: m.actsRequest }).click();
    await acts.getByText(m.actsRequested).waitFor();
    expect(asked).toHaveLength(1);

    const period = fill(m.actsPeriodText, { start: startdate, end: enddate });
    const row = acts.getByRole('table', { name: m.actsCaption }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: period, exact: true }) }).first();
    await row.getByText(m.actsStateRequested, { exact: true }).waitFor();
    // Ready within 30 s, on this page as it is.
    await row.getByText(m.actsStateReady, { exact: true }).waitFor({ timeout: 30_000 });
    expect(loads).toBe(1);

    const link = row.getByRole('link', { name: fill(m.actsDownloadLabel, { start: startdate, end: enddate }) });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toContain('ДП-103');
    expect(download.suggestedFilename()).toContain(`${startdate}-${enddate}`);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    // The browser is shared over a connection (global-setup.ts): its download is copied here, not read in place.
    const dir = await mkdtemp(join(tmpdir(), 'b2b-act-'));
    try {
      const file = join(dir, 'act.xlsx');
      await download.saveAs(file);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile(file);
      const ws = wb.worksheets[0]!;
      const title = [1, 2, 3, 4].map((n) => String(ws.getRow(n).getCell(1).value)).join('\n');
      expect(title).toContain(actMsg.title);
      expect(title).toContain(CONTRACT);
      expect(title).toContain(`${startdate} – ${enddate}`);
      const labels: unknown[] = [];
      ws.eachRow((r) => labels.push(r.getCell(2).value));
      expect(labels).toEqual(expect.arrayContaining([actMsg.opening, actMsg.turnover, actMsg.closing]));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
