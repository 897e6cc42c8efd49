// npm run budgets: fails when the standalone build misses a size goal of
// budgets.config.mjs (scripts/budget-checks.mjs). Two kinds of checks:
//   1. the build's files: the loader and the shared runtime, where heavy
//      libraries sit;
//   2. what a user downloads: every portal page in Chromium, for a visitor and
//      for the demo user (a few lines in the basket), every widget script
//      requested on load with no input (WINDOW_MS after the tags are defined)
//      and, separately, the extra scripts after each dialog is opened (a
//      library loaded on demand must arrive then, for the dialogs that use it).
// The pages are measured on a portal of its own here; npm test checks the same
// goals in e2e's page sweep (tests/e2e/page-sweep.test.ts), on the pages it
// loads anyway. Writes the page numbers to .vitest-reports/budgets.json (npm run bench).
//
// `--compare <git ref>` then builds that ref and prints each page's and each
// file's size in this build beside it, with the difference, and the modules
// that moved between files (scripts/budget-compare.mjs): what a change costs,
// page by page.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { BASKET_LINES, budgetChecks, budgetForms, budgetPages } from './budget-checks.mjs';
import { buildRef, chunkMoveLines, comparePages, comparisonLines, pageFiles, pairFiles, readPicture } from './budget-compare.mjs';
import { measurePages, WINDOW_MS } from './page-js.mjs';
import { startPortal } from './portal-process.mjs';

/** The ref of `--compare <ref>` or `--compare=<ref>`, if asked. */
function compareRef(argv) {
  const i = argv.findIndex((a) => a === '--compare' || a.startsWith('--compare='));
  if (i < 0) return null;
  const ref = argv[i].includes('=') ? argv[i].slice('--compare='.length) : argv[i + 1];
  if (!ref || ref.startsWith('-')) {
    console.error('usage: npm run budgets -- --compare <git ref> (a commit, branch or tag, e.g. HEAD~1 or main)');
    process.exit(2);
  }
  try {
    execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { stdio: 'ignore' });
  } catch {
    console.error(`--compare ${ref}: git knows no such commit`);
    process.exit(2);
  }
  return ref;
}
// Before a minute of measuring: a ref git does not know fails now.
const ref = compareRef(process.argv.slice(2));

const started = Date.now();
const checks = budgetChecks();
checks.checkBuild();

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
async function call(context, url, method, body) {
  const res = await context.request.post(`${url}/api/${method}/`, { headers: XHR, data: body ?? {} });
  if (!res.ok()) throw new Error(`${method}: ${res.status()} ${await res.text()}`);
  return res.json();
}

const productIds = [];
const users = [
  { name: 'visitor', context: (browser, url) => browser.newContext({ baseURL: url, locale: 'ru-RU' }) },
  {
    name: 'demo',
    // The demo user on its clean contract with a few lines in the basket.
    async context(browser, url) {
      const context = await browser.newContext({ baseURL: url, locale: 'ru-RU' });
      await call(context, url, 'getUserDemo');
      const init = await call(context, url, 'initdata');
      const clean = init.contracts.find((c) => !c.stopOrders && !c.debtAlert);
      await call(context, url, 'setContract', { id: clean.id });
      const found = await call(context, url, 'filter', { available: 1, perpage: 20, contract: clean.id });
      await call(context, url, 'clearBasket');
      for (const p of found.products) {
        const stock = p.variants.length === 0 && p.stocks.find((s) => s.quantity > 1);
        if (!stock || productIds.length >= BASKET_LINES) continue;
        await call(context, url, 'processBasket', { id: p.id, qnt: 1, wms: stock.wms_id, type: 'products', contract: clean.id });
        productIds.push(p.id);
      }
      return context;
    },
  },
];

console.log(`\nPortal pages in Chromium: widget scripts requested on load (${WINDOW_MS / 1000} s after the tags are defined, no input) and after each dialog opens`);
const portal = await startPortal();
let rows;
try {
  rows = await measurePages({ url: portal.url, pages: budgetPages(), users, forms: budgetForms(productIds) });
} finally {
  await portal.stop();
}
const table = checks.checkPages(rows);
mkdirSync('.vitest-reports', { recursive: true });
writeFileSync('.vitest-reports/budgets.json', JSON.stringify(table, null, 2));

let compared = true;
if (ref) {
  console.log('');
  try {
    const built = buildRef(ref);
    try {
      const [before, now] = [readPicture(built.dir), readPicture('dist/standalone')];
      const pages = comparePages(rows.map((r) => ({ page: r.page, user: r.user === 'visitor' ? 'visitor' : `${r.user} user`, tagNames: r.tagNames })), before, now);
      for (const line of comparisonLines(ref, pages, pairFiles(before, now))) console.log(line);
      console.log('');
      for (const line of chunkMoveLines(ref, before, now)) console.log(line);
      // The comparison counts what each page's tags load; a page that fetched more or less in Chromium says so.
      for (const r of rows) {
        const listed = pageFiles(now, r.tagNames);
        const differ = r.files.length !== listed.length || r.files.some((f) => !listed.includes(f));
        if (differ) console.log(`note: ${r.page} (${r.user}) fetched ${r.files.join(', ')} in Chromium; its tags list ${listed.join(', ')}`);
      }
    } finally {
      built.remove();
    }
  } catch (error) {
    console.error(`\ncould not compare with ${ref}: ${error.message}`);
    compared = false;
  }
}
console.log(`\nbudgets took ${((Date.now() - started) / 1000).toFixed(1)} s`);

if (checks.failures.length) {
  console.error(`\n${checks.failures.length} goal(s) missed: ${checks.failures.join(', ')}`);
  process.exit(1);
}
if (!compared) process.exit(1);
