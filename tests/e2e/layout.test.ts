// Every page of the portal at 360, 768 and 1366 px, as a visitor and as the
// demo user. Measured, not guessed:
// - the page never scrolls sideways (scrollWidth <= innerWidth);
// - no widget is wider than its container: each b2b-* box lies within its parent's,
//   and everything its shadow root shows within the widget's box (what a scrolling
//   box of its own clips does not count: a wide table scrolls inside the widget);
// - at 1366 px the list tables fit their column without scrolling (the orders
//   table went 130 px past it);
// - on a phone the cabinet menu is a button that opens the links;
// - the chat launcher covers no link or button at the end of a page, and from
//   1366 px none at all (it sits beside the page);
// - the dialogs the page opens fit the screen and are on top: a click at the
//   middle of each reaches it.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMessages as m } from '../../src/core/messages';
import { fileBrowser } from './browser';
import { demoContext, PORTAL_PAGES, portalUrl, widgetsDefined } from './portal-session';

const WIDTHS = [360, 768, 1366] as const;
const LIST_PAGES = ['/cart/', '/orders/', '/drafts/', '/favorites/', '/needs/', '/reports/', '/acts/', '/account/'];
const long = { timeout: 15_000 };

const browser = fileBrowser();

/** Each widget's loading state gone (skeletons, busy lists), so what is measured is what the buyer reads. */
async function settled(page: Page): Promise<void> {
  await widgetsDefined(page);
  await page
    .waitForFunction(
      () => {
        // Only what shows: a closed dialog's loading state waits for it to open.
        const busy = (root: Document | ShadowRoot): boolean =>
          [...root.querySelectorAll('.b2b-skeleton, [aria-busy="true"]')].some((el) => el.getClientRects().length > 0) ||
          [...root.querySelectorAll('*')].some((el) => el.shadowRoot !== null && busy(el.shadowRoot));
        return !busy(document);
      },
      undefined,
      long,
    )
    .catch(() => undefined); // A list still loading is measured as it is: its skeleton must fit too.
}

/** What sticks out, as "where: how far"; empty when nothing does. */
function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    if (document.scrollingElement!.scrollWidth > innerWidth) out.push(`page: ${document.scrollingElement!.scrollWidth} > ${innerWidth}`);
    const name = (el: Element) => `${el.localName}${typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\s+/)[0] : ''}`;
    const boxParent = (el: Element): Element | null => {
      for (let p = el.parentElement; p; p = p.parentElement) if (getComputedStyle(p).display !== 'contents') return p;
      return null;
    };
    const clips = new Map<Element, boolean>();
    const clipping = (el: Element) => {
      if (!clips.has(el)) clips.set(el, getComputedStyle(el).overflowX !== 'visible');
      return clips.get(el)!;
    };
    for (const host of document.querySelectorAll('*')) {
      if (!host.localName.startsWith('b2b-')) continue;
      const box = host.getBoundingClientRect();
      if (!box.width) continue; // display: contents (modal and floating widgets)
      const parent = boxParent(host)?.getBoundingClientRect();
      if (parent && (box.left < parent.left - 1 || box.right > parent.right + 1)) {
        out.push(`${host.localName} [${Math.round(box.left)}, ${Math.round(box.right)}] in its parent's [${Math.round(parent.left)}, ${Math.round(parent.right)}]`);
      }
      if (!host.shadowRoot) continue;
      for (const el of host.shadowRoot.querySelectorAll('*')) {
        if (el.closest('dialog, [popover]') || getComputedStyle(el).position === 'fixed') continue;
        const r = el.getBoundingClientRect();
        if (!r.width || !r.height) continue;
        // What shows of it: its box cut by the boxes above it that clip (a table's scroll box, a carousel's viewport).
        let [left, right] = [r.left, r.right];
        for (let p = el.parentElement; p; p = p.parentElement) {
          if (!clipping(p)) continue;
          const c = p.getBoundingClientRect();
          [left, right] = [Math.max(left, c.left), Math.min(right, c.right)];
        }
        if (right - left <= 0) continue;
        if (left < box.left - 1 || right > box.right + 1) {
          out.push(`${host.localName} > ${name(el)} [${Math.round(left)}, ${Math.round(right)}] in the widget's [${Math.round(box.left)}, ${Math.round(box.right)}]`);
        }
      }
    }
    return out.slice(0, 8);
  });
}

/** Tables that scroll sideways inside their widget: "scrollWidth/clientWidth". */
function scrollingTables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.classList.contains('b2b-table-scroll') && el.clientWidth > 0 && el.scrollWidth > el.clientWidth) out.push(`${el.scrollWidth}/${el.clientWidth}`);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    return out;
  });
}

/** Links and buttons the chat launcher covers in the current scroll position. */
function coveredByLauncher(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const launcher = document.querySelector('b2b-chat')?.shadowRoot?.querySelector('.b2b-chat-launcher');
    if (!launcher) return [];
    const l = launcher.getBoundingClientRect();
    const out: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('a[href], button, input, select, textarea')) {
        if (el === launcher) continue;
        const r = el.getBoundingClientRect();
        if (!r.width || !r.height || getComputedStyle(el).visibility === 'hidden') continue;
        // What shows of it: cut by the boxes above it that clip (a carousel's slides past its edge are not seen).
        let [left, right] = [r.left, r.right];
        for (let p = el.parentElement; p; p = p.parentElement) {
          if (getComputedStyle(p).overflowX === 'visible') continue;
          const c = p.getBoundingClientRect();
          [left, right] = [Math.max(left, c.left), Math.min(right, c.right)];
        }
        if (left < l.right && right > l.left && r.top < l.bottom && r.bottom > l.top) out.push(el.textContent?.trim() || el.localName);
      }
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot && el !== launcher) walk(el.shadowRoot);
    };
    walk(document);
    return out;
  });
}

/** A context as the visitor or the demo user; each page sets its own viewport width. */
async function contextAs(who: 'visitor' | 'demo'): Promise<BrowserContext> {
  const context = who === 'demo' ? await demoContext(browser) : await browser.newContext({ baseURL: portalUrl(), locale: 'ru-RU' });
  context.setDefaultTimeout(20_000);
  return context;
}

/** Two frames: a resize has been laid out and drawn (and the widgets' resize observers have run). */
const frames = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

// Each page loads once per user, on a phone's width, and is then widened as a
// window is (the widgets follow their container and media queries, not the
// width they loaded at): 22 page loads instead of 66, the e2e runner's
// heaviest part. The dialogs below open on pages loaded at each width.
describe.each(['visitor', 'demo'] as const)('as the %s', (who) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await contextAs(who);
    page = await context.newPage();
  }, 60_000);
  afterAll(() => context?.close());

  it.each(PORTAL_PAGES)(`%s at ${WIDTHS.join(', ')} px: no sideways scrolling, no widget wider than its container`, async (path) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(path);
    await settled(page);
    for (const width of WIDTHS) {
      if (width !== WIDTHS[0]) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.setViewportSize({ width, height: 800 });
        await frames(page);
      }
      expect(await overflows(page), `${path} at ${width}`).toEqual([]);
      if (width === 1366 && who === 'demo' && LIST_PAGES.includes(path)) {
        expect(await scrollingTables(page), `${path}: a table scrolls inside its widget`).toEqual([]);
      }
      // The end of the page scrolls clear of the chat launcher; from 1366 px it covers nothing anywhere.
      if (who === 'demo') {
        if (width === 1366) expect(await coveredByLauncher(page), path).toEqual([]);
        await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
        await frames(page);
        expect(await coveredByLauncher(page), `${path} at ${width}, scrolled to the end`).toEqual([]);
      }
    }
  });
});

/** Whether a click at the middle of `dialog` reaches it (nothing drawn over it), and its box on the screen. */
async function dialogOnTop(page: Page, name: string): Promise<{ reached: boolean; fits: boolean }> {
  const dialog = page.getByRole('dialog', { name });
  await expect.poll(() => dialog.isVisible(), { ...long, message: name }).toBe(true);
  return dialog.evaluate((d) => {
    const r = d.getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    let hit = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    return { reached: hit !== null && d.contains(hit), fits: r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight };
  });
}

/** On a phone the header's links are folded under «Меню»: it is opened first. */
async function unfoldHeader(page: Page): Promise<void> {
  const menu = page.locator('.header').getByRole('button', { name: 'Меню', exact: true });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
}

describe.each(WIDTHS)('dialogs at %i px', (width) => {
  it('a visitor’s login and callback dialogs fit the screen and are on top', async () => {
    const context = await contextAs('visitor');
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await settled(page);
    await unfoldHeader(page);
    await page.locator('.header-account [data-b2b-open="login"]').click();
    expect(await dialogOnTop(page, m.loginTitle)).toEqual({ reached: true, fits: true });
    await page.keyboard.press('Escape');
    await page.locator('.header [data-b2b-open="callback"]').click();
    expect(await dialogOnTop(page, m.callbackTitle)).toEqual({ reached: true, fits: true });
    await context.close();
  });

  it('the demo user’s price-list dialog fits the screen and is on top; on a phone the menu button opens the cabinet links', async () => {
    const context = await contextAs('demo');
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/orders/?page=2');
    await settled(page);
    const menu = page.locator('b2b-sidebar').getByRole('button', { name: m.sidebarMenuButton });
    const orders = page.locator('b2b-sidebar a[href="/orders/"]');
    // Filters in the address keep the entry current.
    expect(await orders.getAttribute('aria-current')).toBe('page');
    expect(await orders.getAttribute('title')).toBe('Заказы');
    if (width < 900) {
      expect(await orders.isVisible()).toBe(false);
      await menu.click();
      // The first click is made once the menu's code has come (fetched on the way to the button).
      await expect.poll(() => menu.getAttribute('aria-expanded'), long).toBe('true');
      await expect.poll(() => orders.isVisible(), long).toBe(true);
      expect(await overflows(page)).toEqual([]);
    } else {
      expect(await menu.count()).toBe(0);
      expect(await orders.isVisible()).toBe(true);
    }
    await unfoldHeader(page);
    await page.locator('[data-b2b-open="price-list"]').first().click();
    expect(await dialogOnTop(page, m.priceListTitle)).toEqual({ reached: true, fits: true });
    await context.close();
  });
});
