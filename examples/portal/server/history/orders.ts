/**
 * Order history: the list of a customer's orders with the filter of
 * spec 7, one order with its lines and the choices it was placed with, and
 * cancelling. Everything a user sees is limited to their customer's orders on
 * the contracts they may use (a sub-manager: theirs only); anything else
 * answers 404 like an id that does not exist. Repeating an order: repeat.ts;
 * placing the basket as an order: basket/place-order.ts.
 */
import { CANCELLABLE_STATES, CANCELLED_STATE, cancelRefusal } from '../../../../src/core/rules/order-cancel';
import { fill } from '../../../../src/core/messages/fill';
import type { ItemType } from '../basket/lines';
import { assertCanOrder, type ContractRow } from '../access';
import type { Queryable } from '../db';
import { historyMsg, spec } from '../messages';
import type { SessionUser } from '../session';
import { HttpError } from '../validate';


export interface OrderRow {
  id: number;
  number: string;
  date: string;
  contract: number;
  contractHeader: string;
  sum: number;
  paid: boolean;
  state: number;
  /** The state's name: what people read ('Отменён'). */
  status: string;
  marker: string | null;
  projectStatus: number;
  projectStatusHeader: string;
  deliveryDate: string | null;
  lines: number;
  cancellable: boolean;
}

const ORDER_COLUMNS = `
  o.id, o.number, to_char(o.created_at, 'DD.MM.YYYY') AS date, o.contract_id AS contract, c.header AS "contractHeader",
  o.sum::float8 AS sum, o.paid, o.state, s.header AS status, s.marker,
  COALESCE(o.project_status, 0) AS "projectStatus", COALESCE(ps.header, '') AS "projectStatusHeader",
  to_char(o.delivery_date, 'DD.MM.YYYY') AS "deliveryDate",
  (SELECT count(*)::int FROM order_items oi WHERE oi.order_id = o.id) AS lines,
  (o.state = ANY('{${CANCELLABLE_STATES.join(',')}}'::int[])) AS cancellable`;

const ORDER_FROM = `
  FROM orders o
  JOIN contracts c ON c.id = o.contract_id
  JOIN order_states s ON s.id = o.state
  LEFT JOIN project_statuses ps ON ps.id = o.project_status`;

/** Names of the reference rows a list shows, read once (orderReferenceLists) since they change only with a migration. */
export interface OrderNames {
  contracts: readonly { id: number; header: string }[];
  states: readonly { id: number; header: string; marker: string | null }[];
  projectStatuses: readonly { id: number; header: string }[];
}

export interface OrderListQuery {
  contracts: number[];
  start: string | null;
  end: string | null;
  paid?: boolean;
  state?: number;
  projectStatus?: number;
  numberOrder: string;
  page: number;
  perpage: number;
}

/** One page of the customer's orders, newest first, and how many match. */
export async function listOrders(db: Queryable, customerId: number, q: OrderListQuery, names: OrderNames): Promise<{ orders: OrderRow[]; count: number }> {
  const where = ['o.customer_id = $1', 'o.contract_id = ANY($2::int[])'];
  const params: unknown[] = [customerId, q.contracts];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  // A number is what people quote: it finds the order whatever the period.
  if (q.numberOrder) add((n) => `o.number ILIKE ${n}`, `%${q.numberOrder.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
  else {
    if (q.start) add((n) => `o.created_at >= ${n}::date`, q.start);
    if (q.end) add((n) => `o.created_at < ${n}::date + 1`, q.end);
  }
  if (q.paid !== undefined) add((n) => `o.paid = ${n}`, q.paid);
  if (q.state !== undefined) add((n) => `o.state = ${n}`, q.state);
  if (q.projectStatus !== undefined) add((n) => `COALESCE(o.project_status, 0) = ${n}`, q.projectStatus);
  const filter = where.join(' AND ');
  // One statement, one plan: the page's ids and the count come from one
  // index-only scan of orders_history_idx (migration 007: the filter's columns
  // ride in the index), so neither visits the table; only the page's rows are
  // then read with their line counts, so a deep page skips index entries, not
  // rows. The names come from `names`, not joins: planning is most of the cost
  // of a query this small.
  type Row = Omit<OrderRow, 'contractHeader' | 'status' | 'marker' | 'projectStatusHeader' | 'cancellable'> & { total: number };
  const rows = await db.query<Row>(
    `SELECT o.id, o.number, to_char(o.created_at, 'DD.MM.YYYY') AS date, o.contract_id AS contract, o.sum::float8 AS sum,
            o.paid, o.state, COALESCE(o.project_status, 0) AS "projectStatus", to_char(o.delivery_date, 'DD.MM.YYYY') AS "deliveryDate",
            (SELECT count(*)::int FROM order_items oi WHERE oi.order_id = o.id) AS lines, page.total
       FROM (SELECT o.id, count(*) OVER ()::int AS total FROM orders o WHERE ${filter}
              ORDER BY o.created_at DESC, o.id DESC LIMIT ${q.perpage} OFFSET ${(q.page - 1) * q.perpage}) page
       JOIN orders o ON o.id = page.id
      ORDER BY o.created_at DESC, o.id DESC`,
    params,
  );
  // A page past the end has no row to carry the count: ask for it alone.
  const count = rows[0]?.total ?? (await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM orders o WHERE ${filter}`, params))[0]?.count ?? 0;
  const byId = <T extends { id: number }>(list: readonly T[]) => new Map(list.map((x) => [x.id, x]));
  const contracts = byId(names.contracts);
  const states = byId(names.states);
  const projects = byId(names.projectStatuses);
  const orders = rows.map(({ total: _total, ...r }): OrderRow => ({
    ...r,
    contractHeader: contracts.get(r.contract)?.header ?? '',
    status: states.get(r.state)?.header ?? '',
    marker: states.get(r.state)?.marker ?? null,
    projectStatusHeader: projects.get(r.projectStatus)?.header ?? '',
    cancellable: (CANCELLABLE_STATES as readonly number[]).includes(r.state),
  }));
  return { orders, count };
}

/** The order if this user may see it, else 404 (someone else's or no such order). */
export async function visibleOrder(db: Queryable, user: SessionUser & { customer_id: number }, contracts: ContractRow[], id: number): Promise<OrderRow> {
  const [row] = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} ${ORDER_FROM} WHERE o.id = $1 AND o.customer_id = $2 AND o.contract_id = ANY($3::int[])`,
    [id, user.customer_id, contracts.map((c) => c.id)],
  );
  if (!row) throw new HttpError(404, historyMsg.orderNotFound);
  return row;
}

/**
 * What the buyer chose when placing the order, stored with it
 * since migration 004: GET order/{id} returns it beside the lines.
 */
export interface OrderChoices {
  /** 'dd.mm.yyyy HH:MM' in the portal's time zone. */
  placedAt: string;
  deliveryId: string | null;
  deliveryHeader: string;
  companyHeader: string;
  companyAddress: string;
  typeAddress: string;
  warehouseHeader: string;
  /** Spec 3's invoicing type: 1, 2, 3; null for orders older than the choice. */
  availability: number | null;
  comment: string;
}

export async function orderChoices(db: Queryable, orderId: number): Promise<OrderChoices> {
  const [row] = await db.query<OrderChoices>(
    `SELECT to_char(o.created_at, 'DD.MM.YYYY HH24:MI') AS "placedAt", o.delivery::text AS "deliveryId",
            COALESCE(dm.header, '') AS "deliveryHeader", COALESCE(dc.header, '') AS "companyHeader",
            COALESCE(ca.full_address, '') AS "companyAddress", o.type_address AS "typeAddress",
            COALESCE(w.header, '') AS "warehouseHeader", o.availability, o.comment
       FROM orders o
       LEFT JOIN delivery_methods dm ON dm.id = o.delivery
       LEFT JOIN delivery_companies dc ON dc.id = o.company_id
       LEFT JOIN company_addresses ca ON ca.id = o.address_id
       LEFT JOIN warehouses w ON w.id = o.wms_id
      WHERE o.id = $1`,
    [orderId],
  );
  if (!row) throw new HttpError(404, historyMsg.orderNotFound);
  return row;
}

export interface OrderLine {
  type: ItemType;
  id: number;
  articul: string;
  header: string;
  qnt: number;
  price: number;
  sum: number;
}

export async function orderLines(db: Queryable, orderId: number): Promise<OrderLine[]> {
  return db.query<OrderLine>(
    `SELECT item_type AS type, item_id AS id, articul, header, qnt, price::float8 AS price,
            money_line(price, qnt)::float8 AS sum
       FROM order_items WHERE order_id = $1 ORDER BY header, item_id`,
    [orderId],
  );
}

/**
 * Cancels a cancellable order and returns it as it is now. Otherwise 409 with
 * the reason worded from the order as it is now (core/rules/order-cancel.ts:
 * «уже отменён» when a cancel from another tab got there first) and that
 * order, so the widget puts it into its row without reading the list again.
 */
export async function cancelOrder(
  db: Queryable,
  user: SessionUser & { customer_id: number },
  contracts: ContractRow[],
  order: OrderRow,
): Promise<OrderRow> {
  const contract = contracts.find((c) => c.id === order.contract)!;
  assertCanOrder(contract, 'cancel');
  // The state check and the change in one statement: two cancels at once change it once.
  const done = await db.query(`UPDATE orders SET state = $2 WHERE id = $1 AND state = ANY($3::int[]) RETURNING id`, [
    order.id,
    CANCELLED_STATE,
    [...CANCELLABLE_STATES],
  ]);
  const now = await visibleOrder(db, user, contracts, order.id);
  if (done.length) return now;
  const refusal = cancelRefusal(now);
  throw new HttpError(409, fill(spec[refusal.key], refusal.params), { code: 'notCancellable', order: now });
}

async function readReferenceLists(db: Queryable) {
  const [states, projectStatuses] = await Promise.all([
    db.query<{ id: number; header: string; marker: string | null }>('SELECT id, header, marker FROM order_states ORDER BY id'),
    db.query<{ id: number; header: string }>('SELECT id, header FROM project_statuses ORDER BY id'),
  ]);
  return { states, projectStatuses };
}

/** Reference lists change only with a migration: read once per process. */
let referenceLists: ReturnType<typeof readReferenceLists> | null = null;

/** The order states and project statuses the list filters by and names. */
export function orderReferenceLists(db: Queryable): ReturnType<typeof readReferenceLists> {
  referenceLists ??= readReferenceLists(db);
  return referenceLists;
}
