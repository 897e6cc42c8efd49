/**
 * The legacy password reminder: a letter with the login into the mail
 * outbox, at most one per address per REMINDER_INTERVAL_MIN.
 */
import type { Db } from '../db';

/** Minutes between two reminder letters to one address. */
export const REMINDER_INTERVAL_MIN = 5;

export type ReminderResult = { kind: 'sent' } | { kind: 'unknown' } | { kind: 'wait'; minutes: number };

/**
 * Writes the reminder to the enabled user of `email` (lower case), or says there is
 * none, or how many minutes are left until another may be sent. The check and the
 * letter run under one lock per address, so two requests at once write one letter.
 */
export async function sendReminder(db: Db, email: string): Promise<ReminderResult> {
  const [user] = await db.query<{ email: string; login: string; name: string }>('SELECT email, login, name FROM users WHERE lower(email) = $1 AND enabled', [
    email,
  ]);
  if (!user) return { kind: 'unknown' };
  const wait = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`reminder:${email}`]);
    const [last] = await tx.query<{ wait: number }>(
      `SELECT ceil(extract(epoch FROM created_at + make_interval(mins => $2) - now()) / 60)::int AS wait
         FROM mail_outbox WHERE kind = 'reminder' AND lower(to_email) = $1
          AND created_at > now() - make_interval(mins => $2)
        ORDER BY created_at DESC LIMIT 1`,
      [email, REMINDER_INTERVAL_MIN],
    );
    if (last) return Math.max(1, last.wait);
    await tx.query("INSERT INTO mail_outbox (to_email, subject, body, kind) VALUES ($1, $2, $3, 'reminder')", [
      user.email,
      'Восстановление доступа к личному кабинету',
      `Здравствуйте, ${user.name}! Ваш логин: ${user.login}. Чтобы задать новый пароль, обратитесь к вашему менеджеру.`,
    ]);
    return 0;
  });
  return wait > 0 ? { kind: 'wait', minutes: wait } : { kind: 'sent' };
}
