/**
 * What "a dialog fits a phone" means, measured: the dialog is
 * no wider than the screen, nothing in it reaches past its edges or makes it
 * scroll sideways, and a table wider than the dialog scrolls inside its own box
 * with its first column kept in view.
 */
import { expect } from 'vitest';

const EPS = 0.5;

export function expectDialogFits(dialog: HTMLElement, tableBox: HTMLElement): void {
  const d = dialog.getBoundingClientRect();
  expect(d.left, 'dialog left edge on screen').toBeGreaterThanOrEqual(-EPS);
  expect(d.right, 'dialog right edge on screen').toBeLessThanOrEqual(window.innerWidth + EPS);
  // Nothing outside the table's own box reaches past the dialog's edges (cut off there).
  const outside = [...dialog.querySelectorAll<HTMLElement>('*')].filter((el) => !tableBox.contains(el) || el === tableBox);
  const sticking = outside
    .map((el) => ({ el, r: el.getBoundingClientRect() }))
    .filter(({ r }) => r.width > 0 && (r.right > d.right + EPS || r.left < d.left - EPS))
    .map(({ el }) => `${el.tagName.toLowerCase()}.${el.className}`);
  expect(sticking, 'elements past the dialog edge').toEqual([]);
  expect(dialog.scrollWidth, 'the dialog does not scroll sideways').toBeLessThanOrEqual(dialog.clientWidth);
  // The table scrolls in its box, its first column stays.
  expect(['auto', 'scroll']).toContain(getComputedStyle(tableBox).overflowX);
  const firstCell = tableBox.querySelector('tbody tr > :first-child')!;
  expect(getComputedStyle(firstCell).position, 'first column sticky').toBe('sticky');
}
