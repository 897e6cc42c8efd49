/**
 * The logged-in layout's chrome: the top news line (material, hidetopnews),
 * the demo intro's flag (demoIntroSeen) and the added-to-basket fragment
 * (/ajax/getbasketmodal/). Their SQL: chrome/news.ts, chrome/demo-intro.ts; what the
 * layout renders from them is in pages/chrome.ts.
 */
import type { Hono } from 'hono';
import { basketLines, sumOf } from '../basket/lines';
import { endDemoIntro } from '../chrome/demo-intro';
import { hideTopNews, material, topNews } from '../chrome/news';
import { msg } from '../messages';
import { basketModalFragment } from '../pages/fragments';
import { html } from '../pages/html';
import { requireUser } from '../session';
import type { AppEnv, Deps } from '../types';
import { HttpError, int, object, parse } from '../validate';
import { api } from './api';

export function chromeRoutes(app: Hono<AppEnv>, { db }: Deps): void {
  // Spec 7 `material : id`. With an id: that material; without: the top news line for this
  // user (the newest top item they have not hidden), or null.
  api(
    app,
    ['GET', 'POST'],
    'material',
    async (c, input) => {
      const user = requireUser(c);
      if (input.id === undefined || input.id === '') return { material: await topNews(db, user.id) };
      const { id } = parse(object({ id: int('id') }), input);
      const found = await material(db, id);
      if (!found) throw new HttpError(404, msg.notFound);
      return { material: found };
    },
    { withId: true },
  );

  // Spec 7 `hidetopnews : id`: hidden for this user on every page and device.
  api(
    app,
    ['POST'],
    'hidetopnews',
    async (c, input) => {
      const user = requireUser(c);
      const { id } = parse(object({ id: int('id') }), input);
      if (!(await material(db, id))) throw new HttpError(404, msg.notFound);
      await hideTopNews(db, user.id, id);
      return { status: 'success' };
    },
    { withId: true },
  );

  // Our addition: the demo intro was closed; this session never shows it again.
  api(app, ['POST'], 'demoIntroSeen', async (c) => {
    requireUser(c);
    const sid = c.var.session.id;
    if (sid) await endDemoIntro(db, sid);
    return { status: 'success' };
  });

  app.get('/ajax/getbasketmodal', async (c) => {
    c.header('Cache-Control', 'no-store');
    const user = c.var.session.user;
    if (!user) return c.html(String(html`<p class="alert alert-warning">${msg.loginRequired}</p>`), 401);
    const raw = c.req.query('id');
    if (!raw || !/^\d{1,9}$/.test(raw)) return c.html(String(html`<p class="alert alert-danger">${msg.productNotFound}</p>`), 404);
    const lines = await basketLines(db, user.id);
    const mine = lines.filter((l) => l.id === Number(raw));
    return c.html(String(basketModalFragment(mine, lines.length, sumOf(lines))));
  });
}
