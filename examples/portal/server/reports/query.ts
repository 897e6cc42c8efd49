/**
 * The purchased-goods reports (issue 20) computed from the order history
 * (orders / order_items, migration 007) in one SQL statement: each line of the
 * customer's orders in the period on the given contracts, cancelled orders left
 * out (nothing was bought), summed per goods (type, id). The four reports are
 * one aggregate ranked four ways (rules/purchased-filter REPORT_DEFAULT_ORDER).
 */
import { REPORT_DEFAULT_ORDER, type PurchasedReport, type PurchasedSortField } from '../../../../src/core/rules/purchased-filter';
import type { SortState } from '../../../../src/core/rules/sort';
import type { Queryable } from '../db';

/** Order state 'Отменён' (seed/accounts ORDER_STATES): its goods were never bought. */
export const CANCELLED_STATE = 4;

export interface ReportQuery {
  customerId: number;
  contracts: number[];
  /** yyyy-mm-dd, both days included. */
  start: string;
  end: string;
  /** A catalogue section's path ('/2/1223/1300/'): only goods under it; null: all goods, withdrawn ones too. */
  catalogPath: string | null;
  report: PurchasedReport;
  sort: SortState;
  page: number;
  /** null: every row (the .xlsx export). */
  perpage: number | null;
}

export interface ReportRow {
  type: 'products' | 'variants';
  id: number;
  articul: string;
  header: string;
  qnt: number;
  sum: number;
  orders: number;
  lastDate: string;
  lastNumber: string;
  onSale: boolean;
  /** Free stock per warehouse, as the catalogue replies give it (every stocks row, in warehouse order). */
  stocks: { wms_id: number; quantity: number }[];
}

export interface ReportResult {
  rows: ReportRow[];
  count: number;
  total: { qnt: number; sum: number; orders: number };
}

const SORT_SQL: Record<PurchasedSortField, string> = {
  articul: 'articul',
  header: 'header',
  qnt: 'qnt',
  sum: 'sum',
  orders: 'orders',
  last: 'last_at',
};

/** The rows' order: the sorted column, else the report's own ranking; then by name and id, so pages never overlap. */
export function orderBy(report: PurchasedReport, sort: SortState): string {
  const { field, dir } = (sort as { field: PurchasedSortField; dir: 'asc' | 'desc' } | null) ?? REPORT_DEFAULT_ORDER[report];
  const d = dir === 'desc' ? 'DESC' : 'ASC';
  return `${SORT_SQL[field]} ${d}, header ${d}, item_type, item_id`;
}

export async function purchasedReport(db: Queryable, q: ReportQuery): Promise<ReportResult> {
  const params: unknown[] = [q.customerId, q.contracts, q.start, q.end, CANCELLED_STATE];
  let section = '';
  if (q.catalogPath) {
    params.push(`${q.catalogPath}%`);
    section = `
      LEFT JOIN variants v ON oi.item_type = 'variants' AND v.id = oi.item_id
      JOIN products p ON p.id = CASE WHEN oi.item_type = 'variants' THEN v.product_id ELSE oi.item_id END
      JOIN catalog c ON c.id = p.catalog_id AND c.path LIKE $${params.length}`;
  }
  const order = orderBy(q.report, q.sort);
  const limit = q.perpage === null ? '' : `LIMIT ${q.perpage} OFFSET ${(q.page - 1) * q.perpage}`;
  const where = `o.customer_id = $1 AND o.contract_id = ANY($2::int[])
          AND o.created_at >= $3::date AND o.created_at < $4::date + 1 AND o.state <> $5`;
  // Names as ordered (max: one name per goods unless renamed between orders). The
  // last order's number is looked up for the page's rows only (sql/012's index on
  // the goods of order_items), which keeps the aggregate itself to sums and maxima.
  const [row] = await db.query<{ total: ReportResult['total'] & { count: number }; rows: ReportRow[] | null }>(
    `WITH agg AS (
       SELECT oi.item_type, oi.item_id, sum(oi.qnt)::int AS qnt, sum(money_line(oi.price, oi.qnt)) AS sum, count(*)::int AS orders,
              max(o.created_at) AS last_at, max(oi.articul) AS articul, max(oi.header) AS header
         FROM orders o
         JOIN order_items oi ON oi.order_id = o.id ${section}
        WHERE ${where}
        GROUP BY oi.item_type, oi.item_id
     ), page AS (
       SELECT * FROM agg ORDER BY ${order} ${limit}
     )
     SELECT (SELECT json_build_object('count', count(*), 'qnt', COALESCE(sum(qnt), 0), 'sum', COALESCE(sum(sum), 0)::float8,
                                      'orders', (SELECT count(DISTINCT o.id) FROM orders o ${section ? `JOIN order_items oi ON oi.order_id = o.id ${section}` : ''} WHERE ${where}))
               FROM agg) AS total,
            (SELECT json_agg(json_build_object(
                       'type', item_type, 'id', item_id, 'articul', articul, 'header', header, 'qnt', qnt,
                       'sum', sum::float8, 'orders', orders,
                       'lastDate', to_char(last_at, 'DD.MM.YYYY'),
                       'lastNumber', (SELECT o.number FROM order_items oi JOIN orders o ON o.id = oi.order_id
                                       WHERE oi.item_type = page.item_type AND oi.item_id = page.item_id AND o.created_at = page.last_at
                                         AND o.customer_id = $1 AND o.contract_id = ANY($2::int[]) AND o.state <> $5
                                       ORDER BY o.id DESC LIMIT 1),
                       'onSale', CASE WHEN item_type = 'variants' THEN EXISTS (SELECT 1 FROM variants v WHERE v.id = item_id)
                                      ELSE EXISTS (SELECT 1 FROM products p WHERE p.id = item_id) END,
                       -- The stock the basket checks an add against (basket.ts freeStock): the goods' own.
                       'stocks', (SELECT COALESCE(json_agg(json_build_object('wms_id', s.wms_id, 'quantity', s.quantity) ORDER BY s.wms_id), '[]'::json)
                                    FROM stocks s WHERE s.item_type = page.item_type AND s.item_id = page.item_id))
                     ORDER BY ${order})
               FROM page) AS rows`,
    params,
  );
  const { count, ...total } = row!.total;
  return { rows: row!.rows ?? [], count, total };
}
