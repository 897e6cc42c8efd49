import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

export const portalUrl = () => inject('portalUrl');

/** A fresh browser context logged in as the seeded demo user (POST /api/getUserDemo/). */
export async function demoContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: portalUrl(), locale: 'ru-RU' });
  const res = await context.request.post('/api/getUserDemo/', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  if (!res.ok()) throw new Error(`getUserDemo failed: ${res.status()} ${await res.text()}`);
  return context;
}

/** Calls an API method as the context's user, the way the widgets do. */
export async function api<T = unknown>(context: BrowserContext, method: string, body?: unknown): Promise<T> {
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const res = body === undefined
    ? await context.request.get(`/api/${method}/`, { headers })
    : await context.request.post(`/api/${method}/`, { headers, data: body });
  if (!res.ok()) throw new Error(`${method}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Waits until every b2b-* tag on the page has its class defined. */
export async function widgetsDefined(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll('*')].every((el) => !el.localName.startsWith('b2b-') || customElements.get(el.localName)));
}
