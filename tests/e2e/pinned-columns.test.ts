// On the reference portal: <b2b-orders>' pinned columns (the check box and the
// order's number, kept in view while the table scrolls sideways) never cover
// the data beside them: at 683 px (1366 px at 200 % zoom) the number stuck
// 10 px right of where the narrower check column ended, over the date's
// first digit, and the scrolled cells showed through the gap between them.
// At 683 and 768 px the orders are cards now (the column is narrower than the
// table's 864 px): nothing is pinned, nothing scrolls sideways and the date
// shows whole. The table scrolls sideways where its box is wide enough for a
// table but its columns need more: here the host's type at 18 px
// (--b2b-font-size, as a text zoom does) at 1366 px, 1,068 px of columns in
// the 924 px column.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMessages as m } from '../../src/core/messages';
import { fileBrowser } from './browser';
import { demoOn } from './portal-session';
import { settled } from './page-checks';

const browser = fileBrowser();
/** Cards: the cabinet's column narrower than the cards threshold (ui/data-table CARDS_BELOW). */
const CARD_WIDTHS = [683, 768] as const;
/** A table: as the portal draws it (it fits), and with the host's larger type (it scrolls sideways). */
const TABLES = [
  { width: 1366, type: null, what: 'the portal’s type' },
  { width: 1366, type: '18px', what: 'the host’s type at 18 px' },
] as const;
const HEIGHT = 900;

/** Two frames: a resize or a scroll has been laid out and drawn (and the table's resize observer has run). */
const frames = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/** Scrolls the orders' table box sideways to `left` (clamped by the browser); returns where it went and how far it can go. */
function scrollTable(page: Page, left: number): Promise<{ left: number; max: number }> {
  return page.evaluate((to) => {
    const box = document.querySelector('b2b-orders')!.shadowRoot!.querySelector<HTMLElement>('.b2b-table-scroll')!;
    box.scrollLeft = to;
    return { left: box.scrollLeft, max: box.scrollWidth - box.clientWidth };
  }, left);
}

/** The orders' host type (--b2b-font-size) set to `type`, or back to the widget's own for null. */
function hostType(page: Page, type: string | null): Promise<void> {
  return page.evaluate((type) => {
    const host = document.querySelector<HTMLElement>('b2b-orders')!;
    if (type) host.style.setProperty('--b2b-font-size', type);
    else host.style.removeProperty('--b2b-font-size');
  }, type);
}

/**
 * The orders' rows as cards, those wholly in the window: how many are cards
 * (a grid each), the cells pinned (sticky) and whether the table's box
 * scrolls sideways; and the first card's date: whole in the card and
 * the window, what shows at its text's first and last letter.
 */
function cardsLook(page: Page): Promise<{ rows: number; cards: number; pinned: string[]; scrolls: boolean; date: string }> {
  return page.evaluate(() => {
    const root = document.querySelector('b2b-orders')!.shadowRoot!;
    const box = root.querySelector<HTMLElement>('.b2b-table-scroll')!;
    const rows = [...root.querySelectorAll('tbody tr.b2b-table-row')].filter((tr) => {
      const r = tr.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight - 100;
    });
    const pinned = rows.flatMap((tr) => [...tr.children].filter((c) => ['sticky', 'fixed'].includes(getComputedStyle(c).position)).map((c) => c.textContent!.trim().slice(0, 20)));
    const cell = rows[0]?.querySelector('[data-col="date"]');
    let date = 'no date';
    if (cell) {
      const value = cell.querySelector('.b2b-table-card-value') ?? cell;
      const range = document.createRange();
      range.selectNodeContents(value);
      const [line] = [...range.getClientRects()].filter((t) => t.width > 0);
      const card = rows[0]!.getBoundingClientRect();
      const at = (x: number) => root.elementFromPoint(x, line!.top + line!.height / 2)?.closest('td, th');
      if (!line) date = 'not drawn';
      else if (line.left < Math.max(0, card.left) || line.right > Math.min(innerWidth, card.right)) date = `cut: [${line.left}, ${line.right}] in [${card.left}, ${card.right}]`;
      else if (at(line.left + 1) !== cell || at(line.right - 1) !== cell) date = `covered by ${at(line.left + 1)?.textContent?.trim().slice(0, 20)}`;
      else date = `whole: ${value.textContent!.trim()}`;
    }
    return {
      rows: rows.length,
      cards: rows.filter((tr) => getComputedStyle(tr).display === 'grid').length,
      pinned,
      scrolls: box.scrollWidth > box.clientWidth,
      date,
    };
  });
}

interface Look {
  /** A non-pinned cell's text a pinned cell covers (fully left: any of it), or whose start right of them is hidden: `column row: what is hit`. */
  covered: string[];
  /** Points between the box's left edge and the last pinned cell's right edge that hit something else. */
  gaps: string[];
  /** Pinned cells whose background lets what scrolls under them show through. */
  seeThrough: string[];
  /** The first row's date: its text's left edge, and the last pinned cell's right edge. */
  date: { textLeft: number; pinnedRight: number };
  rows: number;
}

/**
 * What the table shows now, for the rows wholly in the window: each
 * non-pinned cell's text starts right of the pinned cells when the table is
 * scrolled fully left (`atRest`); scrolled, a text that reaches past them is
 * what a point just right of them hits, not a pinned cell; no point of a
 * row between the box's edge and the pinned cells' end hits a non-pinned
 * cell; and every pinned cell, head and body, has an opaque background.
 */
function look(page: Page, atRest: boolean): Promise<Look> {
  return page.evaluate((atRest) => {
    const root = document.querySelector('b2b-orders')!.shadowRoot!;
    const box = root.querySelector('.b2b-table-scroll')!.getBoundingClientRect();
    const pinned = (cell: Element) => ['sticky', 'fixed'].includes(getComputedStyle(cell).position);
    const opaque = (cell: Element) => {
      const style = getComputedStyle(cell);
      const alpha = /rgba\([^)]*,\s*([\d.]+)\)/.exec(style.backgroundColor)?.[1];
      return style.backgroundColor !== 'transparent' && (alpha === undefined || Number(alpha) === 1);
    };
    const name = (cell: Element | null) => (cell ? `${cell.localName}${cell.className ? '.' + String(cell.className).split(' ').join('.') : ''} «${cell.textContent?.trim().slice(0, 20)}»` : 'nothing');
    const cellAt = (x: number, y: number) => root.elementFromPoint(x, y)?.closest('td, th') ?? null;
    const out: Look = { covered: [], gaps: [], seeThrough: [], date: { textLeft: NaN, pinnedRight: NaN }, rows: 0 };
    const titles = [...root.querySelectorAll('thead tr:first-child > th')];
    for (const th of titles) if (pinned(th) && !opaque(th)) out.seeThrough.push(`head ${name(th)}`);
    // The chat's launcher floats at the bottom right: rows below its top are left out.
    const bottom = innerHeight - 100;
    const rows = [...root.querySelectorAll('tbody tr.b2b-table-row')].filter((tr) => {
      const r = tr.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= bottom;
    });
    out.rows = rows.length;
    rows.forEach((tr, i) => {
      const cells = [...tr.children];
      const pins = cells.filter(pinned);
      for (const cell of pins) if (!opaque(cell)) out.seeThrough.push(`row ${i + 1} ${name(cell)}`);
      const edge = Math.max(box.left, ...pins.map((c) => c.getBoundingClientRect().right));
      const r = tr.getBoundingClientRect();
      const y = r.top + r.height / 2;
      for (let x = box.left + 0.5; x < edge - 0.5; x += 1) {
        const hit = cellAt(x, y);
        if (!hit || !pins.includes(hit)) {
          out.gaps.push(`row ${i + 1} at ${x.toFixed(1)} (pinned end ${edge.toFixed(1)}): ${name(hit)}`);
          break;
        }
      }
      cells.forEach((cell, col) => {
        if (pins.includes(cell) || !cell.textContent?.trim()) return;
        const range = document.createRange();
        range.selectNodeContents(cell);
        const text = [...range.getClientRects()].filter((t) => t.width > 0);
        const left = Math.min(...text.map((t) => t.left));
        const first = text.find((t) => t.left === left)!;
        if (i === 0 && col === cells.findIndex((c) => !pinned(c))) out.date = { textLeft: left, pinnedRight: edge };
        if (atRest && left < edge - 0.5) {
          out.covered.push(`column ${col + 1} row ${i + 1} «${cell.textContent.trim().slice(0, 20)}» starts at ${left.toFixed(1)}, under the pinned cells (end ${edge.toFixed(1)})`);
          return;
        }
        // Scrolled under the pinned cells or out of the box: hidden as it should be.
        if (left < edge - 0.5 && left + first.width <= edge) return;
        if (left >= box.right - 1) return;
        const x = Math.max(left, edge) + 1;
        const hit = cellAt(x, first.top + first.height / 2);
        if (hit !== cell) out.covered.push(`column ${col + 1} row ${i + 1} «${cell.textContent.trim().slice(0, 20)}» at ${x.toFixed(1)}: ${name(hit)}`);
      });
    });
    return out;
  }, atRest);
}

describe('/orders/ pinned columns', () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await demoOn(browser));
    await page.setViewportSize({ width: CARD_WIDTHS[0], height: HEIGHT });
    await page.goto('/orders/');
    await page.locator('b2b-orders').getByRole('table', { name: m.ordersCaption }).getByRole('row').nth(1).waitFor();
    await settled(page);
  }, 60_000);
  afterAll(() => page?.context().close());

  it.each(CARD_WIDTHS)('at %i px the orders are cards: nothing pinned, nothing scrolls sideways, the date whole and uncovered', async (width) => {
    await page.setViewportSize({ width, height: HEIGHT });
    await page.evaluate(() => {
      const table = document.querySelector('b2b-orders')!.shadowRoot!.querySelector('table')!;
      window.scrollBy(0, table.getBoundingClientRect().top - 8);
    });
    await frames(page);
    const seen = await cardsLook(page);
    expect(seen.rows, 'rows in view').toBeGreaterThanOrEqual(1);
    expect(seen).toMatchObject({ cards: seen.rows, pinned: [], scrolls: false });
    expect(seen.date).toMatch(/^whole: \d\d\.\d\d\.\d{4}$/);
  });

  it.each(TABLES)('at $width px, $what: scrolled fully left and sideways, cover nothing beside them and are opaque', async ({ width, type }) => {
    await page.setViewportSize({ width, height: HEIGHT });
    await hostType(page, type);
    await frames(page);
    // The table's head at the window's top: its rows in view.
    await page.evaluate(() => {
      const table = document.querySelector('b2b-orders')!.shadowRoot!.querySelector('table')!;
      window.scrollBy(0, table.getBoundingClientRect().top - 8);
    });
    const { max } = await scrollTable(page, 0);
    await frames(page);
    const rest = await look(page, true);
    expect(rest.rows, 'rows in view').toBeGreaterThanOrEqual(3);
    // Fully left, nothing is under the pinned cells: the date's text starts right of them.
    expect(rest.date.textLeft, `the date's text left edge right of the pinned number's (${rest.date.pinnedRight})`).toBeGreaterThanOrEqual(rest.date.pinnedRight);
    expect(rest).toMatchObject({ covered: [], gaps: [], seeThrough: [] });
    // The portal's type: the table fits the cabinet's column. The larger type: it scrolls.
    if (type) expect(max, 'the table scrolls sideways').toBeGreaterThan(0);
    else expect(max, 'the table fits its box').toBe(0);
    for (const to of max > 0 ? [8, 40, 100, Math.round(max / 2), max] : []) {
      const { left } = await scrollTable(page, to);
      await frames(page);
      expect(await look(page, false), `scrolled ${left} of ${max}`).toMatchObject({ covered: [], gaps: [], seeThrough: [] });
    }
    await scrollTable(page, 0);
    await hostType(page, null);
  });

  it('a checked row’s and a hovered row’s pinned cells stay opaque, scrolled sideways (1366 px, the host’s type 18 px)', async () => {
    const { width, type } = TABLES[1];
    await page.setViewportSize({ width, height: HEIGHT });
    await hostType(page, type);
    const orders = page.locator('b2b-orders');
    const box = orders.getByRole('checkbox', { name: /^Выбрать строку/ }).first();
    await box.check();
    const { max } = await scrollTable(page, 10_000);
    expect(max, 'the table scrolls sideways').toBeGreaterThan(0);
    await frames(page);
    await orders.getByRole('button', { name: /^Открыть заказ/ }).nth(1).hover();
    await frames(page);
    expect(await look(page, false), `scrolled ${max}`).toMatchObject({ covered: [], gaps: [], seeThrough: [] });
    await box.uncheck();
    await scrollTable(page, 0);
    await hostType(page, null);
  });
});
