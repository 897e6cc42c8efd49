// On the reference portal's /account/ page: an address added in
// <b2b-addresses> is offered by the basket's delivery form, <b2b-consignees>
// refuses a scan that is not an image, and a <b2b-notification-settings>
// switch keeps its state over a reload.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { defaultMessages as m } from '../../src/core/messages';
import { uiMessages } from '../../src/ui/ui-messages';
import { fileBrowser, watchErrors } from './browser';
import { fill } from '../../src/core/messages/fill';

const portal = inject('portalUrl');
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

const browser = fileBrowser();

/** A fresh context as `login` (the owner: addresses and consignees of his own customer). */
async function loggedIn(login = 'owner'): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale: 'ru-RU' });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const res = await page.request.post(`${portal}/api/login/`, { data: { login, password: login }, headers: XHR });
  expect(res.status()).toBe(200);
  return { page, errors };
}

async function post<T>(page: Page, method: string, body: unknown = {}): Promise<T> {
  const res = await page.request.post(`${portal}/api/${method}/`, { data: body, headers: XHR });
  expect(res.status(), method).toBe(200);
  return (await res.json()) as T;
}

/** The delivery form shows with a basket to deliver: one line of goods in plenty on a clean contract. */
async function oneLineInBasket(page: Page) {
  const { contracts } = await post<{ contracts: { id: number; stopOrders: boolean }[] }>(page, 'initdata');
  const contract = contracts.find((c) => !c.stopOrders)!;
  await post(page, 'setContract', { id: contract.id, wms: 1 });
  const { products } = await post<{ products: { id: number; variants: unknown[]; stocks: { wms_id: number; quantity: number }[] }[] }>(page, 'filter', {
    available: 1,
    warehouse: 1,
    perpage: 50,
  });
  const product = products.find((p) => !p.variants.length && (p.stocks.find((st) => st.wms_id === 1)?.quantity ?? 0) >= 10)!;
  await post(page, 'processBasket', { id: product.id, qnt: 1, wms: 1, contract: contract.id });
}

describe('/account/', () => {
  it('carries the three tags', async () => {
    const { page } = await loggedIn();
    await page.goto(`${portal}/account/`);
    for (const tag of ['b2b-addresses', 'b2b-consignees', 'b2b-notification-settings']) await expect.poll(() => page.locator(tag).count(), { message: tag }).toBe(1);
    await page.context().close();
  });

  it("an address added on /account/ (from the region's suggestions) is offered in the basket's delivery form", async () => {
    const { page, errors } = await loggedIn();
    // Its tab (the panels switch by the address's hash).
    await page.goto(`${portal}/account/#addresses`);
    const widget = page.locator('b2b-addresses');
    await widget.getByRole('button', { name: m.placesAdd, exact: true }).click();
    const dialog = widget.getByRole('dialog');
    const box = dialog.getByRole('combobox', { name: m.addressFullAddress });
    await box.pressSequentially('баумана', { delay: 30 });
    // The owner's region is Tatarstan: Kazan's street, not Moscow's.
    await dialog.getByRole('option', { name: /Казань, ул\. Баумана, д\. 44/ }).click();
    await expect.poll(() => dialog.getByRole('textbox', { name: m.addressPostindex }).inputValue()).toBe('420111');
    await dialog.getByRole('button', { name: m.save }).click();
    await expect.poll(() => widget.getByRole('rowheader', { name: 'г. Казань, ул. Баумана, д. 44' }).count()).toBe(1);

    await oneLineInBasket(page);
    await page.goto(`${portal}/cart/`);
    const basket = page.locator('b2b-basket');
    await basket.getByRole('combobox', { name: m.basketDeliveryMethod }).selectOption({ label: 'Доставка по адресу' });
    const saved = basket.getByRole('combobox', { name: m.basketSavedAddress });
    await expect.poll(() => saved.locator('option').allTextContents()).toContain('г. Казань, ул. Баумана, д. 44');
    await saved.selectOption({ label: 'г. Казань, ул. Баумана, д. 44' });
    await expect.poll(() => basket.getByRole('textbox', { name: m.basketDeliveryTypeAddress }).inputValue()).toBe('г. Казань, ул. Баумана, д. 44');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a consignee with a scan that is not an image is refused, in the form and by the portal', async () => {
    const { page } = await loggedIn();
    // Its tab (the panels switch by the address's hash).
    await page.goto(`${portal}/account/#consignees`);
    const widget = page.locator('b2b-consignees');
    await widget.getByRole('button', { name: m.placesAdd, exact: true }).click();
    const dialog = widget.getByRole('dialog');
    await dialog.getByRole('textbox', { name: m.consigneeSurname }).fill('Хабибуллин');
    await dialog.getByRole('textbox', { name: m.consigneeName }).fill('Марат');
    await dialog.getByLabel(m.consigneeScan).setInputFiles({ name: 'doverennost.txt', mimeType: 'text/plain', buffer: Buffer.from('не картинка') });
    await expect.poll(() => dialog.getByText(fill(uiMessages.fileType, { name: 'doverennost.txt', types: uiMessages.fileImage })).count()).toBe(1);
    // The portal refuses it too, whatever the browser says the type is.
    const res = await page.request.post(`${portal}/api/consigneeUpload/`, {
      headers: XHR,
      multipart: { consignee: '3', file: { name: 'scan.png', mimeType: 'image/png', buffer: Buffer.from('не картинка') } },
    });
    expect(res.status()).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/изображением/);
    await page.context().close();
  });

  it('a notification switch keeps its new state after a reload', async () => {
    const { page, errors } = await loggedIn('demo');
    // Its tab (the panels switch by the address's hash).
    await page.goto(`${portal}/account/#notifications`);
    const widget = page.locator('b2b-notification-settings');
    const toggle = widget.getByRole('switch', { name: 'Счёт на оплату выставлен' });
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await toggle.click();
    await expect.poll(() => widget.getByRole('status').filter({ hasText: m.settingsUpdated }).count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.locator('b2b-notification-settings').getByRole('switch', { name: 'Счёт на оплату выставлен' }).isChecked()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
