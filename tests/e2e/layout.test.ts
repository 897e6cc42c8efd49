// The dialogs of the portal's pages at 360, 768 and 1366 px, as a visitor and
// as the demo user: each fits the screen and is on top (a click at the middle
// of each reaches it), and on a phone the cabinet menu is a button that opens
// the links. Every page itself at those widths (nothing sideways, no widget
// wider than its container, the list tables fitting their column, the chat
// launcher covering nothing) is measured by the page sweep on the loads it
// pictures (page-sweep.test.ts, with page-layout.ts).
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultMessages as m } from '../../src/core/messages';
import { fileBrowser } from './browser';
import { overflows } from './page-layout';
import { demoContext, portalUrl, widgetsDefined } from './portal-session';

const WIDTHS = [360, 768, 1366] as const;
const long = { timeout: 15_000 };

const browser = fileBrowser();

/** Each widget's loading state gone (skeletons, busy lists), so what is measured is what the buyer reads. */
async function settled(page: Page): Promise<void> {
  await widgetsDefined(page);
  await page
    .waitForFunction(
      () => {
        // Only what shows: a closed dialog's loading state waits for it to open.
        const busy = (root: Document | ShadowRoot): boolean =>
          [...root.querySelectorAll('.b2b-skeleton, [aria-busy="true"]')].some((el) => el.getClientRects().length > 0) ||
          [...root.querySelectorAll('*')].some((el) => el.shadowRoot !== null && busy(el.shadowRoot));
        return !busy(document);
      },
      undefined,
      long,
    )
    .catch(() => undefined); // A list still loading is measured as it is: its skeleton must fit too.
}

/** A context as the visitor or the demo user; each page sets its own viewport width. */
async function contextAs(who: 'visitor' | 'demo'): Promise<BrowserContext> {
  const context = who === 'demo' ? await demoContext(browser) : await browser.newContext({ baseURL: portalUrl(), locale: 'ru-RU' });
  context.setDefaultTimeout(20_000);
  return context;
}

/** Whether a click at the middle of `dialog` reaches it (nothing drawn over it), and its box on the screen. */
async function dialogOnTop(page: Page, name: string): Promise<{ reached: boolean; fits: boolean }> {
  const dialog = page.getByRole('dialog', { name });
  await expect.poll(() => dialog.isVisible(), { ...long, message: name }).toBe(true);
  return dialog.evaluate((d) => {
    const r = d.getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    let hit = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    return { reached: hit !== null && d.contains(hit), fits: r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight };
  });
}

/** On a phone the header's links are folded under «Меню»: it is opened first. */
async function unfoldHeader(page: Page): Promise<void> {
  const menu = page.locator('.header').getByRole('button', { name: 'Меню', exact: true });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
}

describe.each(WIDTHS)('dialogs at %i px', (width) => {
  it('a visitor’s login and callback dialogs fit the screen and are on top', async () => {
    const context = await contextAs('visitor');
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await settled(page);
    await unfoldHeader(page);
    await page.locator('.header-account [data-b2b-open="login"]').click();
    expect(await dialogOnTop(page, m.loginTitle)).toEqual({ reached: true, fits: true });
    await page.keyboard.press('Escape');
    await page.locator('.header [data-b2b-open="callback"]').click();
    expect(await dialogOnTop(page, m.callbackTitle)).toEqual({ reached: true, fits: true });
    await context.close();
  });

  it('the demo user’s price-list dialog fits the screen and is on top; on a phone the menu button opens the cabinet links', async () => {
    const context = await contextAs('demo');
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/orders/?page=2');
    await settled(page);
    const menu = page.locator('b2b-sidebar').getByRole('button', { name: m.sidebarMenuButton });
    const orders = page.locator('b2b-sidebar a[href="/orders/"]');
    // Filters in the address keep the entry current.
    expect(await orders.getAttribute('aria-current')).toBe('page');
    expect(await orders.getAttribute('title')).toBe('Заказы');
    if (width < 900) {
      expect(await orders.isVisible()).toBe(false);
      await menu.click();
      // The first click is made once the menu's code has come (fetched on the way to the button).
      await expect.poll(() => menu.getAttribute('aria-expanded'), long).toBe('true');
      await expect.poll(() => orders.isVisible(), long).toBe(true);
      expect(await overflows(page)).toEqual([]);
    } else {
      expect(await menu.count()).toBe(0);
      expect(await orders.isVisible()).toBe(true);
    }
    await unfoldHeader(page);
    await page.locator('[data-b2b-open="price-list"]').first().click();
    expect(await dialogOnTop(page, m.priceListTitle)).toEqual({ reached: true, fits: true });
    await context.close();
  });
});
