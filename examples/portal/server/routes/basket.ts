/**
 * Basket calls: getBasketData, getBasketTableInit, processBasket (add),
 * processBasketUpdate (set), clearBasket, processProductSet, addToDraft.
 */
import type { Hono } from 'hono';
import * as v from 'valibot';
import { assertCanOrder, contractFor, toContract, visibleContracts, warehouseFor, warehouses, type ContractRow } from '../access';
import {
  addToLine,
  assertItemExists,
  basketLine,
  basketLines,
  basketTotals,
  freeStock,
  shortage,
  sumOf,
  type ItemType,
} from '../basket';
import type { Db } from '../db';
import { msg, spec } from '../messages';
import { deliveryChoice, deliveryMethods } from '../orders';
import { requireUser, type SessionUser } from '../session';
import type { AppEnv, Deps } from '../types';
import { HttpError, int, object, optInt, optOneOf, optText, parse, text } from '../validate';
import { addressesOf } from '../account/places';
import { api } from './api';

const TYPES = ['products', 'variants'] as const;
const typeField = () =>
  v.pipe(
    optOneOf('type', TYPES),
    v.transform((t) => t ?? 'products'),
  );

const addSchema = object({
  id: int('id'),
  qnt: int('qnt', 1, 1_000_000, spec.zeroQuantity),
  wms: optInt('wms'),
  type: typeField(),
  contract: optInt('contract'),
  payload: v.pipe(
    optText('payload', 2000),
    v.transform((s) => s || null),
  ),
});

const setItem = object({
  id: int('id'),
  qnt: int('qnt', 0, 1_000_000),
  type: typeField(),
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

export async function basketData(db: Db, user: SessionUser) {
  const [contracts, items] = await Promise.all([visibleContracts(db, user), basketLines(db, user.id)]);
  const selected = contracts.find((c) => c.id === user.selected_contract_id) ?? contracts[0];
  return {
    contract: selected?.id ?? null,
    contracts: contracts.map(toContract),
    count: { products: items.length },
    actualWms: await warehouseFor(db, user),
    items,
    sum: sumOf(items),
  };
}

export function basketRoutes(app: Hono<AppEnv>, { db, catalog }: Deps): void {
  api(app, ['GET', 'POST'], 'getBasketData', async (c) => basketData(db, requireUser(c)));

  api(app, ['GET', 'POST'], 'getBasketTableInit', async (c) => {
    const user = requireUser(c);
    // No lines: the widgets read them once per page with getBasketData (docs/api.md).
    const [list, deliveries, delivery, companies, addresses] = await Promise.all([
      warehouses(db),
      deliveryMethods(db),
      deliveryChoice(db, user.id),
      db.query<{ id: number; header: string; addresses: { id: number; full_address: string }[] }>(
        `SELECT dc.id, dc.header,
                COALESCE((SELECT json_agg(json_build_object('id', a.id, 'full_address', a.full_address) ORDER BY a.id)
                            FROM company_addresses a WHERE a.company_id = dc.id), '[]'::json) AS addresses
           FROM delivery_companies dc ORDER BY dc.id`,
      ),
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
    const items = setItemsOf(input);
    // Check contracts and warehouses before writing anything.
    const contracts = new Map<number, ContractRow>();
    for (const item of items) {
      if (item.contract !== undefined && !contracts.has(item.contract)) {
        contracts.set(item.contract, await contractFor(db, user, item.contract));
      }
      if (item.wms !== undefined) await warehouseFor(db, user, item.wms);
    }
    await db.transaction(async (tx) => {
      for (const item of items) {
        const [line] = await tx.query<{ qnt: number; wms_id: number; contract_id: number }>(
          `SELECT qnt, wms_id, contract_id FROM basket_items
            WHERE user_id = $1 AND item_type = $2 AND item_id = $3 FOR UPDATE`,
          [user.id, item.type, item.id],
        );
        if (!line) throw new HttpError(404, msg.lineNotFound, { id: item.id, type: item.type });
        if (item.qnt === 0) {
          await tx.query('DELETE FROM basket_items WHERE user_id = $1 AND item_type = $2 AND item_id = $3', [
            user.id,
            item.type,
            item.id,
          ]);
          continue;
        }
        const wms = item.wms ?? line.wms_id;
        const contractId = item.contract ?? line.contract_id;
        const grows = item.qnt > line.qnt || contractId !== line.contract_id || wms !== line.wms_id;
        if (grows) {
          const contract = contracts.get(contractId) ?? (await contractFor(tx, user, contractId));
          assertCanOrder(contract, 'raise');
        }
        const stock = await freeStock(tx, item.type, item.id, wms);
        if (item.qnt > stock && grows) throw shortage(stock, item.id, item.type);
        await tx.query(
          `UPDATE basket_items SET qnt = $4, wms_id = $5, contract_id = $6, updated_at = now()
            WHERE user_id = $1 AND item_type = $2 AND item_id = $3`,
          [user.id, item.type, item.id, item.qnt, wms, contractId],
        );
      }
    });
    return basketData(db, user);
  });

  api(app, ['GET', 'POST'], 'clearBasket', async (c) => {
    const user = requireUser(c);
    await db.query('DELETE FROM basket_items WHERE user_id = $1', [user.id]);
    return basketData(db, user);
  });

  api(app, ['POST'], 'processProductSet', async (c, input) => {
    const user = requireUser(c);
    const q = parse(setProductsSchema, input);
    const contract = await contractFor(db, user, q.contract);
    assertCanOrder(contract);
    const wms = await warehouseFor(db, user, q.wms);
    const errors: { id: unknown; message: string; available?: number }[] = [];
    // Validate every product first: inside the transaction only `tx` may be used
    // (PGlite runs one transaction at a time, a query on `db` there would wait forever).
    const valid: { id: number; qnt: number; type: ItemType }[] = [];
    for (const raw of q.products) {
      const item = v.safeParse(
        object({ id: int('id'), qnt: int('qnt', 1, 1_000_000, spec.zeroQuantity), type: typeField() }),
        raw,
      );
      if (!item.success) {
        errors.push({ id: raw.id ?? null, message: item.issues[0].message });
      } else if (!(await catalog.exists(item.output.type, item.output.id))) {
        errors.push({ id: item.output.id, message: msg.productNotFound });
      } else {
        valid.push(item.output);
      }
    }
    const addedKeys: { type: ItemType; id: number }[] = [];
    await db.transaction(async (tx) => {
      for (const { id, qnt, type } of valid) {
        await tx.query('SAVEPOINT product_set_item');
        try {
          await addToLine(tx, user.id, { type, id, qnt, wms, contract: contract.id });
          await tx.query('RELEASE SAVEPOINT product_set_item');
          addedKeys.push({ type, id });
        } catch (error) {
          await tx.query('ROLLBACK TO SAVEPOINT product_set_item');
          if (error instanceof HttpError && error.status === 409) {
            errors.push({ id, message: error.message, available: error.extra.available as number });
          } else {
            throw error;
          }
        }
      }
    });
    // Errors in the order the products were given.
    const order = new Map(q.products.map((p, i) => [String(p.id), i]));
    errors.sort((a, b) => (order.get(String(a.id)) ?? 0) - (order.get(String(b.id)) ?? 0));
    const lines = await basketLines(db, user.id);
    const added = addedKeys.flatMap((k) => lines.filter((l) => l.type === k.type && l.id === k.id));
    return { status: 'success', added, errors, count: { products: lines.length }, sum: sumOf(lines) };
  });

  api(app, ['POST'], 'addToDraft', async (c, input) => {
    const user = requireUser(c);
    const q = parse(object({ header: text('header', 200, msg.draftHeaderEmpty) }), input);
    const id = await db.transaction(async (tx) => {
      const lines = await tx.query<{ contract_id: number }>(
        'SELECT contract_id FROM basket_items WHERE user_id = $1 ORDER BY added_at LIMIT 1',
        [user.id],
      );
      if (!lines.length) throw new HttpError(400, msg.basketEmpty);
      const [draft] = await tx.query<{ id: number }>(
        `INSERT INTO drafts (user_id, customer_id, contract_id, header) VALUES ($1, $2, $3, $4) RETURNING id`,
        [user.id, user.customer_id, lines[0]!.contract_id, q.header],
      );
      await tx.query(
        // With the price of the moment: repeating the draft later shows what changed.
        `INSERT INTO draft_items (draft_id, item_type, item_id, qnt, wms_id, payload, price)
         SELECT $1, b.item_type, b.item_id, b.qnt, b.wms_id, b.payload,
                user_price(b.user_id, c.id, COALESCE(v.base_price, p.base_price))
           FROM basket_items b
           JOIN contracts c ON c.id = b.contract_id
           LEFT JOIN variants v ON b.item_type = 'variants' AND v.id = b.item_id
           LEFT JOIN products p ON p.id = CASE WHEN b.item_type = 'variants' THEN v.product_id ELSE b.item_id END
          WHERE b.user_id = $2`,
        [draft!.id, user.id],
      );
      return draft!.id;
    });
    return { status: 'success', id, header: q.header };
  });
}
