/**
 * The basket: one per user, a line per (type, id). Adding is a single
 * `INSERT ... ON CONFLICT DO UPDATE SET qnt = qnt + $n` inside a transaction that
 * then checks the free stock and rolls back on shortage, so concurrent adds to one
 * line never lose an update nor overshoot the stock.
 */
import { totalOf } from '../../../src/core/rules/money';
import type { CatalogEngine } from './catalog/types';
import type { Queryable } from './db';
import { msg, spec } from './messages';
import { HttpError } from './validate';

export type ItemType = 'products' | 'variants';

export interface BasketLine {
  id: number;
  type: ItemType;
  qnt: number;
  wms: number;
  contract: number;
  payload: string | null;
  articul: string;
  header: string;
  picture: number | null;
  picturetype: string | null;
  params: { header: string }[];
  price: number;
  price_rrc: number;
  /** Free stock of the line's warehouse. */
  stock: number;
}

const LINE_SQL = `
  SELECT b.item_id AS id, b.item_type AS type, b.qnt, b.wms_id AS wms, b.contract_id AS contract, b.payload,
         COALESCE(v.articul, p.articul) AS articul, p.header, p.picture, p.picturetype,
         COALESCE(v.params, '[]'::jsonb) AS params,
         user_price(b.user_id, c.id, COALESCE(v.base_price, p.base_price))::float8 AS price,
         money_price(COALESCE(v.rrc_price, p.rrc_price), c.rrc_coef)::float8 AS price_rrc,
         COALESCE(s.quantity, 0) AS stock
    FROM basket_items b
    JOIN contracts c ON c.id = b.contract_id
    LEFT JOIN variants v ON b.item_type = 'variants' AND v.id = b.item_id
    JOIN products p ON p.id = CASE WHEN b.item_type = 'variants' THEN v.product_id ELSE b.item_id END
    LEFT JOIN stocks s ON s.item_type = b.item_type AND s.item_id = b.item_id AND s.wms_id = b.wms_id
   WHERE b.user_id = $1`;

export async function basketLines(db: Queryable, userId: number): Promise<BasketLine[]> {
  return db.query<BasketLine>(`${LINE_SQL} ORDER BY b.added_at, b.item_type, b.item_id`, [userId]);
}

export async function basketLine(db: Queryable, userId: number, type: ItemType, id: number): Promise<BasketLine | null> {
  const rows = await db.query<BasketLine>(`${LINE_SQL} AND b.item_type = $2 AND b.item_id = $3`, [userId, type, id]);
  return rows[0] ?? null;
}

/** The basket's total by the one money rule (src/core/rules/money.ts), as the widgets compute it. */
export const sumOf = (lines: readonly BasketLine[]) => totalOf(lines);

export async function basketTotals(db: Queryable, userId: number): Promise<{ count: { products: number }; sum: number }> {
  const lines = await basketLines(db, userId);
  return { count: { products: lines.length }, sum: sumOf(lines) };
}

/** Throws 404 if the product or variant does not exist. */
export async function assertItemExists(catalog: CatalogEngine, type: ItemType, id: number): Promise<void> {
  if (!(await catalog.exists(type, id))) throw new HttpError(404, msg.productNotFound);
}

export async function freeStock(db: Queryable, type: ItemType, id: number, wms: number): Promise<number> {
  const rows = await db.query<{ quantity: number }>(
    'SELECT quantity FROM stocks WHERE item_type = $1 AND item_id = $2 AND wms_id = $3',
    [type, id, wms],
  );
  return rows[0]?.quantity ?? 0;
}

export function shortage(available: number, id?: number, type?: ItemType): HttpError {
  return new HttpError(409, spec.stockShortage, {
    code: 'shortage',
    available,
    ...(id !== undefined ? { id, type } : {}),
  });
}

/**
 * Adds `qnt` to the line (creating it), in `tx`. Throws 409 shortage when the
 * line would exceed the free stock of `wms`: the caller's transaction rolls back.
 */
export async function addToLine(
  tx: Queryable,
  userId: number,
  item: { type: ItemType; id: number; qnt: number; wms: number; contract: number; payload?: string | null },
): Promise<number> {
  const [row] = await tx.query<{ qnt: number }>(
    `INSERT INTO basket_items (user_id, item_type, item_id, qnt, wms_id, contract_id, payload)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, item_type, item_id) DO UPDATE
       SET qnt = basket_items.qnt + EXCLUDED.qnt,
           wms_id = EXCLUDED.wms_id,
           contract_id = EXCLUDED.contract_id,
           payload = COALESCE(EXCLUDED.payload, basket_items.payload),
           updated_at = now()
     RETURNING qnt`,
    [userId, item.type, item.id, item.qnt, item.wms, item.contract, item.payload ?? null],
  );
  const qnt = row!.qnt;
  const stock = await freeStock(tx, item.type, item.id, item.wms);
  if (qnt > stock) throw shortage(stock, item.id, item.type);
  return qnt;
}
