/**
 * Logging in and out: getUserDemo, login, logout; legacy /reminder/ and
 * /ajax/checkuser/; and two plain-HTML form targets for the pages (/demo-login, /logout).
 * Who may log in: auth/users.ts; the reminder letter: auth/reminder.ts.
 */
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { sendReminder } from '../auth/reminder';
import { checkLogin, demoUser, isEmailRegistered } from '../auth/users';
import { startDemoIntro } from '../chrome/demo-intro';
import type { Db } from '../db';
import { formsMsg } from '../messages';
import { msg, spec } from '../messages';
import { endSession, publicUser, startSession, type SessionUser } from '../session';
import type { AppEnv, Deps } from '../types';
import { object, parse, readInput, text } from '../validate';
import { api } from './api';

const emailSchema = (name: string) =>
  v.pipe(text(name, 200, spec.reminderEmpty), v.email(msg.emailInvalid), v.transform((s) => s.toLowerCase()));

/** `intro` as JSON or a form field. */
const isIntro = (value: unknown) => value === true || value === '1' || value === 'true';

export async function loginAs(c: Context<AppEnv>, db: Db, user: SessionUser): Promise<void> {
  await startSession(c, db, user.id);
  c.set('session', { ...c.var.session, user });
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
    const user = await checkLogin(db, q.login, q.password);
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
    const reminder = await sendReminder(db, email);
    if (reminder.kind === 'unknown') return c.json({ result: 0, status: 'error', message: spec.reminderUnknown }, 404);
    if (reminder.kind === 'wait') return c.json({ result: 0, status: 'error', message: formsMsg.reminderTooOften(reminder.minutes) }, 429);
    return c.json({ result: 1, status: 'success', message: spec.reminderSent });
  });

  // Legacy check whether an email is already registered (registration form).
  app.post('/ajax/checkuser', async (c) => {
    const { user_email } = parse(object({ user_email: emailSchema('user_email') }), await readInput(c));
    const exists = await isEmailRegistered(db, user_email);
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
