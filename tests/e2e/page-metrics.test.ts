// Page-level measurements on the real portal. Asserted: the cart page's
// calls, and layout shift (CLS <= 0.01 while widgets load) where the basket's
// lines are drawn, for the demo user with an empty basket (/cart/) and with
// 300 lines (a virtualised table). Every page for a visitor and with 3 lines
// is in page-sweep.test.ts; interaction to next paint is measured by
// interaction-timing.measure.ts (npm run bench).
import { mkdirSync, writeFileSync } from 'node:fs';
import type { BrowserContext, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileBrowser } from './browser';
import { CLS_LIMIT, fillBasket, layoutShift, OBSERVE, stockedProducts, useCleanContract, visit } from './page-checks';
import { demoContext } from './portal-session';

/**
 * The pages whose widgets draw the basket's lines or their quantities: the
 * basket, the catalogue, fast order and the carousels (/), the lists of goods
 * (favourites, needs) and the reports.
 */
const BASKET_PAGES = ['/', '/catalog/', '/cart/', '/favorites/', '/needs/', '/reports/'];

const browser = fileBrowser();
let context: BrowserContext;
const table: Record<string, string | number>[] = [];

let contract: number;
/** Products with free stock, each with a warehouse that has it: enough for a 300-line basket. */
let stocked: { id: number; wms: number }[] = [];

beforeAll(async () => {
  context = await demoContext(browser);
  await context.addInitScript(OBSERVE);
  contract = await useCleanContract(context);
  stocked = await stockedProducts(context, contract, 320);
  // A few lines, so the cart page has something to render.
  await fillBasket(context, contract, stocked.slice(0, 5));
}, 120_000);

afterAll(async () => {
  mkdirSync('.vitest-reports', { recursive: true });
  writeFileSync('.vitest-reports/page-metrics.json', JSON.stringify(table, null, 2));
  console.log('\npage metrics');
  console.table(table);
  await context?.close();
});

describe('page-level measurements', () => {
  it('/cart/ asks initdata once and fetches the basket lines once: getBasketData carries them, getBasketTableInit only the delivery data', async () => {
    const replies: Promise<{ call: string; lines: boolean }>[] = [];
    const onResponse = (r: Response) => {
      const call = new URL(r.url()).pathname.replace(/^\/api\/|\/$/g, '');
      if (call === 'getBasketData' || call === 'getBasketTableInit') {
        replies.push(r.json().then((body: { items?: unknown }) => ({ call, lines: Array.isArray(body.items) })));
      }
    };
    context.on('response', onResponse);
    const { page, calls } = await visit(context, '/cart/').finally(() => context.off('response', onResponse));
    const count = (m: string) => calls.filter((c) => c === m).length;
    table.push({ page: '/cart/', metric: 'initdata calls', value: count('initdata') });
    table.push({ page: '/cart/', metric: 'getBasketData calls', value: count('getBasketData') });
    table.push({ page: '/cart/', metric: 'API calls in all', value: calls.length });
    expect(count('initdata')).toBe(1);
    const got = await Promise.all(replies);
    expect(got.map((r) => r.call).sort()).toEqual(['getBasketData', 'getBasketTableInit']);
    expect(got.filter((r) => r.lines)).toEqual([{ call: 'getBasketData', lines: true }]);
    await page.close();
  });

  // Each page loads once; /cart/ with 300 lines three times side by side,
  // the worst one counts: three at once on 2 cores delay scripts and replies
  // differently each time, which is what the three loads are for (its
  // virtualised table measures its rows as they come). The other pages draw
  // a quantity per product shown, not per basket line: one load tells.
  const loadsOf = (path: string, lines: number) => (lines > 0 && path === '/cart/' ? 3 : 1);
  const loadOnce = async (path: string) => {
    const { page } = await visit(context, path);
    const run = await layoutShift(page);
    await page.close();
    return run;
  };
  // An empty basket draws differently only on /cart/ (its empty state): the
  // other pages show a quantity per product, and page-sweep.test.ts loads
  // them with products out of the basket (3 lines) and for a visitor.
  describe.for([
    { lines: 0, pages: ['/cart/'] },
    { lines: 300, pages: BASKET_PAGES },
  ])('the demo user with $lines basket lines', ({ lines, pages }) => {
    beforeAll(async () => {
      expect(await fillBasket(context, contract, stocked.slice(0, lines))).toBe(lines);
    }, 120_000);
    it.for(pages)('%s does not shift its layout (CLS <= 0.01)', async (path) => {
      const loads = loadsOf(path, lines);
      const runs = await Promise.all(Array.from({ length: loads }, () => loadOnce(path)));
      const worst = runs.reduce((a, b) => (b.cls > a.cls ? b : a));
      table.push({ page: path, metric: `CLS ${lines} lines (max of ${loads})`, value: Number(worst.cls.toFixed(4)) });
      table.push({ page: path, metric: `CLS ${lines} lines runs`, value: runs.map((r) => r.cls.toFixed(4)).join(' / ') });
      expect(worst.cls, `layout shifts on ${path} (${lines} lines):\n${worst.shifts.join('\n')}`).toBeLessThanOrEqual(CLS_LIMIT);
    });
  });
});
