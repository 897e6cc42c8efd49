/**
 * Order history and drafts (issue 18): the list of a customer's orders with the
 * filter of spec 7, one order with its lines, cancelling, and repeating an order
 * or a draft into the basket with a preview of what changed since (price now vs
 * then, stock now, goods withdrawn). Everything a user sees is limited to their
 * customer's orders on the contracts they may use (a sub-manager: theirs only);
 * anything else answers 404 like an id that does not exist.
 */
import { addToLine, basketTotals, type ItemType } from './basket';
import { assertCanOrder, type ContractRow } from './access';
import type { Db, Queryable } from './db';
import { historyMsg } from './messages';
import type { SessionUser } from './session';
import { HttpError } from './validate';

/** States the portal still lets a buyer cancel: new and accepted (not shipped, done or cancelled). */
export const CANCELLABLE_STATES = [1, 2] as const;
export const CANCELLED_STATE = 4;

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

/** Names of the reference rows a list shows, read once by the caller (they change only with a migration). */
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
 * What the buyer chose when placing the order (issue 27 item 13), stored with it
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

/** Cancels a cancellable order; 409 with a Russian reason otherwise. Returns the order as it is now. */
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
  if (!done.length) throw new HttpError(409, historyMsg.notCancellable(now.number, now.status), { code: 'notCancellable', order: now });
  return now;
}

// ---- repeat (orders and drafts) -------------------------------------------------------

/** A line to repeat as it is now: what it was, what it costs now, how much can be had. */
export interface PreviewLine {
  type: ItemType;
  id: number;
  articul: string;
  header: string;
  /** Quantity in the order or draft. */
  qnt: number;
  /** Price at the time (null: a draft saved before prices were kept). */
  priceThen: number | null;
  /** What this user pays now (the contract's price under their price policy); null when the goods were withdrawn from sale. */
  priceNow: number | null;
  /** Free stock in the line's warehouse minus what the basket already holds of it. */
  available: number;
  withdrawn: boolean;
  wms: number;
}

const PREVIEW_COLUMNS = (src: string) => `
  ${src}.item_type AS type, ${src}.item_id AS id,
  (p.id IS NULL) AS withdrawn,
  CASE WHEN p.id IS NULL THEN NULL ELSE user_price($2, c.id, COALESCE(v.base_price, p.base_price))::float8 END AS "priceNow",
  GREATEST(COALESCE(s.quantity, 0) - COALESCE(b.qnt, 0), 0)::int AS available,
  ${src}.qnt, ${src}.wms_id AS wms`;

const PREVIEW_JOINS = (src: string) => `
  LEFT JOIN variants v ON ${src}.item_type = 'variants' AND v.id = ${src}.item_id
  LEFT JOIN products p ON p.id = CASE WHEN ${src}.item_type = 'variants' THEN v.product_id ELSE ${src}.item_id END
  LEFT JOIN stocks s ON s.item_type = ${src}.item_type AND s.item_id = ${src}.item_id AND s.wms_id = ${src}.wms_id
  LEFT JOIN basket_items b ON b.user_id = $2 AND b.item_type = ${src}.item_type AND b.item_id = ${src}.item_id`;

export function orderPreview(db: Queryable, orderId: number, userId: number, contractId: number): Promise<PreviewLine[]> {
  return db.query<PreviewLine>(
    `SELECT ${PREVIEW_COLUMNS('oi')}, oi.articul, oi.header, oi.price::float8 AS "priceThen"
       FROM order_items oi JOIN contracts c ON c.id = $3 ${PREVIEW_JOINS('oi')}
      WHERE oi.order_id = $1 ORDER BY oi.header, oi.item_id`,
    [orderId, userId, contractId],
  );
}

export function draftPreview(db: Queryable, draftId: number, userId: number, contractId: number): Promise<PreviewLine[]> {
  return db.query<PreviewLine>(
    `SELECT ${PREVIEW_COLUMNS('di')}, COALESCE(v.articul, p.articul, '') AS articul,
            COALESCE(p.header, $4) AS header, di.price::float8 AS "priceThen"
       FROM draft_items di JOIN contracts c ON c.id = $3 ${PREVIEW_JOINS('di')}
      WHERE di.draft_id = $1 ORDER BY header, di.item_id`,
    [draftId, userId, contractId, historyMsg.withdrawnHeader],
  );
}

export interface ChosenLine {
  type: ItemType;
  id: number;
  qnt: number;
}

export interface RepeatResult {
  /** Basket lines added or topped up. */
  count: number;
  added: ChosenLine[];
  skipped: { type: ItemType; id: number; reason: 'withdrawn' | 'stock' }[];
  basket: { count: { products: number }; sum: number };
}

/**
 * Adds the lines into the basket of `contract`, in `tx`: `chosen` (from the
 * preview: ticked lines with the buyer's quantities) or every line. A quantity
 * above what can be had is cut to it; withdrawn goods and goods out of stock are
 * skipped. Nothing is added on a stop-orders contract (409 with the notice).
 */
export async function repeatInto(
  tx: Queryable,
  userId: number,
  contract: ContractRow,
  lines: PreviewLine[],
  chosen?: ChosenLine[],
): Promise<RepeatResult> {
  assertCanOrder(contract, 'repeat');
  const byKey = new Map(lines.map((l) => [`${l.type}:${l.id}`, l]));
  const wanted = chosen ?? lines.map((l) => ({ type: l.type, id: l.id, qnt: l.qnt }));
  const added: ChosenLine[] = [];
  const skipped: RepeatResult['skipped'] = [];
  for (const want of wanted) {
    const line = byKey.get(`${want.type}:${want.id}`);
    if (!line) throw new HttpError(400, historyMsg.lineNotInSource);
    if (line.withdrawn) {
      skipped.push({ type: line.type, id: line.id, reason: 'withdrawn' });
      continue;
    }
    const qnt = Math.min(want.qnt, line.available);
    if (qnt <= 0) {
      skipped.push({ type: line.type, id: line.id, reason: 'stock' });
      continue;
    }
    await tx.query('SAVEPOINT repeat_line');
    try {
      await addToLine(tx, userId, { type: line.type, id: line.id, qnt, wms: line.wms, contract: contract.id });
      await tx.query('RELEASE SAVEPOINT repeat_line');
      added.push({ type: line.type, id: line.id, qnt });
    } catch (error) {
      await tx.query('ROLLBACK TO SAVEPOINT repeat_line');
      if (!(error instanceof HttpError) || error.status !== 409) throw error;
      skipped.push({ type: line.type, id: line.id, reason: 'stock' });
    }
  }
  return { count: added.length, added, skipped, basket: await basketTotals(tx, userId) };
}

/**
 * Repeats the checked orders into the basket in one transaction (our addition:
 * POST order { action: 'repeat', ids }): every line of each order, as far as
 * stock allows. Answers the lines added and the basket after the last one.
 */
export async function repeatOrders(
  db: Db,
  user: SessionUser & { customer_id: number },
  contracts: ContractRow[],
  ids: number[],
): Promise<{ count: number; basket: RepeatResult['basket'] }> {
  if (!ids.length) throw new HttpError(400, historyMsg.noIds);
  const orders = await Promise.all(ids.map((id) => visibleOrder(db, user, contracts, id)));
  return db.transaction(async (tx) => {
    let count = 0;
    let last: RepeatResult | null = null;
    for (const order of orders) {
      const contract = contracts.find((x) => x.id === order.contract)!;
      last = await repeatInto(tx, user.id, contract, await orderPreview(tx, order.id, user.id, contract.id));
      count += last.count;
    }
    return { count, basket: last!.basket };
  });
}
