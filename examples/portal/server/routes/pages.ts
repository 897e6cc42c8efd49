/**
 * Legacy-style pages (/, /catalog/, /cart/, /complaints/ and the complaint form's
 * target) and the /ajax/... HTML fragments.
 */
import type { Context, Hono } from 'hono';
import { getCookie, deleteCookie } from 'hono/cookie';
import { contractFor, warehouseFor, warehouses } from '../access';
import { basketLines, basketTotals, sumOf } from '../basket/lines';
import { msg } from '../messages';
import { CATALOG_ROOT_ID } from '../catalog/roots';
import { complaintGoods, readComplaint, saveComplaint } from '../complaints/complaint';
import type { AppEnv, Deps } from '../types';
import { catalogPage } from '../pages/catalog';
import { complaintResultPage, complaintsPage } from '../pages/complaints';
import {
  authDemoFirstFragment,
  authFragment,
  callbackFragment,
  productFragment,
  sectionSearchFragment,
  topBasketFragment,
} from '../pages/fragments';
import { homePage } from '../pages/home';
import { widgetPage } from '../pages/widget-page';
import { html } from '../pages/html';
import { layout, loginHint, pageCtx, renderPage, sendPage, type PageBody } from '../pages/layout';
import { HttpError, object, parse, readInput, text } from '../validate';

/** Goods one /ajax/search/cat{id}/ fragment lists (the catalogue's page size). */
const SECTION_SEARCH_LIMIT = 20;
const sectionSearchSchema = object({ keyword: text('keyword', 100, msg.keywordEmpty) });

export function pageRoutes(app: Hono<AppEnv>, { db, catalog }: Deps): void {
  const page = (c: Context<AppEnv>, title: string, body: PageBody) => renderPage(c, db, title, body);

  app.get('/', (c) => page(c, 'Оптовый портал', homePage));

  app.get('/catalog', (c) =>
    page(c, 'Каталог', async (ctx) => {
      const categories = await catalog.children(CATALOG_ROOT_ID);
      const wanted = c.req.query('catalog') ?? getCookie(c, 'catalogId');
      let catalogId: number | null = null;
      if (wanted && /^\d{1,9}$/.test(wanted) && Number(wanted) !== CATALOG_ROOT_ID) {
        catalogId = (await catalog.node(Number(wanted)))?.id ?? null;
      }
      return catalogPage(ctx, categories, catalogId);
    }),
  );

  app.get('/cart', (c) =>
    page(c, 'Корзина', widgetPage('b2b-basket', async (user) => `--b2b-basket-lines: ${(await basketTotals(db, user.id)).count.products}`)),
  );

  app.get('/complaints', (c) => page(c, 'Рекламации', complaintsPage));

  app.get('/orders', (c) => page(c, 'Заказы', widgetPage('b2b-orders')));

  app.get('/drafts', (c) => page(c, 'Черновики', widgetPage('b2b-drafts')));

  app.post('/complaints/submit', async (c) => {
    const ctx = await pageCtx(c, db);
    const fail = (status: 400 | 401, text: string) =>
      sendPage(
        c,
        layout(ctx, 'Рекламации', html`<div class="alert alert-danger" role="alert">${text}</div>${loginHint(ctx)}<p><a href="/complaints/">Вернуться к форме</a></p>`),
        status,
      );
    if (!ctx.user) return fail(401, msg.loginRequired);
    const complaint = readComplaint(await readInput(c), getCookie(c, 'recl'));
    if ('problem' in complaint) return fail(400, complaint.problem);
    const id = await saveComplaint(db, ctx.user.id, complaint);
    const { shown, unknown } = await complaintGoods(catalog, complaint.items);
    deleteCookie(c, 'recl', { path: '/' });
    return sendPage(c, layout(ctx, 'Рекламация принята', complaintResultPage(id, shown, unknown, complaint.document, complaint.comment)));
  });

  // ---- fragments --------------------------------------------------------------------

  const fragment = (c: Context, body: ReturnType<typeof html>, status: 200 | 400 | 401 | 404 = 200) => {
    c.header('Cache-Control', 'no-store');
    return c.html(String(body), status);
  };

  const productPopup = async (c: Context<AppEnv>, rawId: string | undefined) => {
    const user = c.var.session.user;
    if (!user) return fragment(c, html`<p class="alert alert-warning">${msg.loginRequired}</p>`, 401);
    if (!rawId || !/^\d{1,9}$/.test(rawId)) return fragment(c, html`<p class="alert alert-danger">${msg.productNotFound}</p>`, 404);
    const contract = await contractFor(db, user).catch(() => null);
    if (!contract) return fragment(c, html`<p class="alert alert-warning">${msg.noContracts}</p>`, 404);
    const [product] = await catalog.products([Number(rawId)], contract, user);
    if (!product) return fragment(c, html`<p class="alert alert-danger">${msg.productNotFound}</p>`, 404);
    const extra = await catalog.details(product.id);
    return fragment(c, productFragment(product, extra?.description ?? '', await warehouses(db)));
  };
  app.get('/ajax/getproduct', (c) => productPopup(c, c.req.query('id')));
  app.get('/ajax/getproduct/:slug', (c) => productPopup(c, /^id(\d+)$/.exec(c.req.param('slug'))?.[1]));

  // Spec 7: GET /ajax/search/cat{id}/?keyword=..: search within one catalogue section,
  // priced for the session's contract (as /api/search/ without `contract`).
  app.get('/ajax/search/:slug', async (c) => {
    const user = c.var.session.user;
    if (!user) return fragment(c, html`<p class="alert alert-warning">${msg.loginRequired}</p>`, 401);
    const id = /^cat(\d{1,9})$/.exec(c.req.param('slug'))?.[1];
    const node = id ? await catalog.node(Number(id)) : null;
    if (!node) return fragment(c, html`<p class="alert alert-danger">${msg.catalogNotFound}</p>`, 404);
    let keyword: string;
    try {
      ({ keyword } = parse(sectionSearchSchema, { keyword: c.req.query('keyword') }));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return fragment(c, html`<p class="alert alert-danger">${error.message}</p>`, 400);
    }
    const contract = await contractFor(db, user).catch(() => null);
    if (!contract) return fragment(c, html`<p class="alert alert-warning">${msg.noContracts}</p>`, 404);
    const result = await catalog.filter({
      pricing: contract,
      catalogPath: node.path,
      available: false,
      wms: await warehouseFor(db, user),
      brands: [],
      query: keyword,
      searchRange: 'all',
      tags: [],
      sorting: 'header_asc',
      page: 1,
      perpage: SECTION_SEARCH_LIMIT,
    });
    const found = await catalog.products(result.ids, contract, user);
    return fragment(c, sectionSearchFragment(node, keyword, found, result.total));
  });

  app.get('/ajax/callback', (c) => fragment(c, callbackFragment()));
  app.get('/ajax/authform', (c) => fragment(c, authFragment()));
  app.get('/ajax/authdemofirstform', (c) => fragment(c, authDemoFirstFragment(c.var.session.user)));
  app.get('/ajax/topbasket', async (c) => {
    const user = c.var.session.user;
    const lines = user ? await basketLines(db, user.id) : [];
    return fragment(c, topBasketFragment(user, lines, sumOf(lines)));
  });
}
