import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { watchErrors } from './browser';

export const portalUrl = () => inject('portalUrl');

/** A fresh browser context logged in as the seeded demo user (POST /api/getUserDemo/). */
export async function demoContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: portalUrl(), locale: 'ru-RU', acceptDownloads: true });
  const res = await context.request.post('/api/getUserDemo/', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  if (!res.ok()) throw new Error(`getUserDemo failed: ${res.status()} ${await res.text()}`);
  return context;
}

/**
 * Calls an API method as the page's or context's user, the way the widgets do
 * (absolute URL, so contexts without a baseURL work too).
 */
export async function api<T = unknown>(as: { request: APIRequestContext }, method: string, body?: unknown): Promise<T> {
  const url = `${portalUrl()}/api/${method}/`;
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const res = body === undefined ? await as.request.get(url, { headers }) : await as.request.post(url, { headers, data: body });
  if (!res.ok()) throw new Error(`${method}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Waits until every b2b-* tag on the page has its class defined. */
export async function widgetsDefined(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll('*')].every((el) => !el.localName.startsWith('b2b-') || customElements.get(el.localName)));
}

/**
 * The portal's pages every page-wide e2e check visits (axe, layout shift,
 * console and requests): the layout's pages and the cabinet's.
 */
export const PORTAL_PAGES = ['/', '/catalog/', '/cart/', '/complaints/', '/orders/', '/drafts/', '/favorites/', '/needs/', '/reports/', '/acts/', '/account/'];

/**
 * A new page of the demo user (a context of its own, so the session is
 * fresh) with its errors collected (watchErrors); opened at `path` when one
 * is given. Downloads are accepted: a report or act saved from the page
 * arrives as a download.
 */
export async function demoOn(browser: Browser, path?: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await demoContext(browser);
  const page = await context.newPage();
  const errors = watchErrors(page);
  if (path) await page.goto(path);
  return { context, page, errors };
}
