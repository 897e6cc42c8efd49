/**
 * Seeds what the account page's addresses, consignees and notification
 * settings show: customers' regions (the bounds of the address
 * suggestions), consignees with and without a scan, a few notification
 * choices. Delivery addresses are seeded with the accounts (accounts.ts).
 */
import type { Queryable } from '../db';
import { CUSTOMERS } from './accounts';

/** A 1×1 PNG: a real image for the seeded scans. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export async function seedAccountPlaces(db: Queryable): Promise<void> {
  await db.query('UPDATE customers SET region_id = 2 WHERE id = $1', [CUSTOMERS.owner]);
  await db.query('UPDATE customers SET region_id = 3 WHERE id = $1', [CUSTOMERS.buyer2]);
  const consignees: [number, string, string, boolean][] = [
    [CUSTOMERS.demo, 'Сидоров', 'Пётр', true],
    [CUSTOMERS.demo, 'Кузнецова', 'Анна', false],
    [CUSTOMERS.owner, 'Галиев', 'Ринат', true],
    [CUSTOMERS.buyer2, 'Орлов', 'Денис', true],
  ];
  for (const [customer, surname, name, scan] of consignees) {
    const [row] = await db.query<{ id: number }>(
      'INSERT INTO consignees (customer_id, surname, name) VALUES ($1, $2, $3) RETURNING id',
      [customer, surname, name],
    );
    if (scan) {
      await db.query(
        `INSERT INTO consignee_files (consignee_id, file_name, file_type, file_size, file_data)
         VALUES ($1, $2, 'image/png', $3, $4)`,
        [row!.id, `doverennost-${row!.id}.png`, TINY_PNG.length, TINY_PNG],
      );
    }
  }
  // The demo user has switched one notice off; the owner has switched one on.
  await db.query('INSERT INTO user_notifications (user_id, type_id, enabled) VALUES (1, 3, false), (2, 6, true)');
}
