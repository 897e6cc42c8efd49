// What the page-wide e2e checks read from a loaded portal page: its console
// errors, failed responses and API calls, its layout shift while the widgets
// load, and what axe finds. One load serves every check (page-sweep.test.ts):
// loading each page once per check cost e2e three loads of every page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, type ExpectStatic } from 'vitest';
import { AXE_RUN_ONLY } from '../../src/testing/a11y';
import { watchErrors } from './browser';
import { api, widgetsDefined } from './portal-session';

/**
 * Collected before any page script runs (a context's init script): layout
 * shifts (CLS, without shifts right after input; with what moved, to tell
 * why) and event timings (INP per interaction). Nodes in shadow roots are not
 * exposed: they show as null.
 */
export const OBSERVE = `(() => {
  window.__cls = 0; window.__shifts = []; window.__events = [];
  const describe = (n) => !n ? 'null' : n.nodeType !== 1 ? '#text' : n.localName + (n.className && typeof n.className === 'string' ? '.' + n.className.trim().split(/\\s+/).join('.') : '');
  const rect = (r) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) {
    window.__cls += e.value;
    window.__shifts.push(e.value.toFixed(4) + ': ' + e.sources.map((s) => describe(s.node) + ' [' + rect(s.previousRect) + '] -> [' + rect(s.currentRect) + ']').join('; '));
  } }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.interactionId) window.__events.push({ id: e.interactionId, name: e.name, duration: e.duration }); })
    .observe({ type: 'event', buffered: true, durationThreshold: 16 });
})();
`;

/** CLS allowed while the widgets load: styles.css reserves each tag's first box, so next to nothing may move. */
export const CLS_LIMIT = 0.01;

/**
 * How long a settled page is watched for a late shift or a late request: a
 * reply drawn after the network went idle, a poll that should not start.
 */
const LATE_MS = 500;

/** A loaded page and what it did on the way. */
export interface Visit {
  page: Page;
  /** Console errors and uncaught page errors. */
  errors: string[];
  /** `GET /api/x/` -> 'x', in order. */
  calls: string[];
  /** `404 GET /static/...` for every response of 400 or more. */
  failed: string[];
  /** When every tag on the page had its class defined (Date.now()). */
  definedAt: number;
}

export interface VisitOptions {
  /** The test's own expect (a concurrent test's expect.poll must be its own). */
  expect?: ExpectStatic;
  /** Called with the new page before it navigates: to watch it from the start. */
  watch?: (page: Page) => void;
}

/**
 * Opens `path` in `context` (with OBSERVE among its init scripts) and waits
 * until the widgets have asked who is there, the network is idle, nothing is
 * shown busy, and LATE_MS more have passed with the page left alone.
 */
export async function visit(context: BrowserContext, path: string, { expect: check = expect, watch }: VisitOptions = {}): Promise<Visit> {
  const page = await context.newPage();
  watch?.(page);
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
  await page.goto(path);
  await widgetsDefined(page);
  const definedAt = Date.now();
  // Every page's widgets ask who is there first; then let them finish.
  await check.poll(() => calls.includes('initdata')).toBe(true);
  await page.waitForLoadState('networkidle');
  await settled(page);
  await page.waitForTimeout(LATE_MS);
  return { page, errors, calls, failed, definedAt };
}

/**
 * Widgets render their replies after the network settles: nothing shown
 * busy or spinning any more (Playwright's CSS reaches into open shadow roots;
 * the collapsed chat's hidden panel stays busy until opened), then two frames
 * for what that last reply drew.
 */
export async function settled(page: Page): Promise<void> {
  await page.locator('[aria-busy="true"]:visible, [part="spinner"]:visible').first().waitFor({ state: 'detached', timeout: 20_000 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The page's layout shift so far, and each shift with what moved. */
export function layoutShift(page: Page): Promise<{ cls: number; shifts: string[] }> {
  return page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    return { cls: w.__cls, shifts: w.__shifts };
  });
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations (src/testing/a11y.ts rules) on the whole page, or only
 * inside the elements `within` selects, open shadow roots included, as
 * "rule (count): targets" lines. axe is evaluated, not added as a script
 * tag, so the portal's CSP stays on: a page's CSP violations show among its
 * console errors.
 */
export async function axe(page: Page, within?: string[]): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ runOnly, within }) => {
      type Result = { violations: { id: string; nodes: { target: unknown }[] }[] };
      const axeApi = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<Result> } }).axe;
      const context = within ? { include: within.map((selector) => [selector]) } : document;
      const result = await axeApi.run(context, { runOnly, resultTypes: ['violations'] });
      return result.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)).join(' ')}`);
    },
    { runOnly: AXE_RUN_ONLY, within },
  );
}

type Contracts = { contracts: { id: number; stopOrders: boolean; debtAlert: string | null }[] };
type Found = { products: { id: number; variants: unknown[]; stocks: { wms_id: number; quantity: number }[] }[] };

/** Chooses the user's clean contract (no stop on orders, no debt alert) for the session; returns its id. */
export async function useCleanContract(context: BrowserContext): Promise<number> {
  const init = await api<Contracts>(context, 'initdata');
  const contract = init.contracts.find((c) => !c.stopOrders && !c.debtAlert)!.id;
  await api(context, 'setContract', { id: contract });
  return contract;
}

/**
 * Up to `count` products with free stock on `contract`, each with a warehouse
 * that has it; `plain`: only products without variants (a line as most are).
 */
export async function stockedProducts(context: BrowserContext, contract: number, count: number, { plain = false } = {}): Promise<{ id: number; wms: number }[]> {
  const stocked: { id: number; wms: number }[] = [];
  for (let page = 1; stocked.length < count && page <= 6; page++) {
    const found = await api<Found>(context, 'filter', { available: 1, perpage: 100, page, contract });
    for (const p of found.products) {
      // Skip one another test may have nearly bought up.
      const stock = p.stocks.find((s) => s.quantity > 2);
      if (stock && !(plain && p.variants.length)) stocked.push({ id: p.id, wms: stock.wms_id });
    }
  }
  return stocked.slice(0, count);
}

/**
 * Other e2e files share the demo user: empties its basket and adds one of
 * each product (processProductSet, one call per warehouse). Returns the
 * basket's line count.
 */
export async function fillBasket(context: BrowserContext, contract: number, products: { id: number; wms: number }[]): Promise<number> {
  await api(context, 'clearBasket');
  const byWarehouse = new Map<number, { id: number; qnt: number; type: 'products' }[]>();
  for (const p of products) byWarehouse.set(p.wms, [...(byWarehouse.get(p.wms) ?? []), { id: p.id, qnt: 1, type: 'products' }]);
  let count = 0;
  for (const [wms, lines] of byWarehouse) {
    count = (await api<{ count: { products: number } }>(context, 'processProductSet', { contract, wms, products: lines })).count.products;
  }
  return count;
}
