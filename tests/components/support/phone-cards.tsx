/**
 * What "a list fits a phone" means, measured: the widget in a box of a
 * phone's width (PHONE_BOXES) scrolls nothing sideways, nor does its table, and nothing
 * in it reaches past its edges; each row is a card whose key (a number, a
 * code, a name) and buttons lie inside it and show whole, nothing drawn over
 * them, the key's words whole (wrapped between words, never inside one).
 */
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { render } from 'vitest-browser-react';

/** The widths of the box the tests put a list in: a 360 px phone's column (the portal's margins off), a whole 390 px. */
export const PHONE_BOXES = [340, 390] as const;

const EPS = 0.5;

/** `widget` rendered in a box `width` px wide. */
export function renderInBox(widget: ReactNode, width: number) {
  return render(<div style={{ width: `${width}px` }}>{widget}</div>);
}

/** A short name for a message: tag, first class, the start of its text. */
function name(el: Element): string {
  const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : '';
  return `${el.localName}${cls} «${(el.textContent ?? '').trim().slice(0, 24)}»`;
}

/**
 * The widget's root scrolls nothing sideways, nor does any table's box in it,
 * and nothing drawn in it reaches past its left or right edge (what a
 * scrolling box would clip counts too: the buyer could not see it).
 */
export function expectFitsBox(root: HTMLElement): void {
  expect(root.scrollWidth, 'the widget scrolls sideways').toBeLessThanOrEqual(root.clientWidth);
  const boxes = [...root.querySelectorAll<HTMLElement>('.b2b-table-scroll')];
  expect(boxes.length, 'a table').toBeGreaterThan(0);
  for (const box of boxes) expect(box.scrollWidth, 'the table scrolls sideways').toBeLessThanOrEqual(box.clientWidth);
  const edge = root.getBoundingClientRect();
  const sticking = [...root.querySelectorAll('*')]
    .filter((el) => !el.closest('dialog, [popover], .b2b-visually-hidden'))
    .filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && (r.left < edge.left - EPS || r.right > edge.right + EPS);
    })
    .map(name);
  expect(sticking, 'what reaches past the widget’s edges').toEqual([]);
}

/** What shows at (x, y) of the page is `el` or inside it. */
function shows(el: Element, x: number, y: number): boolean {
  const hit = (el.getRootNode() as Document | ShadowRoot).elementFromPoint(x, y);
  return hit !== null && el.contains(hit);
}

/** `el` shows from its left edge to its right, each line of it if it wraps (scrolled into view first). */
function wholeShows(el: Element): boolean {
  el.scrollIntoView({ block: 'center' });
  return [...el.getClientRects()]
    .filter((box) => box.width > 2)
    .every((box) => {
      const y = box.top + box.height / 2;
      return shows(el, box.left + 1, y) && shows(el, box.left + box.width / 2, y) && shows(el, box.right - 1, y);
    });
}

/** The words of `element`'s text drawn on more than one line (a word broken inside). */
export function brokenWords(element: Element): string[] {
  const broken: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (lines.size > 1) broken.push(word[0]);
    }
  }
  return broken;
}

/**
 * `row` is a card (one grid, not a table row of columns) within `root`; its
 * key and each of `parts` (its buttons) lie inside it and show whole; the
 * key's words are whole.
 */
export function expectCard(root: HTMLElement, row: Element, key: Element, parts: readonly Element[]): void {
  expect(getComputedStyle(row).display, 'the row is a card').toBe('grid');
  const card = row.getBoundingClientRect();
  const edge = root.getBoundingClientRect();
  expect(card.left >= edge.left - EPS && card.right <= edge.right + EPS, 'the card inside the widget').toBe(true);
  for (const [what, el] of [['the key', key], ...parts.map((p) => [`«${p.textContent}»`, p] as const)] as const) {
    const r = el.getBoundingClientRect();
    expect(r.width, `${what} shows`).toBeGreaterThan(0);
    expect(r.left >= card.left - EPS && r.right <= card.right + EPS, `${what} inside its card`).toBe(true);
    expect(wholeShows(el), `${what} shows whole`).toBe(true);
  }
  expect(brokenWords(key), 'words of the key broken').toEqual([]);
}
