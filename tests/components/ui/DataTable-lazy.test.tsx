import { describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from '../../../src/ui/data-table';
import { renderUi } from './render-ui';

// The virtualizer loads when a long table first renders. Hold it back to act
// out a slow network: the table must show its first rows at once, in the box
// it will keep, and the virtualizer's arrival must neither move nor remount them.
const code = await vi.hoisted(() => import('../support/held').then((m) => m.held()));
vi.mock('@tanstack/virtual-core', (importOriginal) => code.hold(importOriginal));

interface Item {
  id: number;
  header: string;
}

const items: Item[] = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, header: `Товар ${i + 1}` }));
const columns: Column<Item>[] = [{ id: 'header', header: 'Наименование', cell: (p) => p.header, rowHeader: true }];


const table = (caption: string) => (
  <DataTable<Item> caption={caption} columns={columns} rows={items} getRowId={(p) => p.id} rowHeight={40} maxHeight={400} />
);

describe('DataTable before its virtualizer has loaded', () => {
  it('shows the first rows in their final box; the virtualizer takes over without moving them or losing a scroll', async () => {
    const screen = await renderUi(
      <>
        {table('Товары')}
        {table('Прокрученные')}
      </>,
    );
    const rowsOf = (name: string) => [...screen.getByRole('table', { name }).element().querySelectorAll('tbody tr[aria-rowindex]')];
    const region = screen.getByRole('region', { name: 'Товары' });
    const scrolled = screen.getByRole('region', { name: 'Прокрученные' });

    // Before: the first screenful and two rows more, the true size for screen readers, the scroller's final height.
    await expect.element(screen.getByRole('row', { name: /Товар 1$/ }).first()).toBeVisible();
    expect(screen.getByRole('table', { name: 'Товары' }).element().getAttribute('aria-rowcount')).toBe('1001');
    expect(rowsOf('Товары').length).toBe(12);
    const firstRow = rowsOf('Товары')[0];
    const before = { box: region.element().getBoundingClientRect().height, top: firstRow!.getBoundingClientRect().top };
    // The second table is scrolled to its end meanwhile (an impatient buyer).
    scrolled.element().scrollTop = scrolled.element().scrollHeight;

    code.release();
    await import('@tanstack/virtual-core');
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    // Its arrival moved nothing, and the first row is the same element, not a remounted one;
    // it only added its overscan out of view (as many 40 px rows as fit in 320 px: eight).
    expect(rowsOf('Товары')[0]).toBe(firstRow);
    expect(rowsOf('Товары').length).toBe(18);
    expect(region.element().getBoundingClientRect().height).toBe(before.box);
    // (Its overscan, drawn below, may make the scrolled length differ by those rows' real heights.)
    expect(region.element().scrollTop).toBe(0);
    expect(firstRow!.getBoundingClientRect().top).toBe(before.top);
    // The scrolled table shows the rows where it was scrolled to.
    await expect.poll(() => rowsOf('Прокрученные').map((r) => r.getAttribute('aria-rowindex'))).toContain('1001');
    expect(rowsOf('Прокрученные').length).toBeLessThan(60);
    // And scrolling works from now on.
    region.element().scrollTop = region.element().scrollHeight;
    await expect.poll(() => rowsOf('Товары').map((r) => r.getAttribute('aria-rowindex'))).toContain('1001');
  });
});
