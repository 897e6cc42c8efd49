// Every portal page, for a visitor and for the demo user with its basket,
// loaded once and read by every page-wide check:
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
//   and of a dialog (npm run budgets measures the same on a portal of its
//   own, and prints each page beside another build's);
// - then, on the same load, at 1366, 768 and 360 px: a picture compared with
//   its reference (page-pictures.ts), and what layout measures
//   (page-layout.ts): the page never scrolls sideways, no widget is wider
//   than its container, at 1366 px the list tables fit their column (the
//   orders table went 130 px past it), and the chat launcher covers no link
//   or button at the end of a page, from 1366 px none at all (it sits beside
//   the page).
// The portal is the pictures' (seeded at a fixed instant, no other file
// changing its data): one load of each page serves all of it, where a sweep,
// the pictures and the layout check each loaded every page.
// Three pages load at a time (vitest.config.ts maxConcurrency): on 2 cores
// that delays scripts and replies differently for each, as a buyer's machine would.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import { budgetChecks, budgetForms, budgetPages } from '../../scripts/budget-checks.mjs';
import { measureDialogs, measureLoads, pageRow, recordScripts, WINDOW_MS, type PageRow, type ScriptRecorder } from '../../scripts/page-js.mjs';
import type { UpdateMode } from '../visual/compare';
import { axe, CLS_LIMIT, layoutShift, visit } from './page-checks';
import { coveredByLauncher, frames, LIST_PAGES, overflows, scrollingTables } from './page-layout';
import { inFlight, picturePage, picturePortal, type Who } from './page-pictures';
import { PORTAL_PAGES } from './portal-session';

/**
 * The calls docs/api.md lets a visitor make (initdata answers `user: null`).
 * Anything else a visitor's page sends is a customer call the portal refuses.
 */
const VISITOR_CALLS = new Set(['initdata']);

let contexts: Map<Who, BrowserContext>;
let close: (() => Promise<void>) | undefined;
/** CLS per page and user, for npm run bench. */
const table: { page: string; metric: string; value: number }[] = [];
/** The widget scripts each page requested, for the size goals. */
const rows: PageRow[] = [];

beforeAll(async () => {
  ({ contexts, close } = await picturePortal());
  // Seeding the pictures' portal the first time on a machine: minutes when the cores are busy.
}, 300_000);

afterAll(async () => {
  mkdirSync('.vitest-reports', { recursive: true });
  writeFileSync('.vitest-reports/page-sweep.json', JSON.stringify(table, null, 2));
  await close?.();
});

/** What layout checks at one width of a page (see the top of this file). */
async function layoutAt(page: Page, { who, path, width, check }: { who: Who; path: string; width: number; check: ExpectStatic }): Promise<void> {
  check.soft(await overflows(page), `${path} at ${width}`).toEqual([]);
  if (width === 1366 && who === 'demo' && LIST_PAGES.includes(path)) {
    check.soft(await scrollingTables(page), `${path}: a table scrolls inside its widget`).toEqual([]);
  }
  if (who !== 'demo') return;
  if (width === 1366) check.soft(await coveredByLauncher(page), path).toEqual([]);
  // The window is as tall as the page up to the pictures' limit: a longer page scrolls to its end.
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
  await frames(page);
  check.soft(await coveredByLauncher(page), `${path} at ${width}, scrolled to the end`).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const who of ['visitor', 'demo'] as const) {
  describe(`every portal page for the ${who === 'visitor' ? 'visitor' : 'demo user'}`, () => {
    it.concurrent.for(PORTAL_PAGES)(
      '%s: no console errors or failed responses, no layout shift, nothing axe finds; at 1366, 768 and 360 px as its reference pictures, nothing wider than its box',
      async (path, { expect: check }) => {
        let scripts: ScriptRecorder | undefined;
        const { page, errors, calls, failed, definedAt } = await visit(contexts.get(who)!, path, { expect: check, watch: (p) => (scripts = recordScripts(p)) });
        const pending = inFlight(page);
        check.soft(failed, 'failed responses').toEqual([]);
        check.soft(errors, 'console errors').toEqual([]);
        if (who === 'visitor') check.soft(calls.filter((c) => !VISITOR_CALLS.has(c)), 'customer calls').toEqual([]);
        const { cls, shifts } = await layoutShift(page);
        table.push({ page: path, metric: `CLS ${who}`, value: Number(cls.toFixed(4)) });
        check.soft(cls, `layout shifts on ${path}:\n${shifts.join('\n')}`).toBeLessThanOrEqual(CLS_LIMIT);
        // The budgets count what a page fetches in its first WINDOW_MS (idle prefetches included).
        await page.waitForTimeout(Math.max(0, definedAt + WINDOW_MS - Date.now()));
        await scripts!.quiet();
        rows.push(await pageRow(page, scripts!, who, path));
        check.soft(await axe(page), 'axe').toEqual([]);

        const update = (check.getState().snapshotState?.snapshotUpdateState ?? 'new') as UpdateMode;
        const differ = await picturePage(page, { who, path, pending, update, atEachWidth: (width) => layoutAt(page, { who, path, width, check }) });
        await page.close();
        check(differ, `${who} ${path}: its pictures differ. npm run visual -- pages shows them beside their references; npm run visual -- pages --update accepts them`).toEqual([]);
      },
    );
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
    // The complaint form (a POST page) is about goods of the demo user's basket.
    const reply = await contexts.get('demo')!.request.get('/api/getBasketData/', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    const { items } = (await reply.json()) as { items: { id: number }[] };
    const forms = budgetForms(items.map((line) => line.id));
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
