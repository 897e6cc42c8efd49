/**
 * Basket calls: getBasketData, getBasketTableInit, processBasket (add),
 * processBasketUpdate (set), clearBasket, processProductSet, and the legacy
 * POST /ajax/setdelivery/ that remembers the basket's delivery method (and, our
 * addition, the company, its address and the typed address). The SQL:
 * basket/lines.ts and basket/delivery.ts; saving the basket as a draft: routes/drafts.ts.
 */
import type { Hono } from 'hono';
import * as v from 'valibot';
import { assertCanOrder, contractFor, warehouseFor, warehouses } from '../access';
import { addressesOf } from '../account/places';
import { checkDelivery, DEFAULT_DELIVERY_ID, deliveryChoice, deliveryFields, deliveryCompanies, deliveryMethods, saveDeliveryChoice } from '../basket/delivery';
import {
  addProductSet,
  addToLine,
  assertItemExists,
  basketData,
  basketLine,
  basketTotals,
  clearBasket,
  itemTypeField,
  setLines,
} from '../basket/lines';
import { msg, spec } from '../messages';
import { requireUser } from '../session';
import type { AppEnv, Deps } from '../types';
import { int, object, optInt, optText, parse, readInput } from '../validate';
import { api } from './api';

const addSchema = object({
  id: int('id'),
  qnt: int('qnt', 1, 1_000_000, spec.zeroQuantity),
  wms: optInt('wms'),
  type: itemTypeField(),
  contract: optInt('contract'),
  payload: v.pipe(
    optText('payload', 2000),
    v.transform((s) => s || null),
  ),
});

const setItem = object({
  id: int('id'),
  qnt: int('qnt', 0, 1_000_000),
  type: itemTypeField(),
  wms: optInt('wms'),
  contract: optInt('contract'),
});

/** `{ items: [...] }` or one item. */
const setItemsOf = (input: Record<string, unknown>) => {
  return 'items' in input
    ? parse(
        object({
          items: v.pipe(
            v.unknown(),
            v.check(Array.isArray, msg.field('items', 'ожидается список')),
            v.array(setItem, msg.field('items', 'ожидается список')),
            v.minLength(1, msg.field('items', 'пустой список')),
            v.maxLength(500, msg.field('items', 'не больше 500 позиций')),
          ),
        }),
        input,
      ).items
    : [parse(setItem, input)];
};

const setProductsSchema = object({
  contract: optInt('contract'),
  wms: optInt('wms'),
  products: v.pipe(
    v.array(
      object({ id: v.unknown(), qnt: v.unknown(), type: v.unknown() }),
      msg.field('products', 'ожидается список товаров'),
    ),
    v.minLength(1, msg.field('products', 'пустой список')),
    v.maxLength(500, msg.field('products', 'не больше 500 товаров')),
  ),
});

const setDeliverySchema = object({ id: optInt('id'), ...deliveryFields });

export function basketRoutes(app: Hono<AppEnv>, { db, catalog }: Deps): void {
  api(app, ['GET', 'POST'], 'getBasketData', async (c) => basketData(db, requireUser(c)));

  api(app, ['GET', 'POST'], 'getBasketTableInit', async (c) => {
    const user = requireUser(c);
    // No lines: the widgets read them once per page with getBasketData (docs/api.md).
    const [list, deliveries, delivery, companies, addresses] = await Promise.all([
      warehouses(db),
      deliveryMethods(db),
      deliveryChoice(db, user.id),
      deliveryCompanies(db),
      // The customer's own delivery addresses (<b2b-addresses>), offered for a typed address.
      addressesOf(db, user.customer_id),
    ]);
    return { warehouses: list, deliveries, companies, delivery, addresses };
  });

  api(app, ['POST'], 'processBasket', async (c, input) => {
    const user = requireUser(c);
    const q = parse(addSchema, input);
    const contract = await contractFor(db, user, q.contract);
    assertCanOrder(contract);
    const wms = await warehouseFor(db, user, q.wms);
    await assertItemExists(catalog, q.type, q.id);
    await db.transaction((tx) =>
      addToLine(tx, user.id, { type: q.type, id: q.id, qnt: q.qnt, wms, contract: contract.id, payload: q.payload }),
    );
    const line = await basketLine(db, user.id, q.type, q.id);
    return { status: 'success', line, ...(await basketTotals(db, user.id)) };
  });

  api(app, ['POST'], 'processBasketUpdate', async (c, input) => {
    const user = requireUser(c);
    await setLines(db, user, setItemsOf(input));
    return basketData(db, user);
  });

  api(app, ['GET', 'POST'], 'clearBasket', async (c) => {
    const user = requireUser(c);
    await clearBasket(db, user.id);
    return basketData(db, user);
  });

  api(app, ['POST'], 'processProductSet', async (c, input) => {
    const user = requireUser(c);
    const q = parse(setProductsSchema, input);
    const contract = await contractFor(db, user, q.contract);
    assertCanOrder(contract);
    const wms = await warehouseFor(db, user, q.wms);
    return { status: 'success', ...(await addProductSet(db, catalog, user.id, q.products, wms, contract.id)) };
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
