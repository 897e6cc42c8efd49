// A page's first data and scripts start together: the portal's HTML preloads
// the files of the tags on it, and for a signed-in buyer the loader starts
// the tags' first data calls (src/early-calls.ts) while those files download.
// Checked here as a buyer's browser sees it: every call started early is
// taken by a widget (none is asked twice, none is left over), and a visitor's
// page starts none (it would only be refused).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earlyCallsOf } from '../../src/early-calls';
import { fileBrowser } from './browser';
import { visit } from './page-checks';
import { demoContext, portalUrl } from './portal-session';

const browser = fileBrowser();

/** What the loader started early and no widget has taken yet; null when it started none. */
const untaken = (page: Page) =>
  page.evaluate(() => {
    const calls = (window as unknown as { __b2bEarlyCalls?: Map<string, unknown> }).__b2bEarlyCalls;
    return calls ? [...calls.keys()] : null;
  });

const preloaded = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname));

describe('a signed-in buyer', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await demoContext(browser);
  });
  afterAll(() => context?.close());

  it.for(['/cart/', '/orders/'])('%s: each early call is made once and taken by a widget', async (path) => {
    const { page, calls, failed } = await visit(context, path);
    const early = earlyCallsOf(await page.evaluate(() => [...document.querySelectorAll('*')].map((el) => el.localName)));
    expect(early.has('getBasketData'), 'the header counter reads the basket on every page').toBe(true);
    for (const call of early) expect(calls.filter((c) => c === call), call).toHaveLength(1);
    expect(await untaken(page)).toEqual([]);
    expect(failed).toEqual([]);
    await page.close();
  });

  it('/cart/ preloads its tags’ files, the basket’s among them', async () => {
    const page = await context.newPage();
    await page.goto('/cart/');
    const files = await preloaded(page);
    expect(files.some((f) => /^\/static\/b2b\/b2b-basket\.js$/.test(f))).toBe(true);
    expect(files.some((f) => /^\/static\/b2b\/shared-runtime-[\w-]+\.js$/.test(f))).toBe(true);
    await page.close();
  });
});

describe('a visitor', () => {
  it('/cart/ starts no early call and asks nothing it would be refused', async () => {
    const context = await browser.newContext({ baseURL: portalUrl(), locale: 'ru-RU' });
    try {
      const { page, calls, failed } = await visit(context, '/cart/');
      expect(await untaken(page)).toBeNull();
      expect(calls).not.toContain('getBasketData');
      expect(failed).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
