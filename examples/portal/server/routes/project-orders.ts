/**
 * The project order (<b2b-project-order>): the lists its form chooses
 * from (federal districts, regions, cities as typed) and the order itself with
 * its import lines, checked by the same rule as the form (core/rules/project-lines).
 * The SQL: project-orders/lists.ts and orders.ts.
 */
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { ProjectLine } from '../../../../src/core/rules/project-lines';
import { contractFor } from '../access';
import { formsMsg } from '../messages';
import { citiesLike, districtsAndRegions } from '../project-orders/lists';
import { checkEventPlace, placeProjectOrder, projectOrders } from '../project-orders/orders';
import { requireAdmin, requireUser } from '../session';
import type { AppEnv, Deps } from '../types';
import { int, object, optInt, optText, parse, text } from '../validate';
import { api } from './api';

const MAX_LINES = 500;

const lineSchema = v.pipe(
  v.unknown(),
  v.transform((x) => {
    const o = (x && typeof x === 'object' ? x : {}) as Record<string, unknown>;
    const str = (k: string) => (typeof o[k] === 'string' ? (o[k] as string) : typeof o[k] === 'number' ? String(o[k]) : '').slice(0, 500);
    return { articul: str('articul'), qnt: str('qnt'), price: str('price'), note: str('note') } satisfies ProjectLine;
  }),
);

const orderSchema = object({
  partner: text('partner', 200, formsMsg.partnerEmpty),
  eventFederalDistrict: int('eventFederalDistrict', 1, 2_147_483_647, formsMsg.districtEmpty),
  eventRegion: int('eventRegion', 1, 2_147_483_647, formsMsg.regionEmpty),
  eventCity: text('eventCity', 100, formsMsg.cityEmpty),
  contract: optInt('contract'),
  comment: optText('comment', 2000),
  lines: v.pipe(
    v.unknown(),
    v.transform((x) => (Array.isArray(x) ? x : [])),
    v.array(lineSchema),
    v.maxLength(MAX_LINES, formsMsg.linesTooMany),
  ),
});

export function projectOrderRoutes(app: Hono<AppEnv>, { db }: Deps): void {
  // Both lists at once: the form shows them together and filters regions by district itself.
  api(app, ['GET', 'POST'], 'projectOrderLists', async (c) => {
    requireUser(c);
    return districtsAndRegions(db);
  });

  // Cities as typed: names starting with the keyword first, then containing it; in the region if given.
  api(app, ['GET', 'POST'], 'projectCities', async (c, input) => {
    requireUser(c);
    const q = parse(object({ keyword: optText('keyword', 100), region: optInt('region') }), input);
    if (q.keyword === '') return { cities: [] };
    return { cities: await citiesLike(db, q.keyword, q.region ?? null) };
  });

  api(app, ['POST'], 'projectOrder', async (c, input) => {
    const user = requireUser(c);
    const q = parse(orderSchema, input);
    await checkEventPlace(db, q.eventFederalDistrict, q.eventRegion);
    const contract = await contractFor(db, user, q.contract);
    return { status: 'success', id: await placeProjectOrder(db, user.id, contract.id, q) };
  });

  // Our addition for the admin (docs/api.md): the newest project orders with their lines.
  api(app, ['GET'], 'projectOrders', async (c) => {
    requireAdmin(c);
    return { orders: await projectOrders(db) };
  });
}
