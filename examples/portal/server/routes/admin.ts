/**
 * The admin's area (issue 22): /admin/newsletter/ (<b2b-newsletter-form>),
 * /admin/mail/ (the mail outbox: what the portal "sent"), /admin/project-orders/,
 * and POST /openapi/sendNewsletter. Visitors are sent to log in, other users get 403.
 */
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../db';
import { formsMsg } from '../messages';
import { spec } from '../messages';
import { mailPage, newsletterPage, projectOrdersPage, type MailRow } from '../pages/admin';
import { html } from '../pages/html';
import { renderPage, type PageBody } from '../pages/layout';
import { sanitizeHtml, warmSanitizer } from '../sanitize';
import { requireAdmin } from '../session';
import type { AppEnv, Deps } from '../types';
import { object, optText, parse, readInput, text } from '../validate';
import { projectOrders } from './project-orders';

const MAIL_PAGE_ROWS = 200;

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
      const [rows, [count]] = await Promise.all([
        db.query<MailRow>('SELECT id, to_email, subject, body, kind, created_at FROM mail_outbox ORDER BY id DESC LIMIT $1', [MAIL_PAGE_ROWS]),
        db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox'),
      ]);
      return mailPage(rows, count!.n);
    }),
  );

  app.get('/admin/project-orders', (c) => adminPage(c, db, 'Проектные заказы', async () => projectOrdersPage(await projectOrders(db))));

  // Spec 7: one letter per subscribed customer; the id makes it idempotent: a second
  // send of the same id (a double click, a retry after a lost reply) writes nothing
  // and answers with the first send's count.
  app.post('/openapi/sendNewsletter', async (c) => {
    const admin = requireAdmin(c);
    const q = parse(newsletterSchema, await readInput(c));
    const body = await sanitizeHtml(q.body);
    const result = await db.transaction(async (tx) => {
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
        admin.id,
      ]);
      return { sent: sent.length, repeated: false };
    });
    return c.json({ status: 'success', message: spec.newsletterDone, ...result });
  });
}
