// axe (WCAG 2.0-2.2 A/AA and best practices, src/testing/a11y.ts) over every
// portal page, for a visitor and for the demo user with a few basket lines,
// and with the main dialogs open: login, registration, callback.
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultMessages as m } from '../../src/core/messages';
import { accountMessages as am } from '../../src/core/messages/account';
import { AXE_RUN_ONLY } from '../../src/testing/a11y';
import { fileBrowser } from './browser';
import { api, PORTAL_PAGES, portalUrl, widgetsDefined } from './portal-session';


const browser = fileBrowser();
let visitor: BrowserContext;
let demo: BrowserContext;

beforeAll(async () => {
  // bypassCSP: the test injects axe-core; the widgets themselves run under the portal's CSP elsewhere.
  visitor = await browser.newContext({ baseURL: portalUrl(), locale: 'ru-RU', bypassCSP: true });
  demo = await browser.newContext({ baseURL: portalUrl(), locale: 'ru-RU', bypassCSP: true });
  const res = await demo.request.post('/api/getUserDemo/', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(res.ok()).toBe(true);
  // A clean contract and a few lines, so the basket shows its table.
  const init = await api<{ contracts: { id: number; stopOrders: boolean; debtAlert: string | null }[] }>(demo, 'initdata');
  const contract = init.contracts.find((c) => !c.stopOrders && !c.debtAlert)!.id;
  await api(demo, 'setContract', { id: contract });
  await api(demo, 'clearBasket');
  const found = await api<{ products: { id: number; stocks: { wms_id: number; quantity: number }[] }[] }>(demo, 'filter', { available: 1, perpage: 20, contract });
  for (const p of found.products.slice(0, 10)) {
    const stock = p.stocks.find((s) => s.quantity > 2);
    if (stock) await api(demo, 'processBasket', { id: p.id, qnt: 1, wms: stock.wms_id, type: 'products', contract }).catch(() => null);
  }
});


async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await widgetsDefined(page);
  await page.waitForLoadState('networkidle');
  await settled(page);
  return page;
}

/**
 * Widgets render their replies after the network settles: nothing shown
 * busy or spinning any more (Playwright's CSS reaches into open shadow roots;
 * the collapsed chat's hidden panel stays busy until opened), then two frames
 * for what that last reply drew.
 */
async function settled(page: Page): Promise<void> {
  await page.locator('[aria-busy="true"]:visible, [part="spinner"]:visible').first().waitFor({ state: 'detached', timeout: 20_000 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Violations on the whole page, open shadow roots included, as "rule: targets" lines. */
async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  return page.evaluate(async (runOnly) => {
    type Result = { violations: { id: string; nodes: { target: unknown; failureSummary?: string }[] }[] };
    const axeApi = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<Result> } }).axe;
    const result = await axeApi.run(document, { runOnly, resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)).join(' ')}`);
  }, AXE_RUN_ONLY);
}

describe('axe on the portal pages', () => {
  for (const who of ['visitor', 'demo'] as const) {
    it.concurrent.for(PORTAL_PAGES)(`%s for the ${who}`, async (path, { expect }) => {
      const page = await open(who === 'visitor' ? visitor : demo, path);
      expect(await axe(page)).toEqual([]);
      await page.close();
    });
  }
});

describe('axe with the main dialogs open', () => {
  const dialogs = [
    { who: 'visitor', link: 'Войти', title: m.loginTitle },
    { who: 'visitor', link: 'Регистрация', title: m.registrationTitle },
    { who: 'visitor', link: 'Заказать звонок', title: m.callbackTitle },
    { who: 'demo', link: 'Заказать звонок', title: m.callbackTitle },
  ] as const;
  it.each(dialogs)('$title for the $who', async ({ who, link, title }) => {
    const page = await open(who === 'visitor' ? visitor : demo, '/');
    await page.locator('header').getByRole('link', { name: link }).first().click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    // The dialog's body (its form) has rendered, not only the frame.
    await dialog.getByRole('button').last().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await axe(page)).toEqual([]);
    await page.close();
  });
});

describe("axe on the owner's /account/ (issue 21)", () => {
  it('both tables, the manager form, price politics and the counterparty form', async () => {
    const owner = await browser.newContext({ baseURL: portalUrl(), locale: 'ru-RU', bypassCSP: true });
    await api(owner, 'login', { login: 'owner', password: 'owner' });
    const page = await open(owner, '/account/#managers');
    const managers = page.locator('b2b-managers');
    await managers.getByRole('table', { name: am.managersCaption }).waitFor();
    expect(await axe(page)).toEqual([]);
    await managers.getByRole('button', { name: am.managersAdd }).click();
    await managers.getByRole('dialog').getByRole('checkbox').first().waitFor();
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await managers.getByRole('button', { name: new RegExp(`^${am.managersPrices}`) }).first().click();
    await managers.getByRole('dialog').getByRole('textbox', { name: am.pricePoliticsPercent }).first().waitFor();
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.goto('/account/#counterparties');
    await widgetsDefined(page);
    const counterparties = page.locator('b2b-counterparties');
    await counterparties.getByRole('table', { name: am.counterpartiesCaption }).waitFor();
    await counterparties.getByRole('button', { name: am.counterpartiesAdd }).click();
    await counterparties.getByRole('dialog').getByRole('button', { name: m.save }).click();
    await counterparties.getByRole('dialog').getByText(m.required).first().waitFor();
    expect(await axe(page)).toEqual([]);
    await owner.close();
  });
});
