import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { recordsSelected } from '../../src/core/format';
import type { SortState } from '../../src/core/rules/sort';
import { Button } from '../../src/ui/button';
import { DataTable, type Column, type RowId } from '../../src/ui/data-table';
import { Price } from '../../src/ui/price';
import { uiMessages as u } from '../../src/ui/ui-messages';
import { withUiStyles } from './with-ui-styles';

interface Good {
  id: number;
  articul: string;
  header: string;
  price: number;
  price_rrc: number;
}

const NAMES = ['Болт М8×40', 'Гайка М8', 'Шайба 8 мм', 'Саморез 4,2×19', 'Дюбель 6×40', 'Анкер 10×100', 'Шуруп 5×50'];
const makeGoods = (n: number): Good[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    articul: `КР-${String(10000 + i * 7).slice(-5)}`,
    header: `${NAMES[i % NAMES.length]}, упаковка ${(i % 9) + 1}`,
    price: Math.round((12 + ((i * 37) % 500) + (i % 3) * 0.45) * 100) / 100,
    price_rrc: Math.round((15 + ((i * 37) % 500) * 1.2) * 100) / 100,
  }));

const compare = (sort: SortState) => (a: Good, b: Good) => {
  if (!sort) return 0;
  const k = sort.field as keyof Good;
  const r = a[k] < b[k] ? -1 : a[k] > b[k] ? 1 : 0;
  return sort.dir === 'asc' ? r : -r;
};

function GoodsTable({ count, onDelete }: { count: number; onDelete: (ids: RowId[]) => void }) {
  const all = useMemo(() => makeGoods(count), [count]);
  const [sort, setSort] = useState<SortState>(null);
  const rows = useMemo(() => [...all].sort(compare(sort)), [all, sort]);
  const columns = useMemo<Column<Good>[]>(
    () => [
      { id: 'articul', header: 'Артикул', cell: (g) => g.articul, sortField: 'articul', width: '8rem' },
      { id: 'header', header: 'Наименование', cell: (g) => g.header, sortField: 'header', rowHeader: true },
      { id: 'price', header: 'Цена', cell: (g) => <Price value={g.price} />, sortField: 'price', align: 'end' },
      { id: 'price_rrc', header: 'РРЦ', cell: (g) => <Price value={g.price_rrc} />, sortField: 'price_rrc', align: 'end' },
    ],
    [],
  );
  return (
    <DataTable<Good>
      caption="Товары в корзине"
      showCaption
      columns={columns}
      rows={rows}
      getRowId={(g) => g.id}
      rowLabel={(g) => g.header}
      sort={sort}
      onSortChange={setSort}
      selectable
      emptyText="Корзина пуста"
      bulkActions={(checked) => (
        <Button variant="danger" small onClick={() => onDelete([...checked])}>
          Удалить
        </Button>
      )}
    />
  );
}

const meta = {
  title: 'UI/DataTable',
  component: GoodsTable,
  decorators: [withUiStyles],
  args: { count: 8, onDelete: fn() },
} satisfies Meta<typeof GoodsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Click a title to sort (asc, desc, asc); aria-sort follows. */
export const Sorting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Цена' }));
    await expect(canvas.getByRole('columnheader', { name: 'Цена' })).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** Checked rows are highlighted; the bulk bar replaces the titles. */
export const BulkActions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const boxes = canvas.getAllByRole('checkbox', { name: new RegExp(u.checkRow) });
    await userEvent.click(boxes[1]!);
    await userEvent.click(boxes[3]!);
    await expect(canvas.getAllByText(recordsSelected(2))[0]).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: u.checkAll })).toBePartiallyChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить' }));
    await expect(args.onDelete).toHaveBeenCalledWith([2, 4]);
  },
};

/** 2 000 rows: only those in view are in the DOM. */
export const Virtualised: Story = {
  args: { count: 2000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-rowcount', '2001');
    await expect(canvasElement.querySelectorAll('tbody tr[aria-rowindex]').length).toBeLessThan(80);
  },
};

export const Empty: Story = { args: { count: 0 } };
