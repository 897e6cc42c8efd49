// Every portal page, for a visitor and for the demo user with 3 basket lines,
// loaded once and read by every page-wide check (tests/e2e/page-checks.ts):
// - no console errors and no failed responses, under the portal's CSP, and a
//   visitor's widgets make no customer calls: they would only earn 401s;
// - no layout shift while the widgets load (CLS <= 0.01): styles.css reserves
//   each tag's first-render box and loading states keep the box of what they
//   stand for (page-metrics.test.ts adds the empty and the 300-line basket);
// - nothing axe finds (WCAG 2.0-2.2 A/AA and best practices, open shadow
//   roots included; a11y.test.ts opens the dialogs);
// - the size goals of budgets.config.mjs (scripts/budget-checks.mjs): the
//   widget scripts each page requested on load, then what each dialog adds,
//   against the goal of a visitor's or a buyer's page, of the files on a page
//   and of a dialog, here on e2e's portal (npm run budgets measures the same
//   on a portal of its own, and prints each page beside another build's).
// Three pages load at a time (vitest.config.ts maxConcurrency): on 2 cores
// that delays scripts and replies differently for each, as a buyer's machine would.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASKET_LINES, budgetChecks, budgetForms, budgetPages } from '../../scripts/budget-checks.mjs';
import { measureDialogs, measureLoads, pageRow, recordScripts, WINDOW_MS, type PageRow, type ScriptRecorder } from '../../scripts/page-js.mjs';
import { fileBrowser } from './browser';
import { axe, CLS_LIMIT, fillBasket, layoutShift, OBSERVE, stockedProducts, useCleanContract, visit } from './page-checks';
import { demoContext, PORTAL_PAGES, portalUrl } from './portal-session';

/**
 * The calls docs/api.md lets a visitor make (initdata answers `user: null`).
 * Anything else a visitor's page sends is a customer call the portal refuses.
 */
const VISITOR_CALLS = new Set(['initdata']);

const browser = fileBrowser();
const contexts = new Map<'visitor' | 'demo', BrowserContext>();
/** CLS per page and user, for npm run bench. */
const table: { page: string; metric: string; value: number }[] = [];
/** The widget scripts each page requested, for the size goals. */
const rows: PageRow[] = [];
/** The demo user's basket: what the complaint form (a POST page) is about. */
let basket: { id: number; wms: number }[] = [];

beforeAll(async () => {
  const visitor = await browser.newContext({ baseURL: portalUrl(), locale: 'ru-RU' });
  const demo = await demoContext(browser);
  for (const context of [visitor, demo]) await context.addInitScript(OBSERVE);
  // A clean contract and a few lines, so the basket shows its table.
  const contract = await useCleanContract(demo);
  basket = await stockedProducts(demo, contract, BASKET_LINES, { plain: true });
  expect(await fillBasket(demo, contract, basket)).toBe(BASKET_LINES);
  contexts.set('visitor', visitor).set('demo', demo);
}, 120_000);

afterAll(async () => {
  mkdirSync('.vitest-reports', { recursive: true });
  writeFileSync('.vitest-reports/page-sweep.json', JSON.stringify(table, null, 2));
  for (const context of contexts.values()) await context.close();
});

for (const who of ['visitor', 'demo'] as const) {
  describe(`every portal page for the ${who === 'visitor' ? 'visitor' : 'demo user with 3 basket lines'}`, () => {
    it.concurrent.for(PORTAL_PAGES)('%s: no console errors or failed responses, no layout shift, nothing axe finds', async (path, { expect }) => {
      let scripts: ScriptRecorder | undefined;
      const { page, errors, calls, failed, definedAt } = await visit(contexts.get(who)!, path, { expect, watch: (p) => (scripts = recordScripts(p)) });
      expect.soft(failed, 'failed responses').toEqual([]);
      expect.soft(errors, 'console errors').toEqual([]);
      if (who === 'visitor') expect.soft(calls.filter((c) => !VISITOR_CALLS.has(c)), 'customer calls').toEqual([]);
      const { cls, shifts } = await layoutShift(page);
      table.push({ page: path, metric: `CLS ${who === 'visitor' ? 'visitor' : '3 lines'}`, value: Number(cls.toFixed(4)) });
      expect.soft(cls, `layout shifts on ${path}:\n${shifts.join('\n')}`).toBeLessThanOrEqual(CLS_LIMIT);
      // The budgets count what a page fetches in its first WINDOW_MS (idle prefetches included).
      await page.waitForTimeout(Math.max(0, definedAt + WINDOW_MS - Date.now()));
      await scripts!.quiet();
      rows.push(await pageRow(page, scripts!, who, path));
      expect.soft(await axe(page), 'axe').toEqual([]);
      await page.close();
    });
  });
}

describe('size goals (budgets.config.mjs)', () => {
  it("the build's files: the loader and the runtime within their goals, heavy libraries where they belong", () => {
    const checks = budgetChecks();
    checks.checkBuild();
    expect(checks.failures).toEqual([]);
  });

  it('every page on load and after each dialog it offers, for the visitor and the demo user', async () => {
    const pages = budgetPages();
    const forms = budgetForms(basket.map((p) => p.id));
    // The pages the sweep above does not load: a POST page, the not-found page.
    rows.push(...(await measureLoads({ contexts, pages: pages.filter((p) => !PORTAL_PAGES.includes(p.path)), forms })));
    await measureDialogs({ contexts, rows, pages, forms });
    const order = (r: PageRow) => [...contexts.keys()].indexOf(r.user as 'visitor') * pages.length + pages.findIndex((p) => p.path === r.page);
    const checks = budgetChecks();
    const measured = checks.checkPages(rows.sort((a, b) => order(a) - order(b)));
    mkdirSync('.vitest-reports', { recursive: true });
    writeFileSync('.vitest-reports/budgets.json', JSON.stringify(measured, null, 2));
    expect(checks.failures).toEqual([]);
  }, 180_000);
});
