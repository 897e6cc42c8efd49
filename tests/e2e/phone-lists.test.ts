// Every list page of the portal in a buyer's hands on a phone (390 px, touch)
// and a tablet (768 px), as the demo user: the page never scrolls sideways
// (scrollWidth <= innerWidth), nor does a list's table inside its widget; each
// row is a card, and the first row's key (the order's number, the product's
// name, the company) shows on the screen, nothing drawn over it. On /account/
// each of its lists (counterparties, addresses, consignees) is looked at. The
// basket's and the orders' tables need 769 and 864 px: in the 748 px column at
// 768 px they scrolled sideways before they turned to cards there.
// The page sweep (page-sweep.test.ts) loads every page at 360, 768 and 1366 px:
// nothing wider than the page or its box at each, at 1366 px no list's table
// scrolling in its column, and a picture of each against its reference, which
// shows a table turned to cards (or back) at any of them. This file adds what
// the sweep does not look at: a touch screen, the rows as cards with their key
// in view, and the account's other lists.
//
// One context per width, both signed in with one demo session (its cookies), the
// widths side by side (the e2e project's maxConcurrency).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, it, type ExpectStatic } from 'vitest';
import { fileBrowser } from './browser';
import { fillBasket, settled, stockedProducts, useCleanContract } from './page-checks';
import { demoContext, portalUrl, widgetsDefined } from './portal-session';

const browser: Browser = fileBrowser();
const WIDTHS = [390, 768] as const;
const PHONES: readonly number[] = [390];
const PAGES = ['/cart/', '/orders/', '/drafts/', '/favorites/', '/needs/', '/reports/', '/acts/', '/account/'];
const long = { timeout: 20_000 };

/** The demo session every width's context starts signed in with. */
let session: Awaited<ReturnType<BrowserContext['storageState']>>;

beforeAll(async () => {
  const context = await demoContext(browser);
  // Other files share the demo user: the basket gets three lines of its own.
  const contract = await useCleanContract(context);
  await fillBasket(context, contract, await stockedProducts(context, contract, 3, { plain: true }));
  session = await context.storageState();
  await context.close();
}, 60_000);

/** A list's rows drawn (the shown one's: the account's other panels are hidden) and nothing busy. */
async function rowsDrawn(page: Page): Promise<void> {
  await widgetsDefined(page);
  await page.locator('main').getByRole('rowheader').first().waitFor(long);
  await settled(page);
}

interface Look {
  /** `scrollWidth > innerWidth`, if the page scrolls sideways. */
  page: string;
  /** Tables shown that scroll sideways in their box: `scrollWidth/clientWidth`. */
  scrolling: string[];
  /** Tables shown whose rows are cards (a grid each). */
  cards: number;
  tables: number;
}

/** What the page and its shown tables do sideways. */
function look(page: Page): Promise<Look> {
  return page.evaluate(() => {
    const out: Look = { page: '', scrolling: [], cards: 0, tables: 0 };
    const doc = document.scrollingElement!;
    if (doc.scrollWidth > innerWidth) out.page = `${doc.scrollWidth} > ${innerWidth}`;
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) walk(el.shadowRoot);
        if (!el.classList.contains('b2b-table-scroll') || el.clientWidth === 0) continue;
        out.tables += 1;
        const row = el.querySelector('tbody tr.b2b-table-row');
        if (row && getComputedStyle(row).display === 'grid') out.cards += 1;
        if (el.scrollWidth > el.clientWidth) out.scrolling.push(`${el.scrollWidth}/${el.clientWidth}`);
      }
    };
    walk(document);
    return out;
  });
}

/** The first shown row's key, scrolled to the middle of the screen: '' when it shows whole there, else why not. */
function keyOnScreen(page: Page): Promise<string> {
  return page
    .locator('main')
    .getByRole('rowheader')
    .first()
    .evaluate((key) => {
      key.scrollIntoView({ block: 'center' });
      const r = key.getBoundingClientRect();
      const where = `[${Math.round(r.left)}, ${Math.round(r.right)}] x [${Math.round(r.top)}, ${Math.round(r.bottom)}] in ${innerWidth} x ${innerHeight}`;
      if (r.width === 0 || r.left < 0 || r.right > innerWidth || r.top < 0 || r.bottom > innerHeight) return `«${key.textContent}» off the screen: ${where}`;
      // Its text's first and last letters, not hidden under anything (a pinned cell, a bar, a button).
      const range = document.createRange();
      range.selectNodeContents(key);
      const lines = [...range.getClientRects()].filter((line) => line.width > 0);
      const root = key.getRootNode() as Document | ShadowRoot;
      for (const line of [lines[0]!, lines.at(-1)!]) {
        for (const x of [line.left + 1, line.right - 1]) {
          const hit = root.elementFromPoint(x, line.top + line.height / 2);
          if (!hit || !key.contains(hit)) return `«${key.textContent}» covered at ${Math.round(x)} by ${hit?.localName ?? 'nothing'}.${String(hit?.className ?? '')}`;
        }
      }
      return '';
    });
}

/** The account page's lists: each tab with a table (notifications has none). */
async function accountTabs(page: Page): Promise<string[]> {
  return page.locator('.account-tabs a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!).filter((href) => href !== '#notifications'));
}

/** One width's look at every list page, in a context of its own signed in with the demo session. */
async function sweep(width: number, check: ExpectStatic): Promise<void> {
  const phone = PHONES.includes(width);
  const context = await browser.newContext({
    baseURL: portalUrl(),
    locale: 'ru-RU',
    storageState: session,
    viewport: { width, height: phone ? 844 : 900 },
    ...(phone && { isMobile: true, hasTouch: true }),
  });
  context.setDefaultTimeout(20_000);
  try {
    const page = await context.newPage();
    for (const path of PAGES) {
      await page.goto(path);
      await rowsDrawn(page);
      const views = path === '/account/' ? await accountTabs(page) : [''];
      for (const view of views) {
        if (view) {
          await page.locator(`.account-tabs a[href="${view}"]`).click();
          await rowsDrawn(page);
        }
        const where = `${path}${view} at ${width} px`;
        const seen = await look(page);
        check.soft(seen.page, `${where}: the page scrolls sideways`).toBe('');
        check.soft(seen.tables, `${where}: a table`).toBeGreaterThan(0);
        check.soft(seen.scrolling, `${where}: a table scrolls sideways`).toEqual([]);
        // Both widths' columns (748 px at 768) are narrower than the cards' threshold (ui/data-table CARDS_BELOW).
        check.soft(seen.cards, `${where}: rows are cards`).toBe(seen.tables);
        check.soft(await keyOnScreen(page), where).toBe('');
      }
    }
  } finally {
    await context.close();
  }
}

describe('the list pages', () => {
  it.concurrent.for(WIDTHS)(
    `at %i px: ${PAGES.join(', ')} scroll neither the page nor a table sideways; rows are cards, the first row’s key on the screen`,
    (width, { expect: check }) => sweep(width, check),
  );
});
