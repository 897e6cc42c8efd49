// A 1,000-line basket: only the rows in view are in the DOM, scrolling brings
// the others, and changing one quantity re-renders that one row only.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { seedBasket } from '../../../src/testing';
import type { Column } from '../../../src/ui/data-table';
import { basketColumns, type BasketRow } from '../../../src/widgets/basket/basket-columns';
import { nextFrames } from '../support/held';
import { fill, installBasketTestHooks, m, renderBasket, state, table } from './setup-basket';

installBasketTestHooks();

const LINES = 1000;

/** Every call of a column's cell is one render of that row: count them per line. */
const renders = new Map<string, number>();
const articul = basketColumns.find((c) => c.id === 'articul') as Column<BasketRow>;
const originalCell = articul.cell;
beforeEach(() => {
  renders.clear();
  articul.cell = (row) => {
    if (row) renders.set(row.key, (renders.get(row.key) ?? 0) + 1);
    return originalCell(row);
  };
});
afterEach(() => {
  articul.cell = originalCell;
});

const bodyRows = () => [...table().element().querySelectorAll('tbody tr[part="row"]')];

/**
 * Until the virtualizer has come and the rows stop rendering for three pairs of frames.
 * The table shows a first screenful before its virtualizer's code arrives,
 * which then draws its rows out of view: on a busy machine that came after
 * the click, and eleven rows counted that were not the quantity's.
 */
async function rowsSettled(): Promise<void> {
  await import('@tanstack/virtual-core');
  let total = -1;
  for (let still = 0; still < 3; ) {
    await nextFrames();
    const now = [...renders.values()].reduce((a, b) => a + b, 0);
    still = now === total ? still + 1 : 0;
    total = now;
  }
}

describe('<Basket> with 1,000 lines', () => {
  it('renders only the rows in view and tells assistive tech the real size', async () => {
    seedBasket(state, LINES);
    await renderBasket();
    await expect.element(table()).toBeVisible();
    await expect.element(page.getByText(fill('basketTotalLines', { n: LINES }))).toBeVisible();
    expect(bodyRows().length).toBeGreaterThan(5);
    expect(bodyRows().length).toBeLessThan(60);
    expect(table().element().getAttribute('aria-rowcount')).toBe(String(LINES + 1));
  });

  it('scrolling to the end brings the last rows', async () => {
    seedBasket(state, LINES);
    await renderBasket();
    await expect.element(table()).toBeVisible();
    const scroller = page.getByRole('region', { name: m.basketCaption }).element();
    // Again on each try, as a buyer scrolls on: on a busy machine one scroll to the end
    // once showed rows 414-422 of 1,000, the box's length having changed after it.
    const toEnd = () => {
      scroller.scrollTop = scroller.scrollHeight;
      return bodyRows().map((r) => r.getAttribute('aria-rowindex'));
    };
    await expect.poll(toEnd).toContain(String(LINES + 1));
    expect(bodyRows().length).toBeLessThan(60);
  });

  it('changing one quantity re-renders that row only, through the whole round trip', async () => {
    seedBasket(state, LINES);
    await renderBasket();
    await expect.element(table()).toBeVisible();
    const first = bodyRows()[0]!;
    const header = first.querySelector('.b2b-basket-header')!.textContent!;
    const goods = state.products.find((p) => p.header === header && state.basket.some((i) => i.id === p.id))!;
    const line = state.basket.find((i) => i.id === goods.id)!;
    const before = line.qnt;
    await rowsSettled();
    renders.clear();
    await userEvent.click(page.getByRole('spinbutton', { name: fill('basketQuantityLabel', { header, articul: goods.articul }) }));
    await userEvent.click(first.querySelector<HTMLButtonElement>('button[aria-label="Увеличить количество"]')!);
    await expect.poll(() => line.qnt).toBe(before + 1);
    // Let the reply land and settle.
    await new Promise((r) => setTimeout(r, 300));
    expect([...renders.keys()]).toEqual([`products:${line.id}`]);
  });
});
