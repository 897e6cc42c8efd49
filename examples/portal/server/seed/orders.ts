/**
 * Order history: 24 months of orders for every customer, over 3,000
 * for the demo user across its 3 contracts, in every state of order_states,
 * paid and unpaid, with project statuses; older orders were priced differently
 * (the repeat preview shows price now vs then), some hold goods withdrawn since
 * or now out of stock. A handful of orders with fixed ids give the tests and the
 * demo one of each case. Generated in memory, inserted in a few bulk statements.
 */
import { totalOf, type MoneyLine } from '../../../../src/core/rules/money';
import type { Queryable } from '../db';
import { CONTRACTS, ORDER_STATES, USERS } from './accounts';
import { bulkInsert } from './bulk';
import type { SeededProduct } from './products';
import { Rng } from './rng';

const DAY = 24 * 3600 * 1000;
const HISTORY_DAYS = 730;

/** Orders with fixed ids (all of the demo user's contract ДП-103 unless said otherwise). */
export const SEEDED_ORDERS = {
  /** Done, 25 days ago; none of its goods is in stock now: repeating it adds nothing. */
  outOfStock: 1,
  /** Done, 200 days ago: dearer, cheaper, short of stock, withdrawn and unchanged lines. */
  changed: 2,
  /** Done, 40 days ago; every line in stock in plenty. */
  repeatable: 3,
  /** New (state 1), yesterday: may be cancelled. */
  cancellable: 4,
  /** buyer2's (contract ПК-301): the demo user must not see it. */
  buyer2: 5,
  /** New, on the stop-orders contract ДП-101: cancel and repeat are refused. */
  stopped: 6,
  /** The owner's, contract ОП-203: the sub-manager (contract ОП-202 only) must not see it. */
  ownerOnly: 7,
  /** The owner's, contract ОП-202: the sub-manager sees it. */
  submanager: 8,
} as const;

/** Ids of goods withdrawn from sale: order lines keep their articul and name, products have none. */
export const WITHDRAWN_FIRST_ID = 9_000_001;

const FIRST_REGULAR_ID = 101;

/** How many regular orders each user placed over HISTORY_DAYS, on which contracts. */
const PLAN = [
  { user: USERS[0], count: 3300, contracts: [101, 102, 103] },
  { user: USERS[1], count: 160, contracts: [201, 203] },
  { user: USERS[2], count: 60, contracts: [202] },
  { user: USERS[4], count: 300, contracts: [301, 302] },
];

/** Plausible states by age: recent orders are still moving, old ones done or cancelled. */
function stateFor(ageDays: number, rng: Rng): number {
  if (ageDays < 3) return rng.pick([1, 1, 2, 5]);
  if (ageDays < 14) return rng.pick([1, 2, 5, 10, 10, 4]);
  if (ageDays < 60) return rng.pick([10, 3, 3, 3, 4, 5]);
  return rng.pick([3, 3, 3, 3, 3, 4, 10]);
}

interface OrderLineSeed {
  /** null: goods withdrawn since (number `withdrawn`). */
  p: SeededProduct | null;
  qnt: number;
  /** Price then = price now x factor. */
  factor: number;
  wms: number;
  withdrawn?: number;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

type Line = [orderId: number, type: 'products', itemId: number, qnt: number, price: number, wms: number, articul: string, header: string];

export async function seedOrderHistory(db: Queryable, products: SeededProduct[], now = Date.now()): Promise<void> {
  const rng = new Rng(18_2025);
  const plain = products.filter((p) => !p.hasVariants);
  const coef = new Map<number, number>(CONTRACTS.map((c) => [c.id, c.coef]));
  const agents = await db.query<{ id: number; customer_id: number }>('SELECT id, customer_id FROM contragents ORDER BY id');
  const orders: unknown[][] = [];
  const items: Line[] = [];

  const pickDistinct = (pool: SeededProduct[], n: number): SeededProduct[] => {
    const out = new Set<SeededProduct>();
    while (out.size < Math.min(n, pool.length)) out.add(rng.pick(pool));
    return [...out];
  };
  const addOrder = (
    id: number,
    user: (typeof USERS)[number],
    contract: number,
    created: Date,
    state: number,
    lines: OrderLineSeed[],
    paid: boolean,
  ) => {
    const priced: MoneyLine[] = [];
    for (const l of lines) {
      if (l.p) {
        const price = round2(l.p.price * coef.get(contract)! * l.factor);
        priced.push({ price, qnt: l.qnt });
        items.push([id, 'products', l.p.id, l.qnt, price, l.wms, '', '']);
      } else {
        const n = l.withdrawn!;
        const price = round2(rng.price(50, 5000));
        priced.push({ price, qnt: l.qnt });
        items.push([id, 'products', WITHDRAWN_FIRST_ID + n, l.qnt, price, l.wms, `СН-${String(70000 + n)}`, `Снятый с продажи товар № ${n + 1}`]);
      }
    }
    const customerAgents = agents.filter((a) => a.customer_id === user.customer);
    orders.push([
      id,
      `З-${created.getFullYear()}-${String(id).padStart(5, '0')}`,
      user.customer,
      user.id,
      contract,
      customerAgents.length ? rng.pick(customerAgents).id : null,
      state,
      rng.chance(0.15) ? rng.int(1, 3) : 0,
      paid,
      rng.pick([1, 2, 3]),
      // The order's sum is its lines' by the one money rule, as a placed order's (orders.ts).
      totalOf(priced),
      rng.chance(0.2) ? 'Доставить до 14:00, звонить за час.' : '',
      created.toISOString(),
      new Date(created.getTime() + rng.int(1, 7) * DAY).toISOString().slice(0, 10),
    ]);
  };

  // ---- the fixed cases ----
  const ago = (days: number) => new Date(now - days * DAY);
  const demo = USERS[0];
  const stock1 = (p: SeededProduct) => p.stock[0] ?? 0;
  const none = plain.filter((p) => stock1(p) === 0);
  const plenty = plain.filter((p) => stock1(p) >= 50);
  const short = plain.filter((p) => stock1(p) >= 1 && stock1(p) <= 5);
  const line = (p: SeededProduct, qnt: number, factor = 1) => ({ p, qnt, factor, wms: 1 });
  addOrder(SEEDED_ORDERS.outOfStock, demo, 103, ago(25), 3, pickDistinct(none, 3).map((p) => line(p, 5)), true);
  const [up, down, same] = pickDistinct(plenty, 3) as [SeededProduct, SeededProduct, SeededProduct];
  const low = short[0]!;
  addOrder(
    SEEDED_ORDERS.changed,
    demo,
    103,
    ago(200),
    3,
    [line(up, 4, 0.8), line(down, 2, 1.25), line(low, stock1(low) + 10, 1), { p: null, qnt: 3, factor: 1, wms: 1, withdrawn: 0 }, line(same, 1, 1)],
    true,
  );
  addOrder(SEEDED_ORDERS.repeatable, demo, 103, ago(40), 3, pickDistinct(plenty, 3).map((p) => line(p, 2)), true);
  addOrder(SEEDED_ORDERS.cancellable, demo, 103, ago(1), 1, pickDistinct(plenty, 2).map((p) => line(p, 1)), false);
  addOrder(SEEDED_ORDERS.buyer2, USERS[4], 301, ago(10), 1, pickDistinct(plenty, 2).map((p) => line(p, 1)), false);
  addOrder(SEEDED_ORDERS.stopped, demo, 101, ago(2), 1, pickDistinct(plenty, 2).map((p) => line(p, 1)), false);
  addOrder(SEEDED_ORDERS.ownerOnly, USERS[1], 203, ago(5), 1, pickDistinct(plenty, 2).map((p) => line(p, 1)), false);
  addOrder(SEEDED_ORDERS.submanager, USERS[2], 202, ago(5), 1, pickDistinct(plenty, 2).map((p) => line(p, 1)), false);

  // ---- regular history, ids in the order they were placed ----
  const planned: { user: (typeof USERS)[number]; contract: number; created: Date }[] = [];
  for (const { user, count, contracts } of PLAN) {
    for (let i = 0; i < count; i++) {
      planned.push({ user, contract: rng.pick(contracts), created: new Date(now - rng.next() * HISTORY_DAYS * DAY) });
    }
  }
  planned.sort((a, b) => a.created.getTime() - b.created.getTime());
  let withdrawn = 1;
  // Every state turns up in the demo user's last week.
  const recentStates = ORDER_STATES.map((s) => s.id);
  let id = FIRST_REGULAR_ID;
  for (const o of planned) {
    const age = (now - o.created.getTime()) / DAY;
    let state = stateFor(age, rng);
    if (o.user.id === demo.id && age < 7 && recentStates.length) state = recentStates.shift()!;
    // Prices moved since: the older the order, the more.
    const drift = age > 60 ? Math.min(0.25, age / 2000) : 0;
    const lines: OrderLineSeed[] = pickDistinct(plain, rng.int(1, 6)).map((p) => ({
      p,
      qnt: rng.int(1, 40),
      factor: drift ? 1 + (rng.next() * 2 - 1) * drift : 1,
      wms: rng.int(1, 3),
    }));
    if (age > 365 && rng.chance(0.03)) lines.push({ p: null, qnt: rng.int(1, 10), factor: 1, wms: 1, withdrawn: withdrawn++ });
    const paid = state === 3 || state === 10 ? !rng.chance(0.05) : state === 4 ? false : rng.chance(0.3);
    addOrder(id++, o.user, o.contract, o.created, state, lines, paid);
  }

  await bulkInsert(
    db,
    'orders',
    [
      'id:int',
      'number:text',
      'customer_id:int',
      'user_id:int',
      'contract_id:int',
      'contragent_id:int',
      'state:int',
      'project_status:int',
      'paid:bool',
      'delivery:int',
      'sum:numeric',
      'comment:text',
      'created_at:timestamptz',
      'delivery_date:date',
    ],
    orders,
  );
  await bulkInsert(
    db,
    'order_items',
    ['order_id:int', 'item_type:text', 'item_id:int', 'qnt:int', 'price:numeric', 'wms_id:int', 'articul:text', 'header:text'],
    items,
  );
  // The names as they were: the goods' own, for every line not withdrawn.
  await db.query(
    `UPDATE order_items oi SET articul = p.articul, header = p.header
       FROM products p WHERE oi.item_type = 'products' AND p.id = oi.item_id AND oi.articul = ''`,
  );
  await db.query(`SELECT setval(pg_get_serial_sequence('orders', 'id'), $1)`, [id - 1]);
}
