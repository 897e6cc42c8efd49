/**
 * Placing the basket as an order (POST /api/order/, our addition: the spec
 * leaves the submit call out). An order takes the lines of one contract, copies
 * them with the contract's prices and removes them from the basket in one
 * transaction; a client key makes a repeated request answer with the same order.
 * The order list and what is done with placed orders: history/orders.ts.
 */
import { isDeliveryDateAllowed } from '../../../../src/core/rules/dates';
import { parseDate } from '../../../../src/core/format';
import { assertCanOrder, type ContractRow } from '../access';
import { isoDay, pgCode, type Db, type Queryable } from '../db';
import { msg, orderMsg } from '../messages';
import type { SessionUser } from '../session';
import { HttpError, badRequest } from '../validate';
import type { DeliveryChoice } from './delivery';
import { basketLines, sumOf } from './lines';

/** 'dd.mm.yyyy' within the delivery picker's rule (spec 5), else 400. */
export function deliveryDate(text: string, today = new Date()): Date {
  if (!text) throw badRequest(orderMsg.dateRequired);
  const date = parseDate(text);
  if (!date) throw badRequest(orderMsg.dateRequired);
  if (!isDeliveryDateAllowed(date, today)) throw badRequest(orderMsg.dateNotAllowed);
  return date;
}

export interface OrderInput {
  contract: ContractRow;
  warehouse: number;
  delivery: DeliveryChoice;
  date: Date;
  availability: 1 | 2 | 3;
  comment: string;
  key: string | null;
}

export interface PlacedOrder {
  id: number;
  number: string;
}

/** State of a freshly placed order (the seeded 'Новый'). */
export const NEW_ORDER_STATE = 1;

async function orderByKey(db: Queryable, userId: number, key: string | null): Promise<PlacedOrder | null> {
  if (!key) return null;
  const [row] = await db.query<PlacedOrder>('SELECT id, number FROM orders WHERE user_id = $1 AND client_key = $2', [userId, key]);
  return row ?? null;
}

export async function placeOrder(db: Db, user: SessionUser & { customer_id: number }, q: OrderInput): Promise<PlacedOrder> {
  assertCanOrder(q.contract, 'place');
  try {
    return await db.transaction(async (tx) => {
      const done = await orderByKey(tx, user.id, q.key);
      if (done) return done;
      // Lock the contract's lines: a second request waits, then finds the basket empty.
      await tx.query('SELECT 1 FROM basket_items WHERE user_id = $1 AND contract_id = $2 FOR UPDATE', [user.id, q.contract.id]);
      const lines = (await basketLines(tx, user.id)).filter((l) => l.contract === q.contract.id);
      if (!lines.length) throw new HttpError(400, msg.basketEmpty);
      const [next] = await tx.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id`);
      const id = next!.id;
      const number = `З-${new Date().getFullYear()}-${String(id).padStart(5, '0')}`;
      await tx.query(
        `INSERT INTO orders (id, number, customer_id, user_id, contract_id, contragent_id, state, project_status, paid,
                             delivery, sum, comment, wms_id, company_id, address_id, type_address, delivery_date,
                             availability, client_key)
         VALUES ($1, $2, $3, $4, $5, (SELECT id FROM contragents WHERE customer_id = $3 AND enabled ORDER BY id LIMIT 1),
                 $6, 0, false, $7, $8, $9, $10, $11, $12, $13, $14::date, $15, $16)`,
        [
          id,
          number,
          user.customer_id,
          user.id,
          q.contract.id,
          NEW_ORDER_STATE,
          Number(q.delivery.id),
          sumOf(lines),
          q.comment,
          q.warehouse,
          q.delivery.company,
          q.delivery.address,
          q.delivery.typeAddress,
          isoDay(q.date),
          q.availability,
          q.key,
        ],
      );
      for (const l of lines) {
        // The articul and name as ordered (migration 007): history, repeat and the
        // reports show them even after the product is withdrawn or renamed.
        await tx.query(
          `INSERT INTO order_items (order_id, item_type, item_id, qnt, price, wms_id, articul, header)
           SELECT $1, $2, $3, $4, $5, $6, COALESCE(v.articul, p.articul, ''), COALESCE(p.header, '')
             FROM (SELECT 1) one
             LEFT JOIN variants v ON $2 = 'variants' AND v.id = $3
             LEFT JOIN products p ON p.id = CASE WHEN $2 = 'variants' THEN v.product_id ELSE $3 END`,
          [id, l.type, l.id, l.qnt, l.price, l.wms],
        );
      }
      await tx.query('DELETE FROM basket_items WHERE user_id = $1 AND contract_id = $2', [user.id, q.contract.id]);
      return { id, number };
    });
  } catch (error) {
    // The same key raced in from another request: that one placed the order.
    if (pgCode(error) === '23505') {
      const done = await orderByKey(db, user.id, q.key);
      if (done) return done;
    }
    throw error;
  }
}
