/**
 * The purchased-goods reports computed from the order history
 * (orders / order_items, migration 007): each line of the customer's orders in
 * the period on the given contracts, cancelled orders left out (nothing was
 * bought), summed per goods (type, id). The four reports are one aggregate
 * ranked four ways (rules/purchased-filter REPORT_DEFAULT_ORDER); cache.ts keeps
 * the aggregate and serves the reports from it.
 */
import { REPORT_DEFAULT_ORDER, type PurchasedReport, type PurchasedSortField } from '../../../../src/core/rules/purchased-filter';
import { toKopecks, toRoubles } from '../../../../src/core/rules/money';
import type { SortState } from '../../../../src/core/rules/sort';
import { CANCELLED_STATE } from '../../../../src/core/rules/order-cancel';
import type { Queryable } from '../db';

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

/** One goods' sums over the period, as the aggregate reads them: a report row before its page's lookups. */
export interface AggregateRow extends Omit<ReportRow, 'lastNumber' | 'onSale' | 'stocks'> {
  /** The last order's time as the database gives it (the lookup of its number matches it exactly). */
  lastAt: string;
  /** The same in microseconds, for sorting. */
  lastUs: number;
}

export type AggregateQuery = Pick<ReportQuery, 'customerId' | 'contracts' | 'start' | 'end'>;

/** The customer's orders on the contracts in the period, cancelled ones aside: parameters $1-$5 of periodParams(). */
const IN_PERIOD = `o.customer_id = $1 AND o.contract_id = ANY($2::int[])
        AND o.created_at >= $3::date AND o.created_at < $4::date + 1 AND o.state <> $5`;
const periodParams = (q: AggregateQuery): unknown[] => [q.customerId, q.contracts, q.start, q.end, CANCELLED_STATE];

/**
 * The period's lines summed per goods, every goods: the report before a section
 * is chosen and before ranking. Its cost grows with the period (24 months: about
 * 10,000 lines of the demo user); the section (readGoodsPaths), ranking (sortRows)
 * and paging are done on it in memory, so one read serves every report, sort,
 * section and page of the same period (reports/cache.ts). Plain rows, not JSON:
 * the period may hold thousands of goods. Names as ordered (max: one name per
 * goods unless renamed between orders).
 */
export async function readAggregate(db: Queryable, q: AggregateQuery): Promise<AggregateRow[]> {
  return db.query<AggregateRow>(
    `SELECT oi.item_type AS type, oi.item_id AS id, max(oi.articul) AS articul, max(oi.header) AS header,
            sum(oi.qnt)::int AS qnt, sum(money_line(oi.price, oi.qnt))::float8 AS sum, count(*)::int AS orders,
            max(o.created_at)::text AS "lastAt", (extract(epoch FROM max(o.created_at)) * 1000000)::int8 AS "lastUs",
            to_char(max(o.created_at), 'DD.MM.YYYY') AS "lastDate"
       FROM orders o JOIN order_items oi ON oi.order_id = o.id
      WHERE ${IN_PERIOD}
      GROUP BY oi.item_type, oi.item_id`,
    periodParams(q),
  );
}

/** The catalogue section path ('/2/1223/1300/') of each goods still in the catalogue, in `rows` order; null for one withdrawn. */
export async function readGoodsPaths(db: Queryable, rows: readonly AggregateRow[]): Promise<(string | null)[]> {
  if (!rows.length) return [];
  const found = await db.query<{ path: string | null }>(
    `SELECT c.path
       FROM unnest($1::text[], $2::int[]) WITH ORDINALITY AS g(t, id, i)
       LEFT JOIN variants v ON g.t = 'variants' AND v.id = g.id
       LEFT JOIN products p ON p.id = CASE WHEN g.t = 'variants' THEN v.product_id ELSE g.id END
       LEFT JOIN catalog c ON c.id = p.catalog_id
      ORDER BY g.i`,
    [rows.map((r) => r.type), rows.map((r) => r.id)],
  );
  return found.map((r) => r.path);
}

/**
 * The distinct orders the period's lines come from, all goods or a section's:
 * the heading's «заказов». Counted by the database (an index-only scan, a few
 * ms) rather than carried per goods in the aggregate, which made it cost a
 * third more to read.
 */
export async function countOrders(db: Queryable, q: AggregateQuery, catalogPath: string | null): Promise<number> {
  const params = periodParams(q);
  let section = '';
  if (catalogPath) {
    params.push(`${catalogPath}%`);
    section = `JOIN order_items oi ON oi.order_id = o.id
      LEFT JOIN variants v ON oi.item_type = 'variants' AND v.id = oi.item_id
      JOIN products p ON p.id = CASE WHEN oi.item_type = 'variants' THEN v.product_id ELSE oi.item_id END
      JOIN catalog c ON c.id = p.catalog_id AND c.path LIKE $${params.length}`;
  }
  const [row] = await db.query<{ n: number }>(
    `SELECT count(DISTINCT o.id)::int AS n FROM orders o ${section} WHERE ${IN_PERIOD}`,
    params,
  );
  return row?.n ?? 0;
}

/** What the report's heading sums: the rows' quantities and sums (in kopecks, core/rules/money, so the total is exact), and `orders`. */
export function reportTotal(rows: readonly AggregateRow[], orders: number): ReportResult['total'] {
  let qnt = 0;
  let kopecks = 0;
  for (const r of rows) {
    qnt += r.qnt;
    kopecks += toKopecks(r.sum);
  }
  return { qnt, sum: toRoubles(kopecks), orders };
}

const collator = new Intl.Collator('ru');
const TEXT_FIELDS = new Set<PurchasedSortField>(['articul', 'header']);

function compareBy(field: PurchasedSortField): (a: AggregateRow, b: AggregateRow) => number {
  if (TEXT_FIELDS.has(field)) return (a, b) => collator.compare(a[field as 'articul' | 'header'], b[field as 'articul' | 'header']);
  if (field === 'last') return (a, b) => a.lastUs - b.lastUs;
  return (a, b) => a[field as 'qnt' | 'sum' | 'orders'] - b[field as 'qnt' | 'sum' | 'orders'];
}

/** The rows in the report's order: the sorted column, else the report's own ranking; then by name, type and id, so pages never overlap. */
export function sortRows(rows: readonly AggregateRow[], report: PurchasedReport, sort: SortState): AggregateRow[] {
  const { field, dir } = (sort as { field: PurchasedSortField; dir: 'asc' | 'desc' } | null) ?? REPORT_DEFAULT_ORDER[report];
  const sign = dir === 'desc' ? -1 : 1;
  const byField = compareBy(field);
  const byHeader = compareBy('header');
  return [...rows].sort(
    (a, b) => sign * byField(a, b) || sign * byHeader(a, b) || (a.type < b.type ? -1 : a.type > b.type ? 1 : 0) || a.id - b.id,
  );
}

/** What a page's rows need beyond the aggregate: the last order's number (history) and, live, whether the goods is on sale and its stock. */
export interface RowDetails {
  lastNumber: string;
  onSale: boolean;
  stocks: ReportRow['stocks'];
}

export async function readDetails(db: Queryable, q: Pick<ReportQuery, 'customerId' | 'contracts'>, rows: readonly AggregateRow[]): Promise<RowDetails[]> {
  if (!rows.length) return [];
  const found = await db.query<RowDetails>(
    `SELECT (SELECT o.number FROM order_items oi JOIN orders o ON o.id = oi.order_id
              WHERE oi.item_type = g.t AND oi.item_id = g.id AND o.created_at = g.at
                AND o.customer_id = $1 AND o.contract_id = ANY($2::int[]) AND o.state <> $3
              ORDER BY o.id DESC LIMIT 1) AS "lastNumber",
            CASE WHEN g.t = 'variants' THEN EXISTS (SELECT 1 FROM variants v WHERE v.id = g.id)
                 ELSE EXISTS (SELECT 1 FROM products p WHERE p.id = g.id) END AS "onSale",
            -- The stock the basket checks an add against (basket.ts freeStock): the goods' own.
            (SELECT COALESCE(json_agg(json_build_object('wms_id', s.wms_id, 'quantity', s.quantity) ORDER BY s.wms_id), '[]'::json)
               FROM stocks s WHERE s.item_type = g.t AND s.item_id = g.id) AS stocks
       FROM unnest($4::text[], $5::int[], $6::timestamptz[]) WITH ORDINALITY AS g(t, id, at, i)
      ORDER BY g.i`,
    [q.customerId, q.contracts, CANCELLED_STATE, rows.map((r) => r.type), rows.map((r) => r.id), rows.map((r) => r.lastAt)],
  );
  return found;
}
