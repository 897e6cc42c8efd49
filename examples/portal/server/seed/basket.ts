/**
 * Seeds what the basket page needs beyond the reference lists: what each
 * delivery method asks for (sql/004_delivery.sql), and a few lines already in
 * the demo user's basket, so /cart/ shows a working table on first visit.
 * Picks goods deterministically (no PRNG draws: the other seeds keep their data).
 */
import type { Queryable } from '../db';
import { USERS } from './accounts';
import { bulkInsert } from './bulk';
import type { SeededProduct } from './products';

/** Delivery method id -> what it needs (004_delivery.sql `kind`). */
export const DELIVERY_KINDS: Record<number, 'pickup' | 'address' | 'company'> = { 1: 'pickup', 2: 'address', 3: 'company' };

export const DEMO_BASKET_LINES = 8;

export async function seedBasket(db: Queryable, products: SeededProduct[]): Promise<void> {
  for (const [id, kind] of Object.entries(DELIVERY_KINDS)) {
    await db.query('UPDATE delivery_methods SET kind = $2 WHERE id = $1', [Number(id), kind]);
  }

  const demo = USERS[0];
  const wms = 1;
  // Plain goods in stock in Moscow, spread over the catalogue; the first has little
  // stock so raising its quantity past the stock is easy to try.
  const inStock = products.filter((p) => !p.hasVariants && (p.stock[wms - 1] ?? 0) >= 3);
  const low = inStock.find((p) => (p.stock[wms - 1] ?? 0) <= 10);
  const step = Math.max(1, Math.floor(inStock.length / DEMO_BASKET_LINES));
  const picked = [...(low ? [low] : []), ...inStock.filter((_, i) => i % step === 0)]
    .filter((p, i, all) => all.findIndex((q) => q.id === p.id) === i)
    .slice(0, DEMO_BASKET_LINES);
  await bulkInsert(
    db,
    'basket_items',
    ['user_id:int', 'item_type:text', 'item_id:int', 'qnt:int', 'wms_id:int', 'contract_id:int'],
    picked.map((p, i) => [demo.id, 'products', p.id, Math.min(i + 1, p.stock[wms - 1] ?? 1), wms, demo.contract]),
  );
}
