/**
 * The mail outbox: the portal has no mail server, so every letter it "sends"
 * (a new manager's password, a reminder, a newsletter) waits here. The admin
 * reads it on /admin/mail/ and, for tests and demos, with GET mailOutbox.
 */
import type { Queryable } from '../db';

export interface MailRow {
  id: number;
  to_email: string;
  subject: string;
  body: string;
  kind: string;
  created_at: string;
}

/** The newest `limit` letters, newest first. */
export function latestLetters(db: Queryable, limit: number): Promise<MailRow[]> {
  return db.query<MailRow>('SELECT id, to_email, subject, body, kind, created_at FROM mail_outbox ORDER BY id DESC LIMIT $1', [limit]);
}

export async function letterCount(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox');
  return row!.n;
}
