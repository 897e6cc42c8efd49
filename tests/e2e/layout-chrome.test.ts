// On the reference portal: the cabinet menu <b2b-sidebar> (current
// page, narrow layout across a reload, the catalogId cookie opening the
// section in /catalog/), the demo intro once after a demo login from the
// site, and the stop-orders notice on every page.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_ID_COOKIE, SIDEBAR_LAYOUT_COOKIE } from '../../src/core/constants';
import { defaultMessages as m } from '../../src/core/messages';
import { fileBrowser, watchErrors } from './browser';
import { api, demoContext, PORTAL_PAGES, portalUrl, widgetsDefined } from './portal-session';

const browser = fileBrowser();

/** The machine is shared and busy: loads may take seconds. */
const long = { timeout: 15_000 };
const menu = (page: Page) => page.locator('b2b-sidebar').getByRole('navigation', { name: 'Меню кабинета' });
const layoutSwitch = (page: Page, name: string) => page.locator('b2b-sidebar').getByRole('button', { name });
const subShown = (page: Page, id: number) => page.locator(`#b2b-sidebar-${id}`).isVisible();

describe('<b2b-sidebar> on the portal', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await demoContext(browser);
  });
  afterAll(() => context?.close());

  it('highlights the current page, and a reload in the narrow layout keeps it narrow and highlighted', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/catalog/?catalog=1311');
    await widgetsDefined(page);
    const current = menu(page).getByRole('link', { name: 'Саморезы кровельные', exact: true });
    expect(await current.getAttribute('aria-current')).toBe('page');
    expect([await subShown(page, 1300), await subShown(page, 1310), await subShown(page, 1400)]).toEqual([true, true, false]);

    await layoutSwitch(page, m.sidebarNarrow).click();
    await expect.poll(() => page.locator('b2b-sidebar').getAttribute('narrow'), long).toBe('');
    expect(await subShown(page, 1300)).toBe(false);
    expect((await context.cookies()).find((c) => c.name === SIDEBAR_LAYOUT_COOKIE)?.value).toBe('narrow');

    await page.reload();
    // The server renders the remembered layout: narrow before any script runs.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain('<b2b-sidebar narrow>');
    await widgetsDefined(page);
    expect(await page.locator('b2b-sidebar').getAttribute('narrow')).toBe('');
    expect(await menu(page).locator('a[aria-current="page"]').getAttribute('href')).toBe('/catalog/?catalog=1311');
    expect(await subShown(page, 1300)).toBe(false);

    // Wide again: the current page's parents open as they were.
    await layoutSwitch(page, m.sidebarWide).click();
    await expect.poll(() => subShown(page, 1310), long).toBe(true);
    expect(await subShown(page, 1300)).toBe(true);
    expect(await current.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a catalogue link writes catalogId, and /catalog/ opens that section from the cookie', async () => {
    const page = await context.newPage();
    await page.goto('/orders/');
    await widgetsDefined(page);
    expect(await menu(page).getByRole('link', { name: 'Заказы', exact: true }).getAttribute('aria-current')).toBe('page');
    await menu(page).locator('button[aria-controls="b2b-sidebar-1400"]').click();
    await expect.poll(() => subShown(page, 1400), long).toBe(true);
    const section = menu(page).locator('#b2b-sidebar-1400 > li > .b2b-sidebar-row > a, #b2b-sidebar-1400 > li > a').first();
    const id = await section.getAttribute('data-catalog-id');
    await Promise.all([page.waitForURL(`**/catalog/?catalog=${id}`), section.click()]);
    expect((await context.cookies()).filter((c) => c.name === CATALOG_ID_COOKIE).map((c) => [c.value, c.path])).toEqual([[id, '/']]);
    // The address without the parameter: the cookie alone chooses the section.
    await page.goto('/catalog/');
    expect(await page.locator('b2b-catalog-filter').getAttribute('catalog')).toBe(id);
    await page.close();
  });
});

describe('<b2b-demo-intro> on the portal', () => {
  it('the demo login from the site shows the intro once; closed, it does not come back', async () => {
    const context = await browser.newContext({ baseURL: portalUrl(), locale: 'ru-RU' });
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('form[action="/demo-login"] button').first().click();
    await page.waitForURL('**/catalog/');
    const dialog = page.getByRole('dialog', { name: m.demoIntroTitle });
    await expect.poll(() => dialog.isVisible(), long).toBe(true);
    await expect.poll(() => dialog.textContent(), long).toContain('Заказы в демо-режиме не отправляются поставщику.');
    await dialog.getByRole('button', { name: m.demoIntroClose }).click();
    await expect.poll(() => dialog.isVisible(), long).toBe(false);
    for (const path of ['/orders/', '/catalog/']) {
      await page.goto(path);
      await widgetsDefined(page);
      expect(await page.locator('b2b-demo-intro').count()).toBe(0);
    }
    await context.close();
  });
});

describe('<b2b-notices> on the portal', () => {
  it('on the stop-orders contract the notice with its debt alert shows on every page', async () => {
    const context = await demoContext(browser);
    const init = await api<{ contracts: { id: number; stopOrders: boolean; debtAlert: string | null }[]; selectedContract: number }>(context, 'initdata');
    const stopped = init.contracts.find((c) => c.stopOrders)!;
    await api(context, 'setContract', { id: stopped.id });
    try {
      // Every page's layout carries the tag with the contract's notice; the
      // widget reads the same session on each, so it is drawn on three of them
      // (a page load each: the other eight cost e2e ~15 CPU s and told nothing more).
      for (const path of PORTAL_PAGES) {
        const html = await (await context.request.get(path)).text();
        expect(html, path).toContain(`<b2b-notices kind="stopOrders" contract="${stopped.id}">`);
      }
      const page = await context.newPage();
      for (const path of ['/', '/cart/', '/orders/']) {
        await page.goto(path);
        await widgetsDefined(page);
        const notice = page.locator('b2b-notices');
        await expect.poll(() => notice.isVisible(), { ...long, message: path }).toBe(true);
        expect(await notice.textContent(), path).toContain(m.stopOrdersTitle);
        expect(await notice.textContent(), path).toContain(stopped.debtAlert);
        expect(await page.getByText(m.stopOrdersTitle).count(), path).toBeGreaterThan(0);
      }
      // Closed, it stays closed on this page only: the next page shows it again.
      await page.locator('b2b-notices').getByRole('button', { name: m.noticeClose }).click();
      await expect.poll(() => page.locator('b2b-notices').isVisible(), long).toBe(false);
      await page.goto('/');
      await expect.poll(() => page.locator('b2b-notices').isVisible(), long).toBe(true);
    } finally {
      await api(context, 'setContract', { id: init.contracts.find((c) => !c.stopOrders && !c.debtAlert)!.id });
      await context.close();
    }
  });
});
