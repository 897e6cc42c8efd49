/**
 * The admin's newsletter (spec 7 sendNewsletter): one letter per
 * subscribed user of a customer into the mail outbox (admin/mail.ts), its body
 * sanitized first. The id makes a send idempotent: a second send of the same id
 * (a double click, a retry after a lost reply) writes nothing and answers with
 * the first send's count.
 */
import type { Db } from '../db';
import { sanitizeHtml } from '../sanitize';

export interface Newsletter {
  id: string;
  header: string;
  anons: string;
  /** HTML as the admin wrote it. */
  body: string;
}

export async function sendNewsletter(db: Db, adminId: number, q: Newsletter): Promise<{ sent: number; repeated: boolean }> {
  const body = await sanitizeHtml(q.body);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`newsletter:${q.id}`]);
    const [done] = await tx.query<{ sent_count: number }>('SELECT sent_count FROM newsletters WHERE id = $1', [q.id]);
    if (done) return { sent: done.sent_count, repeated: true };
    const letter = q.anons ? `${q.anons}\n\n${body}` : body;
    const sent = await tx.query(
      `INSERT INTO mail_outbox (to_email, subject, body, kind, newsletter_id)
       SELECT u.email, $1, $2, 'newsletter', $3 FROM users u
        WHERE COALESCE((SELECT n.enabled FROM user_newsletter n WHERE n.user_id = u.id), true) AND u.enabled AND u.role <> 'admin' AND u.customer_id IS NOT NULL
        ORDER BY u.id RETURNING id`,
      [q.header, letter, q.id],
    );
    await tx.query('INSERT INTO newsletters (id, header, anons, body, sent_count, sent_by) VALUES ($1, $2, $3, $4, $5, $6)', [
      q.id,
      q.header,
      q.anons,
      body,
      sent.length,
      adminId,
    ]);
    return { sent: sent.length, repeated: false };
  });
}
