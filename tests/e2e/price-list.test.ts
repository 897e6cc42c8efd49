// On the reference portal: the price-list round trip. Download the price
// list of a clean contract with <b2b-price-list>, check the real .xlsx (exceljs in
// node), fill in 5 quantities, upload it with <b2b-price-upload>, confirm, and find
// the lines in /cart; pasted lines with an unknown and a Latin-lookalike code; a
// text file renamed .xlsx refused. axe finds nothing in either dialog.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { priceFileMsg } from '../../examples/portal/server/messages';
import { priceListFileName } from '../../src/core/format';
import { defaultMessages as m } from '../../src/core/messages';
import { axe } from './page-checks';
import { fileBrowser, watchErrors } from './browser';
import { api } from './portal-session';
import { fill } from '../../src/core/messages/fill';

const portal = inject('portalUrl');

interface Contract {
  id: number;
  header: string;
  stopOrders: boolean;
  debtAlert: string | null;
}

const browser = fileBrowser();

/** The demo user on a clean contract with an empty basket, on the home page. */
async function demoPage(): Promise<{ context: BrowserContext; page: Page; errors: string[]; clean: Contract; wms: { id: number; header: string } }> {
  const context = await browser.newContext({ locale: 'ru-RU', acceptDownloads: true });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await api(page, 'getUserDemo', {});
  const init = await api<{ contracts: Contract[]; selectedContract: number; warehouses: { id: number; header: string }[] }>(page, 'initdata');
  const clean = init.contracts.find((c) => !c.stopOrders && !c.debtAlert)!;
  // Another contract is chosen, so the test also shows the form's contract choice at work.
  const other = init.contracts.find((c) => c.id !== clean.id)!;
  const choice = await api<{ actualWms: number }>(page, 'setContract', { id: other.id });
  await api(page, 'clearBasket');
  await page.goto(`${portal}/`);
  return { context, page, errors, clean, wms: init.warehouses.find((w) => w.id === choice.actualWms)! };
}

describe('price list round trip', () => {
  it('downloads the clean contract price list, fills 5 quantities, uploads it, confirms, and /cart has them', async () => {
    const { context, page, errors, clean, wms } = await demoPage();
    await page.getByRole('link', { name: m.priceListTitle }).click();
    const listDialog = page.locator('b2b-price-list').getByRole('dialog', { name: m.priceListTitle });
    await listDialog.getByRole('checkbox', { name: m.priceListAll }).waitFor();
    expect(await axe(page, ['b2b-price-list'])).toEqual([]);
    await listDialog.getByRole('combobox', { name: m.priceListContract }).selectOption(String(clean.id));
    const [download] = await Promise.all([page.waitForEvent('download'), listDialog.getByRole('button', { name: m.priceListSubmit }).click()]);
    const file = priceListFileName(); // the portal's date (Moscow), whatever the test machine's zone
    expect(download.suggestedFilename()).toBe(file);
    await listDialog.getByRole('link', { name: file }).waitFor();

    const wb = new ExcelJS.Workbook();
    // The browser is shared over a connection (tests/e2e/global-setup.ts): its download is copied here, not read in place.
    const dir = await mkdtemp(join(tmpdir(), 'b2b-price-'));
    await download.saveAs(join(dir, file));
    await wb.xlsx.load((await readFile(join(dir, file))).buffer as ArrayBuffer);
    await rm(dir, { recursive: true, force: true });
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Прайс-лист']);
    const ws = wb.worksheets[0]!;
    const head = (ws.getRow(1).values as unknown[]).slice(1).map(String);
    expect(head.slice(0, 5)).toEqual([priceFileMsg.priceFileArticul, priceFileMsg.priceFileHeader, priceFileMsg.priceFileBrand, priceFileMsg.priceFilePrice, priceFileMsg.priceFileRrc]);
    expect(head.at(-1)).toBe(priceFileMsg.priceFileQuantity);
    const rowOf = new Map<string, ExcelJS.Row>();
    ws.eachRow((row) => rowOf.set(String(row.getCell(1).value), row));

    // Contract prices of 3 products as `filter` shows them for the clean contract.
    const page1 = await api<{ products: { articul: string; price: number; price_rrc: number; variants: unknown[] }[] }>(page, 'filter', {
      contract: clean.id,
      perpage: 20,
      sorting: 'price_desc',
    });
    const plain = page1.products.filter((p) => p.variants.length === 0).slice(0, 3);
    expect(plain).toHaveLength(3);
    for (const p of plain) {
      expect([rowOf.get(p.articul)?.getCell(4).value, rowOf.get(p.articul)?.getCell(5).value], p.articul).toEqual([p.price, p.price_rrc]);
    }

    // 5 rows with stock in the buyer's warehouse get quantities 1..5.
    const stockCol = head.indexOf(wms.header) + 1;
    const qntCol = head.length;
    const chosen: { articul: string; qnt: number }[] = [];
    ws.eachRow((row, n) => {
      if (n > 1 && chosen.length < 5 && typeof row.getCell(4).value === 'number' && Number(row.getCell(stockCol).value) >= 5) {
        const qnt = chosen.length + 1;
        row.getCell(qntCol).value = qnt;
        chosen.push({ articul: String(row.getCell(1).value), qnt });
      }
    });
    const filled = Buffer.from(await wb.xlsx.writeBuffer());

    // The upload reads the whole list against the contract chosen in the session: the clean one.
    await api(page, 'setContract', { id: clean.id });
    await page.reload();
    await page.getByRole('link', { name: m.priceUploadTitle }).click();
    const upload = page.locator('b2b-price-upload').getByRole('dialog');
    await upload.getByLabel(m.priceUploadFile).setInputFiles({ name: 'заказ.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: filled });
    expect(await axe(page, ['b2b-price-upload'])).toEqual([]);
    await upload.getByRole('button', { name: m.priceUploadSubmit }).click();
    await upload.getByText(fill(m.priceUploadSummary, { total: 5, ready: 5, problems: 0 })).waitFor();
    expect(await upload.getByText(m.priceLineFound, { exact: true }).count()).toBe(5);
    expect(await axe(page, ['b2b-price-upload'])).toEqual([]);
    await Promise.all([page.waitForURL(/\/cart\/?$/), upload.getByRole('button', { name: fill(m.priceUploadConfirm, { n: 5 }) }).click()]);

    const basket = page.locator('b2b-basket');
    for (const c of chosen) await basket.getByText(c.articul, { exact: true }).waitFor();
    const data = await api<{ items: { articul: string; qnt: number }[] }>(page, 'getBasketData');
    expect(data.items.map((i) => [i.articul, i.qnt]).sort()).toEqual(chosen.map((c) => [c.articul, c.qnt]).sort());
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pasted lines: a Latin-lookalike code is found, an unknown one is said so', async () => {
    const { context, page, errors } = await demoPage();
    const products = await api<{ products: { articul: string; variants: unknown[]; stocks: { quantity: number }[] }[] }>(page, 'filter', { available: 1, perpage: 20 });
    const [a, b] = products.products.filter((p) => p.variants.length === 0 && p.stocks.some((s) => s.quantity >= 1));
    const latin = b!.articul.replace(/К/g, 'K').replace(/Р/g, 'P').replace(/С/g, 'C').replace(/Е/g, 'E').replace(/Т/g, 'T').replace(/Н/g, 'H').replace(/А/g, 'A');
    expect(latin).not.toBe(b!.articul);
    await page.getByRole('link', { name: m.priceUploadTitle }).click();
    const upload = page.locator('b2b-price-upload').getByRole('dialog');
    await upload.getByRole('radio', { name: m.priceUploadModeText }).check();
    await upload.getByRole('textbox', { name: m.priceUploadText }).fill(`${a!.articul}\t1\n${latin} 1\nНЕТ-00000;2`);
    await upload.getByRole('button', { name: m.priceUploadSubmit }).click();
    await upload.getByText(fill(m.priceUploadSummary, { total: 3, ready: 2, problems: 1 })).waitFor();
    expect(await upload.getByText(m.priceLineFound, { exact: true }).count()).toBe(2);
    await upload.getByText(fill(m.priceLineUnknownText, { code: 'НЕТ-00000' })).waitFor();
    await upload.getByText(fill(m.priceLineMatchedAs, { articul: b!.articul })).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a text file renamed .xlsx is refused with a message, and the basket is untouched', async () => {
    const { context, page } = await demoPage();
    await page.getByRole('link', { name: m.priceUploadTitle }).click();
    const upload = page.locator('b2b-price-upload').getByRole('dialog');
    await upload.getByLabel(m.priceUploadFile).setInputFiles({ name: 'заказ.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from('КР-01001\t5\n') });
    await upload.getByRole('button', { name: m.priceUploadSubmit }).click();
    const refusal = fill(priceFileMsg.priceUploadNotSpreadsheet, { name: 'заказ.xlsx', type: 'XLSX' });
    await upload.getByRole('alert').getByText(fill(m.priceUploadFailed, { error: refusal })).waitFor();
    expect((await api<{ count: { products: number } }>(page, 'getBasketData')).count.products).toBe(0);
    await context.close();
  });
});
