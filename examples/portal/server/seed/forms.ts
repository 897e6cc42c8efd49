import type { Queryable } from '../db';

/** One customer has turned the newsletter off, so a newsletter skips someone. */
export async function seedForms(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO user_newsletter (user_id, enabled) SELECT id, false FROM users WHERE login = 'buyer2'
     ON CONFLICT (user_id) DO UPDATE SET enabled = false`,
  );
}
