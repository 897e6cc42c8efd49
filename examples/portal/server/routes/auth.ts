/**
 * Logging in and out: getUserDemo, login, logout; legacy /reminder/ and
 * /ajax/checkuser/; and two plain-HTML form targets for the pages (/demo-login, /logout).
 */
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../db';
import { formsMsg } from '../messages';
import { accountMsg, msg, spec } from '../messages';
import {
  endSession,
  loadUser,
  publicUser,
  startSession,
  USER_COLUMNS,
  verifyPassword,
  type SessionUser,
} from '../session';
import type { AppEnv, Deps } from '../types';
import { HttpError, object, parse, readInput, text } from '../validate';
import { api } from './api';
import { startDemoIntro } from '../pages/chrome';

const emailSchema = (name: string) =>
  v.pipe(text(name, 200, spec.reminderEmpty), v.email(msg.emailInvalid), v.transform((s) => s.toLowerCase()));

/** Minutes between two reminder letters to one address. */
export const REMINDER_INTERVAL_MIN = 5;

/** `intro` as JSON or a form field. */
const isIntro = (value: unknown) => value === true || value === '1' || value === 'true';

export async function loginAs(c: Context<AppEnv>, db: Db, user: SessionUser): Promise<void> {
  await startSession(c, db, user.id);
  c.set('session', { ...c.var.session, user });
}

async function demoUser(db: Db): Promise<SessionUser> {
  const [row] = await db.query<{ id: number }>(
    "SELECT id FROM users WHERE is_demo AND enabled ORDER BY (login = 'demo') DESC, id LIMIT 1",
  );
  const user = row ? await loadUser(db, row.id) : null;
  if (!user) throw new HttpError(404, msg.notFound);
  return user;
}

export function authRoutes(app: Hono<AppEnv>, { db }: Deps): void {
  // `intro: true` (our addition): a demo login from the site, which owes the demo intro
  // (<b2b-demo-intro>) once; scripts and tests that only need a session leave it out.
  api(app, ['POST'], 'getUserDemo', async (c, input) => {
    const user = await demoUser(db);
    await loginAs(c, db, user);
    if (isIntro(input.intro)) await startDemoIntro(db, c.var.session.id!);
    return { status: 'success', user: publicUser(user) };
  });

  api(app, ['POST'], 'login', async (c, input) => {
    const q = parse(object({ login: text('login', 200), password: text('password', 200) }), input);
    const [row] = await db.query<SessionUser & { password_hash: string; enabled: boolean }>(
      `SELECT ${USER_COLUMNS}, u.password_hash, u.enabled FROM users u
        WHERE lower(u.login) = lower($1) OR lower(u.email) = lower($1)`,
      [q.login],
    );
    if (!row || !(await verifyPassword(q.password, row.password_hash))) {
      throw new HttpError(401, msg.badCredentials);
    }
    // Only after the password: a disabled account is told why, a guess learns nothing.
    if (!row.enabled) throw new HttpError(403, accountMsg.disabled, { code: 'disabled' });
    const { password_hash: _hash, enabled: _enabled, ...user } = row;
    void _hash;
    void _enabled;
    await loginAs(c, db, user);
    // The site's login dialog says `intro` (as getUserDemo does): a demo user who logs in
    // there with a password is greeted like one from «Демо-доступ», once, on the reloaded page.
    if (user.is_demo && isIntro(input.intro)) await startDemoIntro(db, c.var.session.id!);
    return { status: 'success', user: publicUser(user) };
  });

  api(app, ['POST'], 'logout', async (c) => {
    await endSession(c, db);
    return { status: 'success' };
  });

  // Legacy password reminder (form-encoded `email`).
  app.post('/reminder', async (c) => {
    const input = await readInput(c);
    const raw = typeof input.email === 'string' ? input.email.trim() : '';
    if (!raw) return c.json({ result: 0, status: 'error', message: spec.reminderEmpty }, 400);
    const { email } = parse(object({ email: emailSchema('email') }), input);
    const [user] = await db.query<{ email: string; login: string; name: string }>(
      'SELECT email, login, name FROM users WHERE lower(email) = $1 AND enabled',
      [email],
    );
    if (!user) return c.json({ result: 0, status: 'error', message: spec.reminderUnknown }, 404);
    // One letter per address per REMINDER_INTERVAL_MIN (issue 22): the check and the
    // letter under one lock per address, so two requests at once write one letter.
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
    if (wait > 0) return c.json({ result: 0, status: 'error', message: formsMsg.reminderTooOften(wait) }, 429);
    return c.json({ result: 1, status: 'success', message: spec.reminderSent });
  });

  // Legacy check whether an email is already registered (registration form).
  app.post('/ajax/checkuser', async (c) => {
    const { user_email } = parse(object({ user_email: emailSchema('user_email') }), await readInput(c));
    const rows = await db.query('SELECT 1 FROM users WHERE lower(email) = $1', [user_email]);
    const exists = rows.length > 0;
    return c.json({ status: 'success', exists, message: exists ? spec.emailTaken : '' });
  });

  // Plain HTML forms of the pages (no JS): log in as the demo user, log out.
  app.post('/demo-login', async (c) => {
    await loginAs(c, db, await demoUser(db));
    await startDemoIntro(db, c.var.session.id!);
    return c.redirect('/catalog/', 303);
  });
  app.post('/logout', async (c) => {
    await endSession(c, db);
    return c.redirect('/', 303);
  });
}
