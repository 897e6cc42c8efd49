/**
 * What a reconciliation act says: for one contract and period, the
 * balance at the start, each shipment (a done or shipped order: the debit) and
 * each payment (the credit) in date order, and the balance at the end. A
 * positive balance is the customer's debt. Money is summed in kopecks, so the
 * closing balance is exactly opening + shipments − payments.
 */
import { toKopecks } from '../../../../src/core/rules/money';
import type { Queryable } from '../db';

/** Order states that count as shipped goods (order_states: 3 Выполнен, 10 Отгружен). */
export const SHIPPED_STATES = [3, 10];

export interface ActPeriod {
  customer_id: number;
  contract_id: number;
  /** yyyy-mm-dd, both days included. */
  start: string;
  end: string;
}

export interface LedgerEntry {
  /** dd.mm.yyyy */
  date: string;
  kind: 'shipment' | 'payment';
  document: string;
  /** Kopecks. */
  debit: number;
  credit: number;
}

export interface Ledger {
  /** Kopecks, positive: the customer owes. */
  opening: number;
  entries: LedgerEntry[];
  debit: number;
  credit: number;
  closing: number;
}

/** numeric text from PostgreSQL ('1234.50') to kopecks, by the one money rule. */
const kopecks = (rub: number | string) => toKopecks(Number(rub));

export async function actLedger(db: Queryable, p: ActPeriod): Promise<Ledger> {
  const params = [p.customer_id, p.contract_id, p.start, p.end, SHIPPED_STATES];
  const [before] = await db.query<{ shipped: string; paid: string }>(
    `SELECT (SELECT COALESCE(sum(sum), 0) FROM orders
              WHERE customer_id = $1 AND contract_id = $2 AND state = ANY($4::int[]) AND created_at < $3::date)::text AS shipped,
            (SELECT COALESCE(sum(amount), 0) FROM payments
              WHERE customer_id = $1 AND contract_id = $2 AND paid_on < $3::date)::text AS paid`,
    [p.customer_id, p.contract_id, p.start, SHIPPED_STATES],
  );
  const rows = await db.query<{ date: string; kind: 'shipment' | 'payment'; document: string; amount: string }>(
    `SELECT date, kind, document, amount FROM (
       SELECT created_at::date AS day, to_char(created_at, 'DD.MM.YYYY') AS date, 'shipment' AS kind,
              'Реализация по заказу ' || number AS document, sum::text AS amount, id
         FROM orders
        WHERE customer_id = $1 AND contract_id = $2 AND state = ANY($5::int[])
          AND created_at >= $3::date AND created_at < $4::date + 1
       UNION ALL
       SELECT paid_on, to_char(paid_on, 'DD.MM.YYYY'), 'payment', document, amount::text, id
         FROM payments
        WHERE customer_id = $1 AND contract_id = $2 AND paid_on >= $3::date AND paid_on <= $4::date
     ) e ORDER BY day, kind DESC, id`,
    params,
  );
  const opening = kopecks(before!.shipped) - kopecks(before!.paid);
  const entries = rows.map((r) => ({
    date: r.date,
    kind: r.kind,
    document: r.document,
    debit: r.kind === 'shipment' ? kopecks(r.amount) : 0,
    credit: r.kind === 'payment' ? kopecks(r.amount) : 0,
  }));
  const debit = entries.reduce((s, e) => s + e.debit, 0);
  const credit = entries.reduce((s, e) => s + e.credit, 0);
  return { opening, entries, debit, credit, closing: opening + debit - credit };
}
