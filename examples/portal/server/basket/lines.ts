/**
 * The basket: one per user, a line per (type, id). Adding is a single
 * `INSERT ... ON CONFLICT DO UPDATE SET qnt = qnt + $n` inside a transaction that
 * then checks the free stock and rolls back on shortage, so concurrent adds to one
 * line never lose an update nor overshoot the stock. Also setting quantities,
 * clearing, and adding a set of products as far as each can be added.
 */
import * as v from 'valibot';
import { totalOf } from '../../../../src/core/rules/money';
import { assertCanOrder, contractFor, toContract, visibleContracts, warehouseFor, type ContractRow } from '../access';
import type { CatalogEngine } from '../catalog/types';
import type { Db, Queryable } from '../db';
import { msg, spec } from '../messages';
import type { SessionUser } from '../session';
import { HttpError, int, object, optOneOf } from '../validate';

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

/** The basket as getBasketData answers it: the user's contracts and chosen one, warehouse, lines and total. */
export async function basketData(db: Queryable, user: SessionUser) {
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

/**
 * Adds the items to the basket of `contract` and warehouse `wms` in one
 * transaction: a shortage on any line (409 with its id and the free stock)
 * leaves the basket as it was.
 */
export async function addLines(db: Db, userId: number, items: readonly { type: ItemType; id: number; qnt: number }[], wms: number, contract: number): Promise<void> {
  await db.transaction(async (tx) => {
    for (const i of items) await addToLine(tx, userId, { type: i.type, id: i.id, qnt: i.qnt, wms, contract });
  });
}

/** Which of `ids` are products and which variants (the two never share an id, docs/api.md); ids of neither are left out. */
export async function itemTypesOf(db: Queryable, ids: number[]): Promise<Map<number, ItemType>> {
  const known = await db.query<{ id: number; type: ItemType }>(
    `SELECT id, 'variants' AS type FROM variants WHERE id = ANY($1::int[])
     UNION ALL SELECT id, 'products' AS type FROM products WHERE id = ANY($1::int[])`,
    [ids],
  );
  return new Map(known.map((k) => [k.id, k.type]));
}

/** A line's new state (processBasketUpdate): quantity 0 removes it; unset warehouse or contract stay. */
export interface LineUpdate {
  type: ItemType;
  id: number;
  qnt: number;
  wms?: number;
  contract?: number;
}

/**
 * Sets the lines in one transaction: each must be in the basket (404), a line that
 * grows (more, or another contract or warehouse) must fit the free stock (409) on a
 * contract that may order. Contracts and warehouses are checked before anything is written.
 */
export async function setLines(db: Db, user: SessionUser, items: LineUpdate[]): Promise<void> {
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
        await tx.query('DELETE FROM basket_items WHERE user_id = $1 AND item_type = $2 AND item_id = $3', [user.id, item.type, item.id]);
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
}

export async function clearBasket(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM basket_items WHERE user_id = $1', [userId]);
}

/** The item type field of basket input: 'products' unless 'variants'. */
export const itemTypeField = () =>
  v.pipe(
    optOneOf('type', ['products', 'variants'] as const),
    v.transform((t) => t ?? 'products'),
  );

const productSetItem = object({ id: int('id'), qnt: int('qnt', 1, 1_000_000, spec.zeroQuantity), type: itemTypeField() });

export interface ProductSetError {
  id: unknown;
  message: string;
  available?: number;
}

/**
 * Adds each of `products` (processProductSet: as given, each checked here) to the
 * basket of `contract` and warehouse `wms` as far as it can be added: a product that
 * is not valid, does not exist or lacks stock is an error (in the order given) and
 * the rest are added, in one transaction. Answers the lines added and the basket.
 */
export async function addProductSet(
  db: Db,
  catalog: CatalogEngine,
  userId: number,
  products: readonly { id?: unknown }[],
  wms: number,
  contract: number,
) {
  const errors: ProductSetError[] = [];
  // Validate every product first: inside the transaction only `tx` may be used
  // (PGlite runs one transaction at a time, a query on `db` there would wait forever).
  const valid: { id: number; qnt: number; type: ItemType }[] = [];
  for (const raw of products) {
    const item = v.safeParse(productSetItem, raw);
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
        await addToLine(tx, userId, { type, id, qnt, wms, contract });
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
  const order = new Map(products.map((p, i) => [String(p.id), i]));
  errors.sort((a, b) => (order.get(String(a.id)) ?? 0) - (order.get(String(b.id)) ?? 0));
  const lines = await basketLines(db, userId);
  const added = addedKeys.flatMap((k) => lines.filter((l) => l.type === k.type && l.id === k.id));
  return { added, errors, count: { products: lines.length }, sum: sumOf(lines) };
}
