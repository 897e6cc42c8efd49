import { useMemo, useState, useSyncExternalStore } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { recordsSelected } from '../../../src/core/format';
import type { SortState } from '../../../src/core/rules/sort';
import { DataTable, type Column, type RowId } from '../../../src/ui/data-table';
import { Price } from '../../../src/ui/price';
import { uiMessages as u } from '../../../src/ui/ui-messages';
import { renderUi } from './render-ui';

interface Product {
  id: number;
  articul: string;
  header: string;
  price: number;
}

const products = (n: number): Product[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, articul: `А-${String(i + 1).padStart(4, '0')}`, header: `Товар ${i + 1}`, price: 100 + i }));

const columns: Column<Product>[] = [
  { id: 'articul', header: 'Артикул', cell: (p) => p.articul, sortField: 'articul' },
  { id: 'header', header: 'Наименование', cell: (p) => p.header, sortField: 'header', rowHeader: true },
  { id: 'price', header: 'Цена', cell: (p) => <Price value={p.price} />, sortField: 'price', align: 'end' },
];

function Table({ rows, onDelete, onSort }: { rows: Product[]; onDelete?: (ids: RowId[]) => void; onSort?: (s: SortState) => void }) {
  const [sort, setSort] = useState<SortState>(null);
  return (
    <DataTable<Product>
      caption="Товары"
      columns={columns}
      rows={rows}
      getRowId={(p) => p.id}
      rowLabel={(p) => p.header}
      sort={sort}
      onSortChange={(next) => {
        onSort?.(next);
        setSort(next);
      }}
      selectable
      bulkActions={(checked) => (
        <button type="button" onClick={() => onDelete?.([...checked])}>
          Удалить отмеченные
        </button>
      )}
    />
  );
}

describe('DataTable', () => {
  it('sorts through the cycle unsorted → asc → desc → asc with aria-sort', async () => {
    const onSort = vi.fn();
    const screen = await renderUi(<Table rows={products(3)} onSort={onSort} />);
    const price = screen.getByRole('columnheader', { name: 'Цена' });
    await expect.element(price).not.toHaveAttribute('aria-sort');
    await userEvent.click(screen.getByRole('button', { name: 'Цена' }));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'price', dir: 'asc' });
    await expect.element(price).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Цена' }));
    await expect.element(price).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: 'Цена' }));
    await expect.element(price).toHaveAttribute('aria-sort', 'ascending');
    // Only one column sorted at a time: another column starts over at asc.
    await userEvent.click(screen.getByRole('button', { name: 'Артикул' }));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'articul', dir: 'asc' });
    await expect.element(price).not.toHaveAttribute('aria-sort');
  });

  it('checking rows marks them and swaps the titles for the bulk-actions bar', async () => {
    const onDelete = vi.fn();
    const screen = await renderUi(<Table rows={products(4)} onDelete={onDelete} />);
    const all = screen.getByRole('checkbox', { name: u.checkAll });
    await userEvent.click(screen.getByRole('checkbox', { name: `${u.checkRow}: Товар 2` }));
    const row2 = screen.getByRole('row', { name: /Товар 2/ });
    await expect.element(row2).toHaveAttribute('data-selected', 'true');
    await expect.element(row2).toHaveClass('b2b-table-row--selected');
    await expect.element(all).toBePartiallyChecked();
    await expect.element(screen.getByText(recordsSelected(1), { exact: true }).first()).toBeVisible();
    await expect.element(screen.getByRole('columnheader', { name: 'Наименование' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: `${u.checkRow}: Товар 4` }));
    await userEvent.click(screen.getByRole('button', { name: 'Удалить отмеченные' }));
    expect(onDelete).toHaveBeenCalledWith([2, 4]);
  });

  it('check-all checks every row, then unchecks them; the count is announced', async () => {
    const screen = await renderUi(<Table rows={products(5)} />);
    const all = screen.getByRole('checkbox', { name: u.checkAll });
    await userEvent.click(all);
    await expect.element(all).toBeChecked();
    await expect.element(screen.getByRole('status')).toHaveTextContent(recordsSelected(5));
    for (const box of screen.getByRole('checkbox', { name: new RegExp(u.checkRow) }).elements()) expect((box as HTMLInputElement).checked).toBe(true);
    await userEvent.click(all);
    await expect.element(all).not.toBeChecked();
    await expect.element(screen.getByRole('columnheader', { name: 'Наименование' })).toBeVisible();
  });

  it('works from the keyboard: Space toggles a focused row checkbox', async () => {
    const screen = await renderUi(<Table rows={products(3)} />);
    (screen.getByRole('checkbox', { name: u.checkAll }).element() as HTMLInputElement).focus();
    // Check-all, then the three sort buttons of the header, then the first row.
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Артикул' })).toHaveFocus();
    await userEvent.keyboard('{Tab}{Tab}{Tab}');
    await expect.element(screen.getByRole('checkbox', { name: `${u.checkRow}: Товар 1` })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(screen.getByRole('checkbox', { name: `${u.checkRow}: Товар 1` })).toBeChecked();
  });

  it('a check box’s target fills its cell and a sort button is 24 px tall, with rows as low as without them (a mouse)', async () => {
    const plain = columns.map(({ sortField: _, ...c }) => c);
    const screen = await renderUi(
      <>
        <Table rows={products(3)} />
        <DataTable<Product> caption="Без отметок" columns={plain} rows={products(3)} getRowId={(p) => p.id} />
      </>,
    );
    const table = screen.getByRole('table', { name: 'Товары' }).element();
    const box = (el: Element) => el.getBoundingClientRect();
    for (const cell of table.querySelectorAll('.b2b-table-check')) {
      const hit = box(cell.querySelector('label')!);
      const c = box(cell);
      // The whole cell but its bottom border (1px, the head's 2px).
      expect(hit.width, 'the target as wide as its cell').toBeCloseTo(c.width, 0);
      expect(c.height - hit.height, 'the target as high as its cell').toBeLessThanOrEqual(2.05);
      expect(Math.min(hit.width, hit.height), 'WCAG 2.5.8').toBeGreaterThanOrEqual(24);
    }
    for (const sort of table.querySelectorAll('.b2b-table-sort')) expect(box(sort).height, sort.textContent!).toBeGreaterThanOrEqual(24);
    // The rows and the head no higher than a table's without check boxes or sort buttons.
    const plainTable = screen.getByRole('table', { name: 'Без отметок' }).element();
    const height = (t: Element, selector: string) => box(t.querySelector(selector)!).height;
    expect(height(table, 'tbody tr')).toBeLessThanOrEqual(height(plainTable, 'tbody tr') + 0.5);
    expect(height(table, 'thead tr')).toBeLessThanOrEqual(height(plainTable, 'thead tr') + 0.5);
    // A click in the cell's corner, off the box, checks it; the box keeps its own name.
    const first = screen.getByRole('checkbox', { name: `${u.checkRow}: Товар 1`, exact: true });
    const label = first.element().closest('label')!;
    expect(label.textContent).toBe('');
    await userEvent.click(label, { position: { x: 2, y: 2 } });
    await expect.element(first).toBeChecked();
  });

  it('virtualises long tables and keeps the true size for screen readers', async () => {
    const screen = await renderUi(<Table rows={products(1000)} />);
    const table = screen.getByRole('table', { name: 'Товары' });
    await expect.element(table).toHaveAttribute('aria-rowcount', '1001');
    const rendered = () => table.element().querySelectorAll('tbody tr[aria-rowindex]').length;
    await expect.poll(rendered).toBeGreaterThan(5);
    expect(rendered()).toBeLessThan(60);
    // The header stays (sticky) and the scroller is reachable by keyboard.
    const region = screen.getByRole('region', { name: 'Товары' });
    region.element().scrollTop = region.element().scrollHeight;
    await expect.element(screen.getByRole('row', { name: /Товар 1000/ })).toBeVisible();
    await expect.element(screen.getByRole('row', { name: /Товар 1000/ })).toHaveAttribute('aria-rowindex', '1001');
    await expect.element(screen.getByRole('columnheader', { name: 'Цена' })).toBeVisible();
    // Check-all covers rows that are not rendered.
    await userEvent.click(screen.getByRole('checkbox', { name: u.checkAll }));
    await expect.element(screen.getByRole('status')).toHaveTextContent(recordsSelected(1000));
  });

  it('store-fed rows: a change to one row re-renders that row only', async () => {
    // A tiny store with per-row subscriptions, as a zustand selector would give.
    const data = new Map(products(50).map((p) => [p.id, p]));
    const listeners = new Map<RowId, Set<() => void>>();
    const setRow = (p: Product) => {
      data.set(p.id, p);
      listeners.get(p.id)?.forEach((l) => l());
    };
    const useRow = (id: RowId) =>
      useSyncExternalStore(
        (listener) => {
          const set = listeners.get(id) ?? new Set();
          set.add(listener);
          listeners.set(id, set);
          return () => set.delete(listener);
        },
        () => data.get(id as number)!,
      );
    const renders = new Map<number, number>();
    function Store() {
      const counted = useMemo<Column<Product>[]>(
        () => [
          {
            id: 'header',
            header: 'Наименование',
            rowHeader: true,
            cell: (p) => {
              renders.set(p.id, (renders.get(p.id) ?? 0) + 1);
              return p.header;
            },
          },
          { id: 'price', header: 'Цена', cell: (p) => <Price value={p.price} /> },
        ],
        [],
      );
      const ids = useMemo(() => [...data.keys()], []);
      return <DataTable<Product> caption="Корзина" columns={counted} rowIds={ids} useRow={useRow} selectable rowLabel={(p) => p.header} />;
    }
    const screen = await renderUi(<Store />);
    await expect.element(screen.getByRole('row', { name: /Товар 50/ })).toBeInTheDocument();
    const before = new Map(renders);
    setRow({ ...data.get(7)!, header: 'Товар 7 (изменён)' });
    await expect.element(screen.getByRole('rowheader', { name: 'Товар 7 (изменён)' })).toBeVisible();
    expect(renders.get(7)).toBe(before.get(7)! + 1);
    for (const [id, count] of renders) if (id !== 7) expect(count, `row ${id}`).toBe(before.get(id));

    // Checking a row re-renders that row (and the header), not its neighbours.
    const afterEdit = new Map(renders);
    await userEvent.click(screen.getByRole('checkbox', { name: `${u.checkRow}: Товар 3`, exact: true }));
    expect(renders.get(3)).toBe(afterEdit.get(3)! + 1);
    for (const [id, count] of renders) if (id !== 3) expect(count, `row ${id}`).toBe(afterEdit.get(id));
  });
});
