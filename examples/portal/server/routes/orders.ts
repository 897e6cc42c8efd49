/**
 * The orders, all of /api/order (docs/api.md "Order history" and
 * "Orders"): GET order (the list with the filter of spec 7), GET order/{id} (one
 * order with its lines), POST order/{id} { action: cancel | repeat | preview },
 * POST order { action: 'repeat', ids } (bulk repeat, our addition) and POST order
 * without an action (our addition: places the basket of a contract as an order).
 * The SQL: history/orders.ts, history/repeat.ts, basket/place-order.ts.
 */
import type { Hono } from 'hono';
import * as v from 'valibot';
import { filterPeriod, periodOf, DATESELECTS, type DateSelect } from '../../../../src/core/rules/order-filter';
import { PAGE_SIZE } from '../../../../src/core/constants';
import { formatDate } from '../../../../src/core/format';
import { assertCanOrder, contractFor, toContract, visibleContracts, warehouseFor } from '../access';
import { checkDelivery, DEFAULT_DELIVERY_ID, deliveryFields } from '../basket/delivery';
import { deliveryDate, placeOrder } from '../basket/place-order';
import { isoDay } from '../db';
import { cancelOrder, listOrders, orderChoices, orderLines, orderReferenceLists, visibleOrder } from '../history/orders';
import { chosenLines, orderPreview, repeatOrder, repeatOrders } from '../history/repeat';
import { msg, orderMsg, spec } from '../messages';
import { requireUser } from '../session';
import type { AppEnv, Deps } from '../types';
import { badRequest, int, intList, object, optInt, optOneOf, optText, parse, readInput } from '../validate';
import { api, paginationOf } from './api';

const MAX_PERPAGE = 100;

const listSchema = object({
  contract: optInt('contract'),
  dateselect: optOneOf('dateselect', DATESELECTS),
  startDate: optText('startDate', 10),
  endDate: optText('endDate', 10),
  paid: optOneOf('paid', ['0', '1'] as const),
  state: optInt('state'),
  projectStatus: optInt('projectStatus', 0),
  numberOrder: optText('numberOrder', 50),
  page: optInt('page'),
  perpage: optInt('perpage', 1, MAX_PERPAGE),
});

const actionSchema = object({
  id: int('id'),
  action: optOneOf('action', ['cancel', 'repeat', 'preview', 'remove', 'rename'] as const),
  lines: chosenLines,
  header: optText('header', 200),
});

const placeSchema = object({
  ...deliveryFields,
  contract: optInt('contract'),
  warehouse: optInt('warehouse'),
  date: optText('date', 20),
  availability: optInt('availability', 1, 3),
  comment: optText('comment', 2000),
  key: optText('key', 100),
});

/** The period of the list: dateselect (week by default) or a custom one checked by the spec 5 rule. */
function period(q: v.InferOutput<typeof listSchema>, today: Date): { dateselect: DateSelect; start: Date; end: Date } {
  const custom = q.dateselect === 'custom' || (!q.dateselect && (q.startDate || q.endDate));
  if (!custom) {
    const dateselect = (q.dateselect ?? 'week') as Exclude<DateSelect, 'custom'>;
    return { dateselect, ...periodOf(dateselect, today) };
  }
  const found = filterPeriod({ dateselect: 'custom', startDate: q.startDate, endDate: q.endDate }, today);
  if (found === 'invalid') throw badRequest(spec.dateRange);
  return { dateselect: 'custom', ...found };
}

export function orderRoutes(app: Hono<AppEnv>, { db }: Deps): void {
  api(
    app,
    ['GET'],
    'order',
    async (c, input) => {
      const user = requireUser(c);
      const contracts = await visibleContracts(db, user);
      if (input.id !== undefined) {
        const { id } = parse(object({ id: int('id') }), input);
        const order = await visibleOrder(db, user, contracts, id);
        const [choices, lines] = await Promise.all([orderChoices(db, id), orderLines(db, id)]);
        return { order: { ...order, ...choices, lines } };
      }
      const q = parse(listSchema, input);
      if (q.contract !== undefined) await contractFor(db, user, q.contract);
      const { dateselect, start, end } = period(q, new Date());
      const page = q.page ?? 1;
      const perpage = q.perpage ?? PAGE_SIZE.orders;
      const { states, projectStatuses } = await orderReferenceLists(db);
      const query = {
        contracts: q.contract !== undefined ? [q.contract] : contracts.map((x) => x.id),
        start: isoDay(start),
        end: isoDay(end),
        paid: q.paid === undefined ? undefined : q.paid === '1',
        state: q.state,
        projectStatus: q.projectStatus,
        numberOrder: q.numberOrder,
        page,
        perpage,
      };
      const { orders, count } = await listOrders(db, user.customer_id, query, { contracts, states, projectStatuses });
      return {
        orders,
        states,
        projectStatuses,
        contracts: contracts.map(toContract),
        count,
        pagination: paginationOf(page, perpage, count),
        filter: { dateselect, startDate: formatDate(start), endDate: formatDate(end) },
      };
    },
    { withId: true },
  );

  app.post('/api/order/:id', async (c) => {
    const user = requireUser(c);
    const input = { ...(await readInput(c)), id: c.req.param('id') };
    const q = parse(actionSchema, input);
    const contracts = await visibleContracts(db, user);
    if (q.action === 'cancel') {
      const order = await cancelOrder(db, user, contracts, await visibleOrder(db, user, contracts, q.id));
      return c.json({ status: 'success', order });
    }
    if (q.action === 'preview') {
      const order = await visibleOrder(db, user, contracts, q.id);
      return c.json({ order, lines: await orderPreview(db, q.id, user.id, order.contract) });
    }
    if (q.action === 'repeat') return c.json({ status: 'success', ...(await repeatOrder(db, user, contracts, q.id, q.lines)) });
    throw badRequest(msg.field('action', 'допустимо: cancel, repeat, preview'));
  });

  api(app, ['POST'], 'order', async (c, input) => {
    const user = requireUser(c);
    if (input.action === 'repeat') {
      const { ids } = parse(object({ ids: intList('ids', 100) }), input);
      return { status: 'success', ...(await repeatOrders(db, user, await visibleContracts(db, user), ids)) };
    }
    const q = parse(placeSchema, input);
    const contract = await contractFor(db, user, q.contract);
    // The stop-orders notice first: no form detail matters while orders are suspended.
    assertCanOrder(contract, 'place');
    const warehouse = await warehouseFor(db, user, q.warehouse);
    const delivery = await checkDelivery(db, { ...q, delivery: q.delivery ?? DEFAULT_DELIVERY_ID }, true);
    const date = deliveryDate(q.date);
    if (q.availability === undefined) throw badRequest(orderMsg.availabilityRequired);
    const order = await placeOrder(db, user, {
      contract,
      warehouse,
      delivery,
      date,
      availability: q.availability as 1 | 2 | 3,
      comment: q.comment,
      key: q.key || null,
    });
    // `demo` (our addition): the demo user's orders never reach the supplier (the demo
    // intro says so), and the confirmation must not say otherwise.
    return { status: 'success', id: order.id, number: order.number, demo: user.is_demo };
  });
}
