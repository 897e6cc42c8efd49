/**
 * Who logs in: the password check (a disabled account is told so, only after
 * the right password), the demo user, and whether an e-mail is taken.
 */
import type { Db, Queryable } from '../db';
import { accountMsg, msg } from '../messages';
import { loadUser, USER_COLUMNS, verifyPassword, type SessionUser } from '../session';
import { HttpError } from '../validate';

/** The user `login` (or e-mail, case aside) names if `password` is theirs: 401 otherwise, 403 for a disabled account. */
export async function checkLogin(db: Queryable, login: string, password: string): Promise<SessionUser> {
  const [row] = await db.query<SessionUser & { password_hash: string; enabled: boolean }>(
    `SELECT ${USER_COLUMNS}, u.password_hash, u.enabled FROM users u
      WHERE lower(u.login) = lower($1) OR lower(u.email) = lower($1)`,
    [login],
  );
  if (!row || !(await verifyPassword(password, row.password_hash))) {
    throw new HttpError(401, msg.badCredentials);
  }
  // Only after the password: a disabled account is told why, a guess learns nothing.
  if (!row.enabled) throw new HttpError(403, accountMsg.disabled, { code: 'disabled' });
  const { password_hash: _hash, enabled: _enabled, ...user } = row;
  void _hash;
  void _enabled;
  return user;
}

/** The demo user (the one called 'demo' first), 404 if none is enabled. */
export async function demoUser(db: Db): Promise<SessionUser> {
  const [row] = await db.query<{ id: number }>(
    "SELECT id FROM users WHERE is_demo AND enabled ORDER BY (login = 'demo') DESC, id LIMIT 1",
  );
  const user = row ? await loadUser(db, row.id) : null;
  if (!user) throw new HttpError(404, msg.notFound);
  return user;
}

/** Is `email` (lower case) some user's e-mail already? */
export async function isEmailRegistered(db: Queryable, email: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM users WHERE lower(email) = $1', [email])).length > 0;
}
