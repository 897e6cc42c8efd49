/**
 * The two product lists of spec 2 and 7: favourites (`wishes`) and
 * needs. Per list: POST set / unset with `{ id }` (unset also takes `ids`, our
 * addition, for the bulk remove), and the list itself, a page of products
 * priced for the contract. Setting is idempotent; unsetting a product that is
 * not on the user's own list (another customer's entry, or none) is 404, like
 * every id that is not the user's. A sub-manager asks only for their contracts.
 * The flags come back as `wish` / `need` on every product the user sees, from
 * the sets the session loads per request. Also the /favorites/ and /needs/ pages.
 * The SQL: wishes/lists.ts.
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
import { badRequest, int, intList, object, optInt, parse } from '../validate';
import { addToList, listPage, existingProduct, removeFromList } from '../wishes/lists';
import { api, paginationOf } from './api';

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
  for (const l of LISTS) {
    api(app, ['POST'], l.set, async (c, input) => {
      const user = requireUser(c);
      const { id } = parse(object({ id: int('id') }), input);
      await addToList(db, l.table, user.id, await existingProduct(db, id));
      return { status: 'success' };
    });

    api(app, ['POST'], l.unset, async (c, input) => {
      const user = requireUser(c);
      const q = parse(unsetSchema, input);
      const ids = [...new Set(q.id !== undefined ? [q.id, ...q.ids] : q.ids)];
      if (!ids.length) throw badRequest(msg.field('id', 'не заполнено'));
      return { status: 'success', removed: await removeFromList(db, l.table, user.id, ids) };
    });

    api(app, ['GET', 'POST'], l.list, async (c, input) => {
      const user = requireUser(c);
      const q = parse(listSchema, input);
      const contract = await contractFor(db, user, q.contract);
      const wms = await warehouseFor(db, user, q.warehouse);
      const perpage = q.perpage ?? l.perpage;
      const { ids, count, page } = await listPage(db, l.table, user.id, q.page ?? 1, perpage);
      const products = await catalog.products(ids, contract, user);
      return { products, count, pagination: paginationOf(page, perpage, count), contract: contract.id, actualWms: wms };
    });
  }

  app.get('/favorites', (c) => renderPage(c, db, 'Избранное', widgetPage('b2b-favorites')));
  app.get('/needs', (c) => renderPage(c, db, 'Потребности', widgetPage('b2b-needs')));
}
