// On the reference portal: the owner adds a sub-manager with only
// ОП-201 and a price policy on /account/; the sub-manager logs in with the
// e-mailed password and sees only ОП-201 in the catalogue and the basket, at the
// policy's prices; the owner disables them and their next request is refused, and
// the next page they open says why they were signed out.
// A taken login and a save without contracts show their messages on the way.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../src/core/format';
import { defaultMessages } from '../../src/core/messages';
import { accountMessages } from '../../src/core/messages/account';

const m = { ...defaultMessages, ...accountMessages };
import { fileBrowser, watchErrors } from './browser';
import { api, portalUrl, widgetsDefined } from './portal-session';
import { fill } from '../../src/core/messages/fill';
import { accountMsg } from '../../examples/portal/server/messages';

const OP201 = 'Договор № ОП-201 от 12.02.2023';

const browser = fileBrowser();

async function loggedIn(login: string, password: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: portalUrl(), locale: 'ru-RU' });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await api(page, 'login', { login, password });
  return { context, page, errors };
}

interface Product {
  id: number;
  price: number;
  variants: unknown[];
  stocks: { wms_id: number; quantity: number }[];
}

describe('/account/ managers', () => {
  it('a sub-manager with only ОП-201 and a 10 % discount: sees only that contract at those prices; disabled, is refused', async () => {
    const owner = await loggedIn('owner', 'owner');
    const login = `e2e${Date.now()}`;
    const name = `Снабженцев ${login}`;
    await owner.page.goto('/account/#managers');
    await widgetsDefined(owner.page);
    const managers = owner.page.locator('b2b-managers');
    await expect.poll(() => managers.isVisible()).toBe(true);
    await expect.poll(() => owner.page.locator('b2b-counterparties').isVisible()).toBe(false);

    // The form: no contract, then a taken login, then saved with ОП-201 only.
    await managers.getByRole('button', { name: m.managersAdd }).click();
    const form = managers.getByRole('dialog', { name: m.managersAdd });
    await form.getByRole('textbox', { name: m.managersLogin }).fill('manager2');
    await form.getByRole('textbox', { name: m.managersEmail }).fill(`${login}@b2b.example`);
    await form.getByRole('textbox', { name: m.managersName }).fill(name);
    await form.getByRole('checkbox', { name: OP201 }).waitFor();
    await form.getByRole('button', { name: m.save }).click();
    await expect.poll(() => form.getByText(m.chooseContract).count()).toBe(1);
    await form.getByRole('checkbox', { name: OP201 }).check();
    await form.getByRole('button', { name: m.save }).click();
    await expect.poll(() => form.getByText(m.loginTaken).count()).toBe(1);
    await form.getByRole('textbox', { name: m.managersLogin }).fill(login);
    await form.getByRole('button', { name: m.save }).click();
    await expect.poll(() => managers.getByRole('status').filter({ hasText: m.dataSaved }).count()).toBe(1);
    const row = managers.getByRole('row').filter({ has: owner.page.getByRole('rowheader', { name }) });
    await expect.poll(() => row.getByRole('cell', { name: OP201, exact: true }).count()).toBe(1);

    // Price politics: a 10 % discount on ОП-201.
    await row.getByRole('button', { name: fill(m.accountActionLabel, { action: m.managersPrices, name }) }).click();
    const politics = managers.getByRole('dialog', { name: fill(m.pricePoliticsTitle, { name }) });
    await politics.getByRole('textbox', { name: m.pricePoliticsPercent }).fill('10');
    await politics.getByRole('button', { name: m.save }).click();
    await expect.poll(() => politics.getByText(m.dataSaved).count()).toBe(1);
    await politics.getByText(m.close, { exact: true }).click();

    // The password letter (the portal's outbox; the admin may read it).
    const admin = await loggedIn('admin', 'admin');
    const { letters } = await api<{ letters: { to_email: string; body: string }[] }>(admin.page, 'mailOutbox');
    const password = /Пароль: (\S+)\./.exec(letters.find((l) => l.to_email === `${login}@b2b.example`)!.body)![1]!;

    // The sub-manager: ОП-201 only, at the contract's price less 10 %.
    const sub = await loggedIn(login, password);
    const init = await api<{ contracts: { header: string }[] }>(sub.page, 'initdata');
    expect(init.contracts.map((c) => c.header)).toEqual([OP201]);
    const query = { contract: 201, available: 1, warehouse: 1, perpage: 20, page: 2 };
    const mine = (await api<{ products: Product[] }>(sub.page, 'filter', query)).products;
    const owners = (await api<{ products: Product[] }>(owner.page, 'filter', query)).products;
    const p = mine.find((x) => !x.variants.length && (x.stocks.find((s) => s.wms_id === 1)?.quantity ?? 0) > 5)!;
    const ownerPrice = owners.find((x) => x.id === p.id)!.price;
    expect(Math.abs(p.price - ownerPrice * 0.9)).toBeLessThanOrEqual(0.011);
    expect(p.price).toBeLessThan(ownerPrice);

    // What the catalogue itself asked for and showed: its first product at the policy's price.
    const shown = sub.page.waitForResponse((r) => /\/api\/filter\/?(\?|$)/.test(r.url()) && r.request().method() === 'POST');
    await sub.page.goto('/catalog/');
    await widgetsDefined(sub.page);
    const first = ((await (await shown).json()) as { products: Product[] }).products[0]!;
    const ownerFirst = (await api<{ product?: Product } & Partial<Product>>(owner.page, 'product', { id: first.id, contract: 201 }));
    const ownerFirstPrice = ownerFirst.product?.price ?? ownerFirst.price!;
    expect(Math.abs(first.price - ownerFirstPrice * 0.9)).toBeLessThanOrEqual(0.011);
    const catalog = sub.page.locator('b2b-catalog-filter');
    // Open shadow roots: the locators pierce them (textContent of the host would not).
    const contractsIn = async (el: typeof catalog) => (await el.locator('option').allTextContents()).filter((t) => t.includes('Договор'));
    await expect.poll(() => contractsIn(catalog)).toEqual([OP201]);
    await expect.poll(() => catalog.getByText(formatPrice(first.price)).count()).toBeGreaterThan(0);

    await api(sub.page, 'clearBasket');
    await api(sub.page, 'processBasket', { id: p.id, qnt: 1, wms: 1, contract: 201 });
    await sub.page.goto('/cart/');
    await widgetsDefined(sub.page);
    const basket = sub.page.locator('b2b-basket');
    await expect.poll(() => basket.getByText(formatPrice(p.price)).count()).toBeGreaterThan(0);
    expect((await contractsIn(basket)).filter((t) => /ОП-20[23]/.test(t))).toEqual([]);

    // The owner switches them off: their next request is refused and says why.
    await row.getByRole('switch').click();
    await expect.poll(() => row.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    const refused = await sub.page.request.get(`${portalUrl()}/api/getBasketData/`);
    expect(refused.status()).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toMatch(/отключена/);
    const again = await sub.page.request.post(`${portalUrl()}/api/login/`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { login, password },
    });
    expect(again.status()).toBe(403);
    // The next page they open is a visitor's, and says why: the owner disabled the account.
    await sub.page.goto('/');
    const notice = sub.page.getByRole('alert').filter({ hasText: accountMsg.signedOutDisabled });
    await expect.poll(() => notice.count()).toBe(1);
    await expect.poll(() => sub.page.getByRole('link', { name: 'Войти' }).first().isVisible()).toBe(true);
    // Said once: a reload is a plain visitor's page.
    await sub.page.reload();
    await expect.poll(() => sub.page.getByText(accountMsg.signedOutDisabled).count()).toBe(0);

    // The refusals above (400 no contract, 409 the taken login, 401/403 once disabled) are the
    // browser's "failed to load" lines; nothing else may be.
    expect([...owner.errors, ...sub.errors].filter((e) => !/status of (400|401|403|409)/.test(e))).toEqual([]);
    await Promise.all([owner.context.close(), admin.context.close(), sub.context.close()]);
  });

  it('the tab survives a reload; a sub-manager gets no owner sections', async () => {
    const owner = await loggedIn('owner', 'owner');
    await owner.page.goto('/account/#managers');
    await owner.page.reload();
    await widgetsDefined(owner.page);
    await expect.poll(() => owner.page.locator('b2b-managers').isVisible()).toBe(true);
    await expect.poll(() => owner.page.getByRole('link', { name: 'Менеджеры' }).getAttribute('aria-current')).toBe('true');
    await owner.page.getByRole('link', { name: 'Контрагенты' }).click();
    await expect.poll(() => owner.page.locator('b2b-counterparties').isVisible()).toBe(true);
    const sub = await loggedIn('manager2', 'manager2');
    await sub.page.goto('/account/');
    expect(await sub.page.locator('b2b-managers, b2b-counterparties').count()).toBe(0);
    await Promise.all([owner.context.close(), sub.context.close()]);
  });
});
