/**
 * The legacy site's layout: header with fast order, basket counter and the
 * callback link, contract notices, and the modal widgets. A logged-in user's
 * layout adds the top news line (above the header: news, not navigation),
 * <b2b-notices> and the cabinet's left menu <b2b-sidebar> (pages/chrome.ts).
 * Widgets load only via /static/b2b/loader.js; the API base comes from
 * <meta name="b2b:api-base">. Which tags each layout carries is read from the
 * page manifest (examples/portal/pages.json), by which the standalone build
 * groups the widgets' code: a tag the layout gains goes there, or no page
 * shows it (tests/portal/page-manifest.test.ts checks every page's tags).
 *
 * On a phone the header keeps what a buyer uses on every page (the logo, the
 * basket counter, the fast order) and folds the rest into «Меню»: a button
 * the site's legacy.js toggles, its links shown without JS (<noscript>).
 * The skip link «К содержимому» comes first; <main> and its <h1> take focus
 * (tabindex -1): the skip link's target, and where a dialog that opened with
 * nothing focused gives focus back.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { selectedOf, visibleContracts, type ContractRow } from '../access';
import type { Db } from '../db';
import type { SessionUser } from '../session';
import type { AppEnv } from '../types';
import pageManifest from '../../pages.json' with { type: 'json' };
import { demoIntroPending } from '../chrome/demo-intro';
import { topNews, type Material } from '../chrome/news';
import { spec } from '../messages';
import { html, raw, type Raw } from './html';
import { demoIntroTag, noticesTag, sidebar, sidebarMenu, SIDEBAR_LAYOUT_COOKIE, topNewsTag } from './chrome';
import { signedOutNotice, signedOutReason, type SignedOut } from './signed-out';

export interface PageCtx {
  user: SessionUser | null;
  contracts: ContractRow[];
  selected: ContractRow | null;
  path: string;
  /** A visitor whom the portal just signed out: why (pages/signed-out.ts). */
  signedOut: SignedOut;
  /** A logged-in user's chrome (pages/chrome.ts); empty for a visitor. */
  chrome: {
    /** Path and query: the sidebar's current page. */
    address: string;
    menu: ReturnType<typeof sidebarMenu>;
    narrow: boolean;
    topNews: Material | null;
    demoIntro: boolean;
  };
}

export async function pageCtx(c: Context<AppEnv>, db: Db): Promise<PageCtx> {
  const user = c.var.session.user;
  const contracts = user ? await visibleContracts(db, user) : [];
  const url = new URL(c.req.url);
  const [tree, news, intro] = user
    ? await Promise.all([c.var.catalog?.tree() ?? [], topNews(db, user.id), user.is_demo ? demoIntroPending(db, c.var.session.id) : false])
    : [[], null, false];
  return {
    user,
    contracts,
    selected: user ? selectedOf(user, contracts) : null,
    path: url.pathname,
    signedOut: signedOutReason(c),
    chrome: {
      address: url.pathname.replace(/\/?$/, '/') + url.search,
      menu: user ? sidebarMenu(tree, CABINET_NAV) : [],
      narrow: getCookie(c, SIDEBAR_LAYOUT_COOKIE) === 'narrow',
      topNews: news,
      demoIntro: intro,
    },
  };
}

/** Strict enough for legacy pages: no inline scripts, everything from this origin. */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export function sendPage(c: Context<AppEnv>, body: Raw | string, status: 200 | 400 | 401 | 404 = 200): Response {
  c.header('Content-Security-Policy', CSP);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Cache-Control', 'no-store');
  const page = String(body);
  return c.html(c.var.preload ? c.var.preload(page) : page, status);
}

/** The menu bar. The cart is the header's counter (<b2b-basket-counter>), so it is not here again. */
const NAV = [
  ['/', 'Главная'],
  ['/catalog/', 'Каталог'],
  ['/complaints/', 'Рекламации'],
] as const;

/** The cabinet's pages, in a logged-in user's left menu after the catalogue sections (design 3). */
const CABINET_NAV = [
  ['/orders/', 'Заказы'],
  ['/drafts/', 'Черновики'],
  ['/favorites/', 'Избранное'],
  ['/needs/', 'Потребности'],
  ['/reports/', 'Отчёты'],
  ['/acts/', 'Акты сверки'],
  ['/account/', 'Личный кабинет'],
  ['/complaints/', 'Рекламации'],
] as const;

/** The price-list round trip: download, and upload an order back. */
const priceLinks = html`<div class="price-tools"><a href="#" data-b2b-open="price-list">Скачать прайс-лист</a>
      <a href="#" data-b2b-open="price-upload">Загрузить заказ из файла</a>
      <a href="#" data-b2b-open="project-order">Проектный заказ</a></div>`;
/** The admin's pages. */
const adminLinks = html`<div class="admin-tools"><a href="/admin/newsletter/">Рассылка</a> <a href="/admin/mail/">Исходящая почта</a>
      <a href="/admin/project-orders/">Проектные заказы</a></div>`;

/**
 * A visitor cannot order by code: the header says so in its own markup, as
 * <b2b-fast-order> would, without loading the fast order's code on every page
 * a visitor opens (a visitor's page has a 45 kB goal, budgets.config.mjs).
 */
const visitorFastOrder = html`<p class="fast-order-hint">${spec.fastOrderVisitor} <a href="/" data-b2b-open="login">${spec.visitorLogin}</a></p>`;

/** The tags of each layout (pages.json). */
const LAYOUT_TAGS: Record<'visitor' | 'cabinet', readonly string[]> = pageManifest.layouts;
/** Layout tags with a place of their own in the markup; the others (the dialogs, the chat) close the body. */
const PLACED = new Set(['b2b-top-news', 'b2b-fast-order', 'b2b-basket-counter', 'b2b-sidebar', 'b2b-notices', 'b2b-demo-intro']);

export function layout(ctx: PageCtx, title: string, body: Raw): Raw {
  const { user } = ctx;
  const tags = LAYOUT_TAGS[user ? 'cabinet' : 'visitor'];
  const carries = (tag: string) => tags.includes(tag);
  const closing = tags.filter((tag) => !PLACED.has(tag)).map((tag) => `<${tag}></${tag}>`);
  const here = ctx.path.replace(/\/?$/, '/');
  // A logged-in user finds the cabinet's pages in the left menu (<b2b-sidebar>).
  const nav = NAV.map(
    ([href, label]) =>
      html`<li class="${here === href ? 'active' : ''}"><a href="${href}"${raw(here === href ? ' aria-current="page"' : '')}>${label}</a></li>`,
  );
  const account = user
    ? html`<span class="user-name">${user.name}${user.is_demo ? ' (демо)' : ''}</span>
        <form class="logout-form" method="post" action="/logout"><button type="submit" class="btn btn-link">Выйти</button></form>`
    : html`<a href="#" class="btn btn-default" data-b2b-open="login">Войти</a>
        <a href="#" class="btn btn-default" data-b2b-open="registration">Регистрация</a>`;
  return html`<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} — Оптовый портал «СтройОпт»</title>
<meta name="b2b:api-base" content="/api">
<meta name="b2b:signed-in" content="${user ? 'true' : 'false'}">
<link rel="stylesheet" href="/static/legacy.css">
<link rel="stylesheet" href="/static/b2b/styles.css">
<script type="module" src="/static/b2b/loader.js"></script>
<script src="/static/legacy.js" defer></script>
<noscript><style>@media (max-width: 639.98px) { .header-menu-button { display: none !important; } .header-menu { display: block !important; } }</style></noscript>
</head>
<body class="page">
<a class="skip-link" href="#content">К содержимому</a>
<div class="wrapper">
${user && carries('b2b-top-news') ? topNewsTag(ctx.chrome.topNews) : ''}
<header class="header">
  <a class="logo" href="/">СтройОпт <small>B2B</small></a>
  <button type="button" class="header-menu-button" aria-expanded="false" aria-controls="header-menu">Меню</button>
  <div class="header-menu" id="header-menu">
    <div class="header-phone">8 800 555-35-35 <a href="#" class="callback-link" data-b2b-open="callback">Заказать звонок</a></div>
    <div class="header-account">${account}</div>
    ${user ? priceLinks : ''}${user?.role === 'admin' ? adminLinks : ''}
    <nav class="navbar" aria-label="Разделы"><ul class="nav navbar-nav">${nav}</ul></nav>
  </div>
  <div class="fast-order">${carries('b2b-fast-order') ? html`<b2b-fast-order></b2b-fast-order>` : visitorFastOrder}</div>
  <div class="top-basket">${carries('b2b-basket-counter') ? html`<b2b-basket-counter></b2b-basket-counter>` : ''}</div>
</header>
${
  user
    ? html`<div class="page-body">
<aside class="page-sidebar" aria-label="Личный кабинет">${carries('b2b-sidebar') ? sidebar(ctx.chrome.menu, ctx.chrome.address, ctx.chrome.narrow) : ''}</aside>
<main class="content page-main" id="content" tabindex="-1">
<div class="notices">${carries('b2b-notices') ? noticesTag(ctx.selected) : ''}</div>
<h1 tabindex="-1">${title}</h1>
${body}
</main>
</div>`
    : html`<main class="content" id="content" tabindex="-1">
${signedOutNotice(ctx.signedOut)}
<h1 tabindex="-1">${title}</h1>
${body}
</main>`
}
<footer class="footer">
  <p>© 2008–2025 СтройОпт. Оптовые поставки строительных и хозяйственных товаров.</p>
  <p><a href="#" data-b2b-open="callback">Заказать звонок</a></p>
</footer>
</div>
${raw(closing.join('\n'))}
${user?.is_demo && carries('b2b-demo-intro') ? demoIntroTag(ctx.chrome.demoIntro) : ''}
</body>
</html>`;
}

export type PageBody = (ctx: PageCtx) => Promise<Raw> | Raw;

/** One page in the layout; each area's routes file registers its own pages with it. */
export async function renderPage(c: Context<AppEnv>, db: Db, title: string, body: PageBody): Promise<Response> {
  const ctx = await pageCtx(c, db);
  return sendPage(c, layout(ctx, title, await body(ctx)));
}

/** A visitor's hint on pages that need an account. */
export function loginHint(ctx: PageCtx): Raw {
  if (ctx.user) return html``;
  return html`<div class="alert alert-info visitor-hint">Цены, остатки и корзина доступны после входа.
    <a href="#" data-b2b-open="login">Войти</a> или <a href="#" data-b2b-open="registration">подать заявку на регистрацию</a>.
    <form class="inline-form" method="post" action="/demo-login"><button type="submit" class="btn btn-primary">Демо-доступ</button></form></div>`;
}
