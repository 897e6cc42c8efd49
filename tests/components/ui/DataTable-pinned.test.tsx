import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { DataTable, type Column } from '../../../src/ui/data-table';
import { renderUi } from './render-ui';

interface Order {
  id: number;
  number: string;
  date: string;
  contract: string;
}

const rows: Order[] = Array.from({ length: 4 }, (_, i) => ({ id: i + 1, number: `З-2026-0${i + 1}`, date: '06.12.2026', contract: 'Договор № ДП-101 от 10.01.2024' }));

const columns: Column<Order>[] = [
  { id: 'number', header: 'Номер', rowHeader: true, cell: (o) => o.number },
  { id: 'date', header: 'Дата', cell: (o) => o.date },
  ...['a', 'b', 'c', 'd'].map((id): Column<Order> => ({ id, header: `Договор ${id}`, cell: (o) => o.contract })),
  { id: 'actions', header: 'Действия', print: false, cell: (o) => <button type="button">Повторить {o.number}</button> },
];

/** A table of orders in a box narrower than it (it scrolls sideways), themed with `space`. */
function Narrow({ space }: { space?: string }) {
  return (
    <div style={{ width: 320, ...(space && { '--b2b-space': space }) }}>
      <DataTable<Order> caption="Заказы" columns={columns} rows={rows} getRowId={(o) => o.id} rowLabel={(o) => o.number} selectable bulkActions={() => <button type="button">Повторить отмеченные</button>} />
    </div>
  );
}

const frames = () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));

/** The first body row's check box cell, name cell and date cell, and the title row's name cell. */
function cells() {
  const row = document.querySelector('tbody tr')!;
  const [check, name, date] = [...row.children] as HTMLElement[];
  const title = document.querySelector('thead tr > th:nth-child(2)') as HTMLElement;
  return { check: check!.getBoundingClientRect(), name: name!.getBoundingClientRect(), date: date!.getBoundingClientRect(), title: title.getBoundingClientRect() };
}

describe('DataTable pinned columns', () => {
  // --b2b-space 24px: the check column's padding makes it wider than its 40px.
  it.each([undefined, '24px'])('the name sticks where the check column ends (space %s), at rest and scrolled', async (space) => {
    await renderUi(<Narrow space={space} />);
    await frames();
    const box = document.querySelector('.b2b-table-scroll')!;
    expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    const rest = cells();
    // Fully left, each cell is where the table put it: the date is not under the name.
    expect(rest.name.left).toBeCloseTo(rest.check.right, 0);
    expect(rest.date.left).toBeGreaterThanOrEqual(rest.name.right - 0.5);
    box.scrollLeft = 150;
    await frames();
    const scrolled = cells();
    // Side by side: no gap between them for the scrolled cells to show through, no overlap beyond a rounding.
    expect(scrolled.check.left).toBeCloseTo(rest.check.left, 0);
    expect(scrolled.name.left).toBeLessThanOrEqual(scrolled.check.right);
    expect(scrolled.name.left).toBeGreaterThan(scrolled.check.right - 1);
    expect(scrolled.title.left).toBe(scrolled.name.left);
    const pinned = [...document.querySelector('tbody tr')!.children].slice(0, 2);
    for (let x = scrolled.check.left + 0.5; x < scrolled.name.right; x += 1) {
      const hit = document.elementFromPoint(x, scrolled.name.top + scrolled.name.height / 2)?.closest('td, th');
      expect(hit && pinned.includes(hit), `a pinned cell at ${x}`).toBe(true);
    }
  });

  it('with rows checked the column titles are kept for paper, hidden on screen', async () => {
    const screen = await renderUi(<Narrow />);
    await userEvent.click(screen.getByRole('checkbox', { name: /З-2026-01/ }));
    await expect.element(screen.getByRole('button', { name: 'Повторить отмеченные' })).toBeVisible();
    const printTitles = document.querySelector('thead .b2b-table-print-titles')!;
    expect([...printTitles.children].map((th) => th.textContent)).toEqual(columns.map((c) => c.header));
    expect(getComputedStyle(printTitles).display).toBe('none');
    // A column not printed says so on its title and its cells.
    expect(printTitles.lastElementChild!.classList.contains('b2b-table-noprint')).toBe(true);
    expect(document.querySelector('tbody tr')!.lastElementChild!.classList.contains('b2b-table-noprint')).toBe(true);
  });
});
