/**
 * The admin's area: /admin/newsletter/ (<b2b-newsletter-form>),
 * /admin/mail/ and GET mailOutbox (the mail outbox: what the portal "sent"),
 * /admin/project-orders/, and POST /openapi/sendNewsletter. Visitors are sent
 * to log in, other users get 403. The SQL: admin/mail.ts, admin/newsletter.ts.
 */
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { latestLetters, letterCount } from '../admin/mail';
import { sendNewsletter } from '../admin/newsletter';
import type { Db } from '../db';
import { formsMsg } from '../messages';
import { spec } from '../messages';
import { mailPage, newsletterPage, projectOrdersPage } from '../pages/admin';
import { html } from '../pages/html';
import { renderPage, type PageBody } from '../pages/layout';
import { projectOrders } from '../project-orders/orders';
import { warmSanitizer } from '../sanitize';
import { requireAdmin } from '../session';
import type { AppEnv, Deps } from '../types';
import { object, optText, parse, readInput, text } from '../validate';
import { api } from './api';

const MAIL_PAGE_ROWS = 200;
/** Letters GET mailOutbox lists. */
const MAIL_API_ROWS = 50;

const newsletterSchema = object({
  id: v.pipe(
    v.unknown(),
    v.transform((x) => (typeof x === 'number' ? String(x) : x)),
    text('id', 100, formsMsg.newsletterIdEmpty),
  ),
  header: text('header', 300, formsMsg.newsletterHeaderEmpty),
  anons: optText('anons', 2000),
  body: text('body', 200_000, formsMsg.newsletterBodyEmpty),
});

/** The page for the admin; a visitor goes to the home page to log in, anyone else gets 403. */
async function adminPage(c: Context<AppEnv>, db: Db, title: string, body: PageBody): Promise<Response> {
  const user = c.var.session.user;
  if (!user) return c.redirect('/?login=admin', 303);
  if (user.role !== 'admin') {
    const page = await renderPage(c, db, 'Доступ запрещён', () => html`<div class="alert alert-danger" role="alert">Эта страница доступна только администратору.</div>`);
    return new Response(page.body, { status: 403, headers: page.headers });
  }
  return renderPage(c, db, title, body);
}

export function adminRoutes(app: Hono<AppEnv>, { db }: Deps): void {
  app.get('/admin/newsletter', (c) =>
    adminPage(c, db, 'Рассылка', () => {
      warmSanitizer();
      return newsletterPage();
    }),
  );

  app.get('/admin/mail', (c) =>
    adminPage(c, db, 'Исходящая почта', async () => {
      const [rows, count] = await Promise.all([latestLetters(db, MAIL_PAGE_ROWS), letterCount(db)]);
      return mailPage(rows, count);
    }),
  );

  // Our addition for tests and demos (admin only): the letters the portal would have sent.
  api(app, ['GET'], 'mailOutbox', async (c) => {
    requireAdmin(c);
    const letters = (await latestLetters(db, MAIL_API_ROWS)).map(({ kind: _kind, ...letter }) => letter);
    return { status: 'success', letters };
  });

  app.get('/admin/project-orders', (c) => adminPage(c, db, 'Проектные заказы', async () => projectOrdersPage(await projectOrders(db))));

  // Spec 7: one letter per subscribed customer, idempotent by its id (admin/newsletter.ts).
  app.post('/openapi/sendNewsletter', async (c) => {
    const admin = requireAdmin(c);
    const q = parse(newsletterSchema, await readInput(c));
    const result = await sendNewsletter(db, admin.id, q);
    return c.json({ status: 'success', message: spec.newsletterDone, ...result });
  });
}
