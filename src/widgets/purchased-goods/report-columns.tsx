import { t } from '../../core/messages/purchased-goods';
import type { PurchasedGoodsKey } from '../../core/messages/purchased-goods';
import { REPORT_FIGURES, type PurchasedReport, type PurchasedSortField } from '../../core/rules/purchased-filter';
import type { PurchasedRow } from '../../core/types';
import { formatNumber } from '../../core/format';
import type { Column } from '../../ui/data-table';
import { Price } from '../../ui/price';
import { AddToBasket } from '../../blocks/product/AddToBasket';
import { knownStock, stockIn } from '../../blocks/product/stock';
import { StockText, stockTextId } from '../../blocks/product/StockText';

export const REPORT_NAMES: Record<PurchasedReport, PurchasedGoodsKey> = {
  goods: 'reportGoods',
  often: 'reportOften',
  last: 'reportLast',
  sum: 'reportSum',
};

const FIGURES: Record<PurchasedSortField, Omit<Column<PurchasedRow>, 'id' | 'sortField' | 'header'> & { title: PurchasedGoodsKey }> = {
  articul: { title: 'reportsColArticul', cell: (r) => r.articul },
  header: { title: 'reportsColHeader', rowHeader: true, cell: (r) => r.header },
  qnt: { title: 'reportsColQnt', align: 'end', cell: (r) => formatNumber(r.qnt) },
  sum: { title: 'reportsColSum', align: 'end', cell: (r) => <Price value={r.sum} /> },
  orders: { title: 'reportsColOrders', align: 'end', cell: (r) => formatNumber(r.orders) },
  last: { title: 'reportsColLast', cell: (r) => t('reportsLast', { date: r.lastDate, number: r.lastNumber }) },
};

/**
 * Articul and name, the report's own figures (every one sortable), and the add
 * to basket with the goods' stock in `warehouse` (where adds go).
 */
export function reportColumns(report: PurchasedReport, warehouse: number | null): Column<PurchasedRow>[] {
  const fields: PurchasedSortField[] = ['articul', 'header', ...REPORT_FIGURES[report]];
  return [
    ...fields.map((field): Column<PurchasedRow> => {
      const { title, ...column } = FIGURES[field];
      // On a phone each figure is named in its card (purchased-goods-cards.css.ts); the name needs none.
      const label = column.rowHeader ? undefined : () => t(title);
      return { id: field, sortField: field, header: t(title), label, ...column };
    }),
    {
      id: 'add',
      header: t('reportsColAdd'),
      print: false,
      cell: (r) => (r.onSale ? <RowAdd row={r} warehouse={warehouse} /> : <span className="b2b-reports-withdrawn">{t('reportsWithdrawn')}</span>),
    },
  ];
}

/**
 * The catalogue card's rule: with nothing free in the warehouse the
 * add goes to, «В корзину» is disabled and described by the stock text under it,
 * instead of offered and refused by the portal.
 */
function RowAdd({ row, warehouse }: { row: PurchasedRow; warehouse: number | null }) {
  const stocks = row.stocks;
  const available = stocks && knownStock(warehouse, () => stockIn(stocks, warehouse));
  return (
    <>
      <AddToBasket id={row.id} type={row.type} name={row.header} available={available} />
      {available !== undefined && <StockText quantity={available} className="b2b-reports-stock" id={stockTextId(row.type, row.id)} />}
    </>
  );
}
