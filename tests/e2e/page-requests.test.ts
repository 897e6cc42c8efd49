// What the widgets ask the server on each portal page (issue 17 §5): no
// console errors and no failed responses for a visitor or the demo user, a
// visitor's widgets make no customer calls (they would only earn 401s), and
// the cart page fetches its lines once.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import { fileBrowser, watchErrors } from './browser';
import { demoContext, PORTAL_PAGES, portalUrl, widgetsDefined } from './portal-session';

/** Every page of examples/portal/server/routes/pages.ts a browser opens. */

/**
 * The calls docs/api.md lets a visitor make (initdata answers `user: null`).
 * Anything else a visitor's page sends is a customer call the portal refuses.
 */
const VISITOR_CALLS = new Set(['initdata']);

interface Visit {
  page: Page;
  errors: string[];
  /** `GET /api/x/` -> 'x', in order. */
  calls: string[];
  /** `404 GET /static/...` for every response of 400 or more. */
  failed: string[];
}

/** `check`: the test's own expect (a concurrent test's expect.poll must be its own). */
async function visit(context: BrowserContext, path: string, check: ExpectStatic = expect): Promise<Visit> {
  const page = await context.newPage();
  const errors = watchErrors(page);
  const calls: string[] = [];
  const failed: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/')) calls.push(pathname.replace(/^\/api\/|\/$/g, ''));
  });
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  await page.goto(`${portalUrl()}${path}`);
  await widgetsDefined(page);
  // Every page's widgets ask who is there first; then let them finish.
  await check.poll(() => calls.includes('initdata')).toBe(true);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  return { page, errors, calls, failed };
}

const browser = fileBrowser();

describe('a visitor on every portal page', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ locale: 'ru-RU' });
  });
  afterAll(() => context?.close());

  it.concurrent.for(PORTAL_PAGES)('%s: no console errors, no failed responses, no customer calls', async (path, { expect }) => {
    const { page, errors, calls, failed } = await visit(context, path, expect);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    expect(calls.filter((c) => !VISITOR_CALLS.has(c))).toEqual([]);
    await page.close();
  });
});

describe('the demo user on every portal page', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await demoContext(browser);
  });
  afterAll(() => context?.close());

  it.concurrent.for(PORTAL_PAGES)('%s: no console errors, no failed responses', async (path, { expect }) => {
    const { page, errors, failed } = await visit(context, path, expect);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('/cart/ fetches the basket lines once: getBasketData carries them, getBasketTableInit only the delivery data', async () => {
    const page = await context.newPage();
    const replies: Promise<{ call: string; lines: boolean }>[] = [];
    page.on('response', (r) => {
      const call = new URL(r.url()).pathname.replace(/^\/api\/|\/$/g, '');
      if (call === 'getBasketData' || call === 'getBasketTableInit') {
        replies.push(r.json().then((body: { items?: unknown }) => ({ call, lines: Array.isArray(body.items) })));
      }
    });
    await page.goto(`${portalUrl()}/cart/`);
    await widgetsDefined(page);
    // Both calls are made once the session is known; then nothing more may come.
    await expect.poll(() => replies.length).toBe(2);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const got = await Promise.all(replies);
    expect(got.map((r) => r.call).sort()).toEqual(['getBasketData', 'getBasketTableInit']);
    expect(got.filter((r) => r.lines)).toEqual([{ call: 'getBasketData', lines: true }]);
    await page.close();
  });
});
