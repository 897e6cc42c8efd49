/**
 * The two product lists of spec 2 and 7: favourites (`wishes`) and
 * needs, one table each, a row per (user, product). Setting is idempotent;
 * unsetting is all or nothing: a product not on the user's own list removes none.
 */
import type { Db, Queryable } from '../db';
import { msg } from '../messages';
import { HttpError } from '../validate';

/** A list's table: a constant of the routes, never user input. */
export type ListTable = 'wishes' | 'needs';

/** `id` if such a product exists, else 404. */
export async function existingProduct(db: Queryable, id: number): Promise<number> {
  const [found] = await db.query<{ id: number }>('SELECT id FROM products WHERE id = $1', [id]);
  if (!found) throw new HttpError(404, msg.productNotFound);
  return id;
}

export async function addToList(db: Queryable, table: ListTable, userId: number, productId: number): Promise<void> {
  await db.query(`INSERT INTO ${table} (user_id, product_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [userId, productId]);
}

/** Removes the products from the user's list, all or none (404); the ids removed. */
export function removeFromList(db: Db, table: ListTable, userId: number, ids: number[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ product_id: number }>(
      `DELETE FROM ${table} WHERE user_id = $1 AND product_id = ANY($2::int[]) RETURNING product_id`,
      [userId, ids],
    );
    if (rows.length !== ids.length) throw new HttpError(404, msg.listEntryNotFound);
    return rows.map((r) => r.product_id);
  });
}

/**
 * A page of the user's list, newest first (the product id breaks ties of one
 * transaction's rows): the ids, how many there are, and the page actually read
 * (a page past the end reads the last).
 */
export async function listPage(db: Queryable, table: ListTable, userId: number, page: number, perpage: number) {
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table} WHERE user_id = $1`, [userId]);
  const pages = Math.max(1, Math.ceil(count / perpage));
  const shown = Math.min(page, pages);
  const rows = await db.query<{ product_id: number }>(
    `SELECT product_id FROM ${table} WHERE user_id = $1 ORDER BY created_at DESC, product_id DESC
      LIMIT ${perpage} OFFSET ${(shown - 1) * perpage}`,
    [userId],
  );
  return { ids: rows.map((r) => r.product_id), count, page: shown };
}
