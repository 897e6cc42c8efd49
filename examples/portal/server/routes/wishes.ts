/**
 * The two product lists of spec 2 and 7 (issue 20): favourites (`wishes`) and
 * needs. Per list: POST set / unset with `{ id }` (unset also takes `ids`, our
 * addition, for the bulk remove), and the list itself, a page of products
 * priced for the contract. Setting is idempotent; unsetting a product that is
 * not on the user's own list (another customer's entry, or none) is 404, like
 * every id that is not the user's. A sub-manager asks only for their contracts.
 * The flags come back as `wish` / `need` on every product the user sees, from
 * the sets the session loads per request. Also the /favorites/ and /needs/ pages.
 */
import type { Hono } from 'hono';
import * as v from 'valibot';
import { PAGE_SIZE } from '../../../../src/core/constants';
import { contractFor, warehouseFor } from '../access';
import { msg } from '../messages';
import { widgetPage } from '../pages/widget-page';
import { renderPage } from '../pages/layout';
import { requireUser } from '../session';
import type { AppEnv, Deps } from '../types';
import { HttpError, badRequest, int, intList, object, optInt, parse } from '../validate';
import { api } from './api';

const MAX_PERPAGE = 100;

/** A list's table and its calls (table names are constants here, never user input). */
const LISTS = [
  { table: 'wishes', list: 'favorites', set: 'setWish', unset: 'unsetWish', perpage: PAGE_SIZE.favourites },
  { table: 'needs', list: 'needs', set: 'setNeed', unset: 'unsetNeed', perpage: PAGE_SIZE.needs },
] as const;

const listSchema = object({
  page: optInt('page'),
  perpage: optInt('perpage', 1, MAX_PERPAGE),
  contract: optInt('contract'),
  warehouse: optInt('warehouse'),
});

const unsetSchema = object({ id: v.optional(int('id')), ids: intList('ids', MAX_PERPAGE) });

export function wishRoutes(app: Hono<AppEnv>, { db, catalog }: Deps): void {
  const productId = async (input: Record<string, unknown>) => {
    const { id } = parse(object({ id: int('id') }), input);
    const [found] = await db.query<{ id: number }>('SELECT id FROM products WHERE id = $1', [id]);
    if (!found) throw new HttpError(404, msg.productNotFound);
    return id;
  };

  for (const l of LISTS) {
    api(app, ['POST'], l.set, async (c, input) => {
      const user = requireUser(c);
      const id = await productId(input);
      await db.query(`INSERT INTO ${l.table} (user_id, product_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [user.id, id]);
      return { status: 'success' };
    });

    api(app, ['POST'], l.unset, async (c, input) => {
      const user = requireUser(c);
      const q = parse(unsetSchema, input);
      const ids = [...new Set(q.id !== undefined ? [q.id, ...q.ids] : q.ids)];
      if (!ids.length) throw badRequest(msg.field('id', 'не заполнено'));
      // All or nothing: an id that is not on this user's list removes none.
      const removed = await db.transaction(async (tx) => {
        const rows = await tx.query<{ product_id: number }>(
          `DELETE FROM ${l.table} WHERE user_id = $1 AND product_id = ANY($2::int[]) RETURNING product_id`,
          [user.id, ids],
        );
        if (rows.length !== ids.length) throw new HttpError(404, msg.listEntryNotFound);
        return rows.map((r) => r.product_id);
      });
      return { status: 'success', removed };
    });

    api(app, ['GET', 'POST'], l.list, async (c, input) => {
      const user = requireUser(c);
      const q = parse(listSchema, input);
      const contract = await contractFor(db, user, q.contract);
      const wms = await warehouseFor(db, user, q.warehouse);
      const perpage = q.perpage ?? l.perpage;
      const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM ${l.table} WHERE user_id = $1`,
        [user.id],
      );
      const pages = Math.max(1, Math.ceil(count / perpage));
      const page = Math.min(q.page ?? 1, pages);
      // Newest first; the id breaks ties of one transaction's rows.
      const ids = await db.query<{ product_id: number }>(
        `SELECT product_id FROM ${l.table} WHERE user_id = $1 ORDER BY created_at DESC, product_id DESC
          LIMIT ${perpage} OFFSET ${(page - 1) * perpage}`,
        [user.id],
      );
      const products = await catalog.products(
        ids.map((r) => r.product_id),
        contract,
        user,
      );
      return { products, count, pagination: { page, perpage, total: count, pages }, contract: contract.id, actualWms: wms };
    });
  }

  app.get('/favorites', (c) => renderPage(c, db, 'Избранное', widgetPage('b2b-favorites')));
  app.get('/needs', (c) => renderPage(c, db, 'Потребности', widgetPage('b2b-needs')));
}
