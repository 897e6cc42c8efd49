// On the reference portal: a basket saved as a draft on /cart/ is
// found on /drafts/ (<b2b-drafts>), repeated into the basket and removed.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { defaultMessages as m } from '../../src/core/messages';
import { fileBrowser, watchErrors } from './browser';
import { fill } from '../../src/core/messages/fill';

const portal = inject('portalUrl');
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

interface Product {
  id: number;
  variants: unknown[];
  stocks: { wms_id: number; quantity: number }[];
}

const browser = fileBrowser();

async function api<T>(page: Page, method: string, body: unknown = {}): Promise<T> {
  const res = await page.request.post(`${portal}/api/${method}/`, { data: body, headers: XHR });
  expect(res.status(), method).toBe(200);
  return (await res.json()) as T;
}

/** The demo user on a clean contract with `n` lines of goods in plenty in the basket, on /cart/. */
async function demoWithBasket(n: number): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale: 'ru-RU' });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await api(page, 'getUserDemo');
  const { contracts } = await api<{ contracts: { id: number; stopOrders: boolean; debtAlert: string }[] }>(page, 'initdata');
  const clean = contracts.find((c) => !c.stopOrders && !c.debtAlert)!;
  await api(page, 'setContract', { id: clean.id, wms: 1 });
  await api(page, 'clearBasket');
  const { products } = await api<{ products: Product[] }>(page, 'filter', { available: 1, warehouse: 1, perpage: 50, page: 3 });
  const goods = products.filter((p) => !p.variants.length && (p.stocks.find((s) => s.wms_id === 1)?.quantity ?? 0) >= 50).slice(0, n);
  expect(goods).toHaveLength(n);
  for (const p of goods) await api(page, 'processBasket', { id: p.id, qnt: 2, wms: 1, contract: clean.id });
  await page.goto(`${portal}/cart/`);
  return { page, errors };
}

const counterText = (page: Page) => page.locator('b2b-basket-counter').getByRole('link').textContent();

describe('/drafts/', () => {
  it('a basket saved as a draft on /cart/ is on /drafts/; it repeats into the basket and is removed', async () => {
    const { page, errors } = await demoWithBasket(3);
    const name = `Черновик e2e ${Date.now()}`;
    const basket = page.locator('b2b-basket');
    await basket.getByRole('button', { name: m.basketDraftSave }).click();
    const dialog = basket.getByRole('dialog', { name: m.basketDraftTitle });
    await dialog.getByRole('textbox', { name: m.basketDraftName }).fill(name);
    await dialog.getByRole('button', { name: m.basketDraftSubmit }).click();
    await expect.poll(() => basket.getByText(fill(m.basketDraftSaved, { name })).count()).toBe(1);

    // An empty basket, then the menu's link to the drafts.
    await api(page, 'clearBasket');
    await page.getByRole('link', { name: 'Черновики', exact: true }).click();
    await page.waitForURL(/\/drafts\/$/);
    const drafts = page.locator('b2b-drafts');
    const row = drafts.getByRole('table', { name: m.draftsCaption }).getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.getByRole('cell', { name: '3', exact: true }).count()).toBe(1);

    await row.getByRole('button', { name: fill(m.draftsRepeatLabel, { name }) }).click();
    await drafts.getByRole('dialog', { name: new RegExp(m.previewTitle) }).getByRole('button', { name: m.previewAdd }).click();
    const done = drafts.getByRole('dialog', { name: m.repeatDone });
    await expect.poll(() => done.getByText(fill(m.repeatDoneCount, { n: 3 })).count()).toBe(1);
    await expect.poll(() => counterText(page)).toMatch(/3/);
    await done.getByText(m.close, { exact: true }).click();

    await row.getByRole('button', { name: fill(m.draftsRemoveLabel, { name }) }).click();
    await drafts.getByRole('alertdialog', { name: m.confirmTitle }).getByRole('button', { name: m.yes }).click();
    await expect.poll(() => row.count()).toBe(0);
    await page.reload();
    await expect.poll(() => drafts.getByRole('table', { name: m.draftsCaption }).count()).toBe(1);
    expect(await row.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('cannot read or remove another user’s draft', async () => {
    const context = await browser.newContext({ locale: 'ru-RU' });
    const page = await context.newPage();
    await api(page, 'getUserDemo');
    const mine = await api<{ drafts: { id: number }[] }>(page, 'drafts', { page: 1, perpage: 100 });
    const ids = new Set(mine.drafts.map((d) => d.id));
    // Seeded drafts of other users have small ids; find one that is not the demo user's.
    const other = [1, 2, 3, 4, 5, 6, 7, 8].find((id) => !ids.has(id))!;
    expect((await page.request.get(`${portal}/api/drafts/${other}/`)).status()).toBe(404);
    const res = await page.request.post(`${portal}/api/drafts/`, { data: { id: other, action: 'remove' }, headers: XHR });
    expect(res.status()).toBe(404);
  });
});
