// On the reference portal: what a printed list or an order's details put on
// an A4 page (794 px wide at 96 dpi, portrait). Printing /orders/ printed the
// whole site (header, fast order, menu, chat, buttons) with «Действия» cut at
// the page's edge, and an open order's dialog over the dimmed list.
import type { Locator, Page, Response } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultMessages as m } from '../../src/core/messages';
import { formatRubles } from '../../src/ui/price/Price';
import { fileBrowser } from './browser';
import { demoOn } from './portal-session';
import { settled } from './page-checks';

const browser = fileBrowser();
const A4 = { width: 794, height: 1123 };
/** The layout's tools, none of them on paper. */
const CHROME = ['.header', '.page-sidebar', '.footer', 'b2b-fast-order', 'b2b-basket-counter', 'b2b-sidebar', 'b2b-chat', 'b2b-notices', 'b2b-top-news'];

let pages: Page[] = [];
afterEach(async () => {
  await Promise.all(pages.map((p) => p.context().close()));
  pages = [];
});

/** The demo user's `path` at A4's width, its list's first reply (`api`: GET order, POST drafts) and the page once settled. */
async function openAtA4<T>(path: string, api: string): Promise<{ page: Page; reply: T }> {
  const { page } = await demoOn(browser);
  pages.push(page);
  await page.setViewportSize(A4);
  const replied = page.waitForResponse((r: Response) => new URL(r.url()).pathname === `/api/${api}/`);
  await page.goto(path);
  const reply = (await (await replied).json()) as T;
  await settled(page);
  return { page, reply };
}

interface Paper {
  /** Shown elements reaching past the page's right edge: `tag.class right`. */
  cut: string[];
  /** Shown controls, but a row's name link (the order's number, the draft's name): `tag «name»`. */
  controls: string[];
}

/** What prints: every shown element, open shadow roots included, against the page's width; the controls shown. */
function paper(page: Page): Promise<Paper> {
  return page.evaluate((width) => {
    const out: Paper = { cut: [], controls: [] };
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) walk(el.shadowRoot);
        if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        const what = `${el.localName}${typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\s+/).join('.') : ''}`;
        if (r.right > width + 0.5) out.cut.push(`${what} ${r.right.toFixed(1)}`);
        const control = el.matches('button, input, select, textarea, [role="button"]');
        const rowName = el.matches('.b2b-button--link') && el.closest('th[scope="row"]');
        if (control && !rowName) out.controls.push(`${what} «${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}»`);
      }
    };
    walk(document);
    if (document.documentElement.scrollWidth > width) out.cut.push(`the page, ${document.documentElement.scrollWidth}px`);
    return out;
  }, A4.width);
}

/** Layout chrome on the page that is shown: none may be. */
async function chromeShown(page: Page): Promise<string[]> {
  const shown: string[] = [];
  for (const selector of CHROME) for (const el of await page.locator(selector).all()) if (await el.isVisible()) shown.push(selector);
  return shown;
}

/** The cell of a row under the column titled `title` (headers and cells counted alike, the check box's too). */
async function columnCells(table: Locator): Promise<(row: Locator, title: string) => Locator> {
  const titles = (await table.locator('thead tr:first-child > th').allTextContents()).map((t) => t.trim());
  return (row, title) => {
    const index = titles.indexOf(title);
    if (index < 0) throw new Error(`no column «${title}» among ${titles.join(', ')}`);
    return row.locator(':scope > th, :scope > td').nth(index);
  };
}

type Orders = { orders: { number: string; date: string; sum: number }[] };
type Drafts = { drafts: { date: string; time: string; sum: number }[] };

describe('printed at A4 width', () => {
  it('/orders/: the list alone, its number, date and sum on every row, nothing past the page, no buttons', async () => {
    const { page, reply } = await openAtA4<Orders>('/orders/', 'order');
    expect(reply.orders.length).toBeGreaterThan(0);
    // On screen at this width the orders are cards (a narrow box) and the layout’s tools are there.
    expect(await chromeShown(page)).not.toEqual([]);
    await page.emulateMedia({ media: 'print' });
    expect(await chromeShown(page)).toEqual([]);
    expect(await paper(page)).toEqual({ cut: [], controls: [] });
    const table = page.locator('b2b-orders').getByRole('table', { name: m.ordersCaption });
    // Each value in its own column: an order sent today has the same date under «Дата доставки».
    const cellUnder = await columnCells(table);
    for (const o of reply.orders) {
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: o.number }) });
      for (const [title, text] of [[m.ordersColNumber, o.number], [m.ordersColDate, o.date], [m.ordersColSum, formatRubles(o.sum)]] as const) {
        const cell = cellUnder(row, title);
        expect(await cell.isVisible(), `${o.number} ${title}`).toBe(true);
        expect((await cell.innerText()).trim(), `${o.number} ${title}`).toBe(text);
      }
    }
    expect(await table.getByRole('columnheader', { name: m.ordersColActions }).isVisible()).toBe(false);
  });

  it('/orders/ with rows checked: the column titles print, not the bulk-actions bar', async () => {
    const { page } = await openAtA4<Orders>('/orders/', 'order');
    const orders = page.locator('b2b-orders');
    await orders.getByRole('checkbox', { name: /^Выбрать строку/ }).first().check();
    await orders.getByRole('button', { name: m.ordersRepeatChecked }).waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await paper(page)).toEqual({ cut: [], controls: [] });
    const head = orders.getByRole('table', { name: m.ordersCaption }).locator('thead');
    for (const title of [m.ordersColNumber, m.ordersColDate, m.ordersColSum]) expect(await head.getByText(title, { exact: true }).isVisible(), title).toBe(true);
  });

  it('an order’s open details print alone as the page: no list, no backdrop, not fixed; its number, date and sum', async () => {
    const { page, reply } = await openAtA4<Orders>('/orders/', 'order');
    const order = reply.orders[0]!;
    const orders = page.locator('b2b-orders');
    await orders.getByRole('button', { name: `Открыть заказ ${order.number}` }).click();
    const dialog = orders.getByRole('dialog', { name: new RegExp(order.number) });
    await dialog.getByRole('table').getByRole('row').nth(1).waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await chromeShown(page)).toEqual([]);
    expect(await paper(page)).toEqual({ cut: [], controls: [] });
    expect(await orders.getByRole('table', { name: m.ordersCaption }).isVisible()).toBe(false);
    expect(await page.locator('h1').isVisible()).toBe(false);
    const box = await dialog.evaluate((d) => {
      const r = d.getBoundingClientRect();
      return { position: getComputedStyle(d).position, backdrop: getComputedStyle(d, '::backdrop').backgroundColor, left: r.left, top: r.top + scrollY, width: r.width };
    });
    expect(box).toMatchObject({ position: 'absolute', backdrop: 'rgba(0, 0, 0, 0)', left: 0, top: 0, width: A4.width });
    for (const text of [order.number, order.date, formatRubles(order.sum)]) {
      expect(await dialog.getByText(text).first().isVisible(), text).toBe(true);
    }
    // Back on screen it is the dialog it was.
    await page.emulateMedia({ media: 'screen' });
    expect(await dialog.evaluate((d) => getComputedStyle(d).position)).toBe('fixed');
    expect(await page.locator('b2b-orders[data-b2b-modal-open]').count()).toBe(1);
    await dialog.getByRole('button', { name: m.close }).first().click();
    await expect.poll(() => page.locator('b2b-orders[data-b2b-modal-open]').count()).toBe(0);
  });

  it('/drafts/: the list alone, each draft’s date and sum, nothing past the page, no buttons', async () => {
    const { page, reply } = await openAtA4<Drafts>('/drafts/', 'drafts');
    expect(reply.drafts.length).toBeGreaterThan(0);
    await page.emulateMedia({ media: 'print' });
    expect(await chromeShown(page)).toEqual([]);
    expect(await paper(page)).toEqual({ cut: [], controls: [] });
    const table = page.locator('b2b-drafts').getByRole('table');
    for (const d of reply.drafts) {
      expect(await table.getByText(`${d.date} ${d.time}`).first().isVisible(), d.date).toBe(true);
      expect(await table.getByText(formatRubles(d.sum), { exact: true }).first().isVisible(), String(d.sum)).toBe(true);
    }
  });
});
