/**
 * POST /api/order/ (no id): places the basket of a contract as an order (our
 * addition, docs/api.md "Orders"), or with { action: 'repeat', ids } repeats
 * the checked orders into the basket (the rest of the order list's calls live
 * in routes/history.ts). POST /ajax/setdelivery/: the legacy call
 * that remembers the basket's delivery method (and, our addition, the company,
 * its address and the typed address).
 */
import type { Hono } from 'hono';
import { assertCanOrder, contractFor, visibleContracts, warehouseFor } from '../access';
import { repeatOrders } from '../history';
import { checkDelivery, DEFAULT_DELIVERY_ID, deliveryDate, placeOrder, saveDeliveryChoice } from '../orders';
import { orderMsg } from '../messages';
import { requireUser } from '../session';
import type { AppEnv, Deps } from '../types';
import { badRequest, intList, object, optInt, optText, parse, readInput } from '../validate';
import { api } from './api';

const deliveryFields = {
  delivery: optInt('delivery'),
  company: optInt('company'),
  address: optInt('address'),
  typeAddress: optText('typeAddress', 500),
};

const orderSchema = object({
  ...deliveryFields,
  contract: optInt('contract'),
  warehouse: optInt('warehouse'),
  date: optText('date', 20),
  availability: optInt('availability', 1, 3),
  comment: optText('comment', 2000),
  key: optText('key', 100),
});

const setDeliverySchema = object({ id: optInt('id'), ...deliveryFields });

export function orderRoutes(app: Hono<AppEnv>, { db }: Deps): void {
  api(app, ['POST'], 'order', async (c, input) => {
    const user = requireUser(c);
    if (input.action === 'repeat') {
      const { ids } = parse(object({ ids: intList('ids', 100) }), input);
      return { status: 'success', ...(await repeatOrders(db, user, await visibleContracts(db, user), ids)) };
    }
    const q = parse(orderSchema, input);
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

  app.post('/ajax/setdelivery', async (c) => {
    const user = requireUser(c);
    const q = parse(setDeliverySchema, await readInput(c));
    const { kind: _kind, ...choice } = await checkDelivery(db, { ...q, delivery: q.id ?? q.delivery ?? DEFAULT_DELIVERY_ID }, false);
    void _kind;
    await saveDeliveryChoice(db, user.id, choice);
    return c.json({ status: 'success', delivery: choice });
  });
}
