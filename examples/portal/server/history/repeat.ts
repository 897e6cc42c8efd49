/**
 * Repeating an order or a draft into the basket, with a preview of
 * what changed since: price now vs then, stock now, goods withdrawn. The order
 * or draft is already one the user may see (orders.ts visibleOrder, drafts.ts).
 */
import * as v from 'valibot';
import { addToLine, basketTotals, type ItemType } from '../basket/lines';
import { assertCanOrder, type ContractRow } from '../access';
import type { Db, Queryable } from '../db';
import { historyMsg, msg, spec } from '../messages';
import type { SessionUser } from '../session';
import { HttpError, int, object, optOneOf } from '../validate';
import { visibleOrder } from './orders';

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

/** `lines` of a repeat: the preview's lines the buyer ticked, with their quantities; absent: every line. */
export const chosenLines = v.pipe(
  v.unknown(),
  v.transform((x) => (x === undefined || x === null || x === '' ? undefined : x)),
  v.union([
    v.undefined(),
    v.pipe(
      v.array(
        object({
          id: int('lines.id'),
          qnt: int('lines.qnt', 1, 1_000_000, spec.zeroQuantity),
          type: v.pipe(
            optOneOf('lines.type', ['products', 'variants'] as const),
            v.transform((t) => t ?? 'products'),
          ),
        }),
        msg.field('lines', 'ожидается список позиций'),
      ),
      v.maxLength(500, msg.field('lines', 'не больше 500 позиций')),
    ),
  ]),
);

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

/** Repeats order `id` (404 unless the user may see it) into the basket of its contract: `chosen` lines, or all. */
export async function repeatOrder(
  db: Db,
  user: SessionUser & { customer_id: number },
  contracts: ContractRow[],
  id: number,
  chosen?: ChosenLine[],
): Promise<RepeatResult> {
  const order = await visibleOrder(db, user, contracts, id);
  const contract = contracts.find((c) => c.id === order.contract)!;
  return db.transaction(async (tx) => repeatInto(tx, user.id, contract, await orderPreview(tx, id, user.id, contract.id), chosen));
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
