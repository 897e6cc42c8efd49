/**
 * Payments and reconciliation acts. Payments follow the seeded
 * order history (seed/orders.ts): each month's shipments on a contract are
 * paid in one or two transfers a week or three after the month ends, mostly in
 * full, sometimes in part or ahead; the contracts with a debt alert pay less,
 * and the last weeks are not paid yet, so an act shows both sides and a debt.
 * The acts with fixed ids give the tests and the demo one of each case.
 */
import type { Queryable } from '../db';
import { actMsg } from '../messages';
import { bulkInsert } from './bulk';
import { CONTRACTS, CUSTOMERS } from './accounts';
import { Rng } from './rng';

const DAY = 24 * 3600 * 1000;
/** Order states that are shipments (acts/ledger.ts SHIPPED_STATES). */
const SHIPPED = [3, 10];
/** Contracts whose customer pays late (their debt alerts say so). */
const LATE_PAYERS = new Set<number>(CONTRACTS.filter((c) => c.debt).map((c) => c.id));

/** Acts with fixed ids. */
export const SEEDED_ACTS = {
  /** The demo user's, contract ДП-103, ready (its file is made on first download). */
  demoReady: 1,
  /** The demo user's, contract ДП-102, ready. */
  demoOlder: 2,
  /** The demo user's, refused with a reason. */
  demoRefused: 3,
  /** The owner's, contract ОП-203: the sub-manager (ОП-202 only) must not see it. */
  ownerOnly: 4,
  /** The owner's, contract ОП-202: the sub-manager sees it. */
  submanager: 5,
  /** buyer2's (ПК-301): nobody else sees it. */
  buyer2: 6,
} as const;

const iso = (d: Date) => d.toISOString().slice(0, 10);
const round2 = (x: number) => Math.round(x * 100) / 100;

export async function seedPayments(db: Queryable, now = Date.now()): Promise<void> {
  const rng = new Rng(20_2026);
  const months = await db.query<{ customer_id: number; contract_id: number; month: string; total: number }>(
    `SELECT customer_id, contract_id, to_char(date_trunc('month', created_at), 'YYYY-MM-DD') AS month, sum(sum)::float8 AS total
       FROM orders WHERE state = ANY($1::int[]) GROUP BY 1, 2, 3 ORDER BY 2, 3`,
    [SHIPPED],
  );
  const rows: unknown[][] = [];
  let number = 1000;
  for (const m of months) {
    const start = new Date(`${m.month}T12:00:00Z`);
    const monthEnd = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0, 12));
    const late = LATE_PAYERS.has(m.contract_id);
    const factor = late ? rng.pick([0.6, 0.8, 0.9, 1]) : rng.pick([1, 1, 1, 1, 0.9, 1.05]);
    const parts = rng.chance(0.3) ? 2 : 1;
    let left = round2(m.total * factor);
    for (let i = 0; i < parts && left > 0; i++) {
      const paid = new Date(monthEnd.getTime() + rng.int(5, 25) * DAY + i * 7 * DAY);
      if (paid.getTime() > now) break; // not paid yet: the recent shipments are the debt
      const amount = i === parts - 1 ? left : round2(left * (0.4 + rng.next() * 0.3));
      left = round2(left - amount);
      number++;
      const day = iso(paid);
      rows.push([m.customer_id, m.contract_id, day, amount, `Оплата, платёжное поручение № ${number} от ${day.split('-').reverse().join('.')}`]);
    }
  }
  await bulkInsert(db, 'payments', ['customer_id:int', 'contract_id:int', 'paid_on:date', 'amount:numeric', 'document:text'], rows);
}

export async function seedActs(db: Queryable, now = Date.now()): Promise<void> {
  const day = (daysAgo: number) => new Date(now - daysAgo * DAY);
  const year = (endAgo: number) => [iso(day(endAgo + 365)), iso(day(endAgo))];
  // [id, customer, contract, contragent, [start, end], state, reason, requested days ago]
  const acts: [number, number, number, number | null, string[], string, string | null, number][] = [
    [SEEDED_ACTS.demoReady, CUSTOMERS.demo, 103, 1, year(30), 'ready', null, 29],
    [SEEDED_ACTS.demoOlder, CUSTOMERS.demo, 102, 2, year(200), 'ready', null, 190],
    [SEEDED_ACTS.demoRefused, CUSTOMERS.demo, 101, 1, ['2020-01-01', '2020-12-31'], 'refused', actMsg.noOperations, 60],
    [SEEDED_ACTS.ownerOnly, CUSTOMERS.owner, 203, 4, year(10), 'ready', null, 9],
    [SEEDED_ACTS.submanager, CUSTOMERS.owner, 202, 3, year(10), 'ready', null, 8],
    [SEEDED_ACTS.buyer2, CUSTOMERS.buyer2, 301, 5, year(15), 'ready', null, 14],
  ];
  await bulkInsert(
    db,
    'acts',
    ['id:int', 'customer_id:int', 'contract_id:int', 'contragent_id:int', 'startdate:date', 'enddate:date', 'state:text', 'reason:text', 'created_at:timestamptz'],
    acts.map(([id, customer, contract, agent, [start, end], state, reason, ago]) => [id, customer, contract, agent, start, end, state, reason, day(ago).toISOString()]),
  );
  await db.query(`SELECT setval(pg_get_serial_sequence('acts', 'id'), $1)`, [acts.length]);
}
