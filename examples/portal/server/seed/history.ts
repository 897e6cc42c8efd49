/** Seeds past activity: drafts, reconciliation acts, chat, wishes and needs (orders: seed/orders.ts; payments: seed/payments.ts). */
import type { Queryable } from '../db';
import { CONTRACTS, CUSTOMERS, USERS } from './accounts';
import { bulkInsert } from './bulk';
import { seedActs } from './payments';
import type { SeededProduct } from './products';
import type { Rng } from './rng';

const DAY = 24 * 3600 * 1000;

function daysAgo(now: number, days: number, rng: Rng): Date {
  return new Date(now - days * DAY - rng.int(0, 10 * 3600) * 1000);
}

export async function seedHistory(db: Queryable, rng: Rng, products: SeededProduct[], now = Date.now()): Promise<void> {
  const plain = products.filter((p) => !p.hasVariants);

  // Drafts.
  const draftPlan = [
    // '' : a draft saved without a name (the list shows the default label with its date and time).
    { user: USERS[0], names: ['Корзина от 02.09.2024 10:15', 'Объект на Ленинском', 'Ежемесячный заказ крепежа', ''] },
    { user: USERS[1], names: ['Филиал Казань — сентябрь'] },
    { user: USERS[4], names: ['Корзина от 14.10.2024 16:40', 'Ремонт магазина'] },
  ];
  const drafts: unknown[][] = [];
  const draftItems: unknown[][] = [];
  let draftId = 1;
  for (const { user, names } of draftPlan) {
    for (const name of names) {
      drafts.push([draftId, user.id, user.customer, user.contract, name, daysAgo(now, rng.int(1, 60), rng).toISOString()]);
      // Priced when saved; prices moved a little since (the repeat preview shows it).
      const coef = CONTRACTS.find((c) => c.id === user.contract)!.coef;
      for (const p of rng.sample(plain, rng.int(2, 7))) {
        draftItems.push([draftId, 'products', p.id, rng.int(1, 25), 1, Math.round(p.price * coef * (0.9 + rng.next() * 0.2) * 100) / 100]);
      }
      draftId++;
    }
  }
  await bulkInsert(db, 'drafts', ['id:int', 'user_id:int', 'customer_id:int', 'contract_id:int', 'header:text', 'created_at:timestamptz'], drafts);
  await bulkInsert(db, 'draft_items', ['draft_id:int', 'item_type:text', 'item_id:int', 'qnt:int', 'wms_id:int', 'price:numeric'], draftItems);
  await db.query(`SELECT setval(pg_get_serial_sequence('drafts', 'id'), $1)`, [draftId - 1]);

  // Reconciliation acts: see seed/payments.ts (SEEDED_ACTS, with the payments they reconcile).
  await seedActs(db, now);

  // Chat history (per customer).
  const chat: unknown[][] = [];
  const talk = (customer: number, userId: number, lines: [boolean, string][]) => {
    lines.forEach(([fromCustomer, message], i) =>
      chat.push([
        customer,
        fromCustomer ? userId : null,
        fromCustomer ? `cid${customer}` : 'manager',
        message,
        new Date(now - (lines.length - i) * 3 * 3600 * 1000).toISOString(),
      ]),
    );
  };
  talk(CUSTOMERS.demo, 1, [
    [true, 'Добрый день! Подскажите, когда будет поступление саморезов кровельных RAL 8017?'],
    [false, 'Здравствуйте! Поступление на склад в Москве ожидается в четверг.'],
    [true, 'Спасибо. Можно зарезервировать 20 упаковок?'],
    [false, 'Да, оформите заказ по договору ДП-103, резерв поставим вручную.'],
  ]);
  talk(CUSTOMERS.buyer2, 5, [
    [true, 'Здравствуйте, нужен счёт на оплату по последнему заказу.'],
    [false, 'Добрый день! Счёт отправлен на вашу почту.'],
  ]);
  await bulkInsert(db, 'chat_messages', ['customer_id:int', 'user_id:int', 'from_whom:text', 'message:text', 'created_at:timestamptz'], chat);

  // Favourites.
  const wishes = rng.sample(plain, 12).map((p) => [1, p.id]);
  await bulkInsert(db, 'wishes', ['user_id:int', 'product_id:int'], wishes);
  // Needs: a few goods the demo user means to order later (some also favourites).
  const needs = [...rng.sample(plain, 5).map((p) => [1, p.id]), ...wishes.slice(0, 2)];
  await bulkInsert(db, 'needs', ['user_id:int', 'product_id:int'], [...new Map(needs.map((n) => [n[1], n])).values()]);
}
