// axe (WCAG 2.0-2.2 A/AA and best practices, src/testing/a11y.ts) with the
// main dialogs open (login, registration, callback) and on the owner's
// /account/ with its forms open. Every page as it loads is in page-sweep.test.ts.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMessages as m } from '../../src/core/messages';
import { accountMessages as am } from '../../src/core/messages/account';
import { fileBrowser } from './browser';
import { axe, settled } from './page-checks';
import { api, demoContext, portalUrl, widgetsDefined } from './portal-session';

const browser = fileBrowser();
let visitor: BrowserContext;
let demo: BrowserContext;

beforeAll(async () => {
  visitor = await browser.newContext({ baseURL: portalUrl(), locale: 'ru-RU' });
  demo = await demoContext(browser);
});
afterAll(async () => {
  await visitor?.close();
  await demo?.close();
});

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await widgetsDefined(page);
  await page.waitForLoadState('networkidle');
  await settled(page);
  return page;
}

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

describe("axe on the owner's /account/", () => {
  it('both tables, the manager form, price politics and the counterparty form', async () => {
    const owner = await browser.newContext({ baseURL: portalUrl(), locale: 'ru-RU' });
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
