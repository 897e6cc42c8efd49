// Legacy-style pages, fragments and static files.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../examples/portal/server/app';
import { msg, spec } from '../../examples/portal/server/messages';
import { formatPrice, NBSP } from '../../src/core/format';
import { messages, filePortal, type Client, type TestPortal } from './helpers';

let t: TestPortal;
let demo: Client;

filePortal(async (portal, user) => {
  t = portal;
  demo = user;
  await demo.api('setContract', { id: 103, wms: 1 });
});

const count = (html: string, needle: string) => html.split(needle).length - 1;

function checkLayout(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  expect(count(html, '<script type="module" src="/static/b2b/loader.js"></script>')).toBe(1);
  expect(head).toContain('<meta name="b2b:api-base" content="/api">');
  expect(head).toContain('<link rel="stylesheet" href="/static/b2b/styles.css">');
  expect(head).toContain('<link rel="stylesheet" href="/static/legacy.css">');
  // Widgets come only through the loader: no other module scripts, no inline scripts.
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  for (const s of scripts) expect(s).toMatch(/src="\/static\/(b2b\/loader\.js|legacy\.js)"/);
  expect(html).toMatch(/<b2b-basket-counter><\/b2b-basket-counter>/);
  expect(html).toMatch(/<b2b-callback><\/b2b-callback>/);
  expect(html).toMatch(/<a [^>]*data-b2b-open="callback"[^>]*>Заказать звонок<\/a>/);
  expect(html).toContain('<html lang="ru">');
  // The keyboard's first stop skips to the content, which takes focus.
  expect(html).toMatch(/<body class="page">\s*<a class="skip-link" href="#content">К содержимому<\/a>/);
  expect(html).toMatch(/<main [^>]*id="content" tabindex="-1"/);
  expect(html).toMatch(/<h1 tabindex="-1">/);
  // One way to the cart in the header: the counter (no site link beside it, none in the menu bar).
  const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
  expect(header).not.toContain('href="/cart/"');
  expect(header).not.toContain('>Корзина<');
  // On a phone the secondary links fold under «Меню»: a real button, closed, that names what it opens.
  expect(header).toContain('<button type="button" class="header-menu-button" aria-expanded="false" aria-controls="header-menu">Меню</button>');
  expect(header).toContain('<div class="header-menu" id="header-menu">');
  // The top news line is news, not part of the header.
  if (html.includes('<b2b-top-news')) expect(html.indexOf('<b2b-top-news')).toBeLessThan(html.indexOf('<header'));
}

describe('layout', () => {
  it('visitors get the login and registration widgets and links, no chat', async () => {
    const { status, text, headers } = await t.client().text('/');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/html');
    expect(headers.get('content-security-policy')).toContain("script-src 'self'");
    checkLayout(text);
    expect(text).toContain('<b2b-login></b2b-login>');
    expect(text).toContain('<b2b-registration></b2b-registration>');
    expect(text).toMatch(/data-b2b-open="login"/);
    expect(text).toMatch(/data-b2b-open="registration"/);
    expect(text).not.toContain('<b2b-chat');
    // Ordering by code needs a login: the header says so itself, no fast order's code to load.
    expect(text).not.toContain('<b2b-fast-order');
    expect(text).toContain(`${spec.fastOrderVisitor} <a href="/" data-b2b-open="login">${spec.visitorLogin}</a>`);
  });

  it('logged-in users get the chat, not the visitor widgets', async () => {
    const { text } = await demo.text('/');
    checkLayout(text);
    expect(text).toContain('<b2b-chat></b2b-chat>');
    expect(text).toContain('<b2b-fast-order></b2b-fast-order>');
    expect(text).not.toContain('<b2b-login');
    expect(text).not.toContain('<b2b-registration');
    expect(text).toContain('Демо-пользователь');
  });

  it('shows the stop-orders or debt notice of the chosen contract', async () => {
    const c = await t.demo();
    const init = (await c.apiGet('initdata')).body;
    const stop = init.contracts.find((x: { stopOrders: boolean }) => x.stopOrders);
    const debt = init.contracts.find((x: { stopOrders: boolean; debtAlert: string | null }) => !x.stopOrders && x.debtAlert);
    const clean = init.contracts.find((x: { debtAlert: string | null }) => !x.debtAlert);

    await c.api('setContract', { id: clean.id });
    let html = (await c.text('/catalog/')).text;
    expect(html).not.toContain(messages.stopOrdersTitle);
    expect(html).not.toContain(messages.debtTitle);

    await c.api('setContract', { id: debt.id });
    html = (await c.text('/catalog/')).text;
    expect(html).toContain(messages.debtTitle);
    expect(html).toContain(debt.debtAlert);
    expect(html).not.toContain(messages.stopOrdersTitle);

    await c.api('setContract', { id: stop.id });
    html = (await c.text('/cart/')).text;
    expect(html).toContain(messages.stopOrdersTitle);
    expect(html).toContain(stop.debtAlert);
    await c.api('setContract', { id: 103 });
  });
});

describe('pages', () => {
  it('/catalog/ has the hit and novelty carousels above the catalogue filter', async () => {
    const { text } = await demo.text('/catalog/');
    checkLayout(text);
    const hit = text.indexOf('<b2b-goods-carousel kind="hit">');
    const novelty = text.indexOf('<b2b-goods-carousel kind="novelty">');
    const filter = text.indexOf('<b2b-catalog-filter');
    expect(hit).toBeGreaterThan(0);
    expect(novelty).toBeGreaterThan(hit);
    expect(filter).toBeGreaterThan(novelty);
    expect(text).toMatch(/<b2b-catalog-filter><\/b2b-catalog-filter>/);
  });

  it('/catalog/ for a visitor: the login hint, no catalogue tags (their calls would be refused)', async () => {
    const { text } = await t.client().text('/catalog/');
    expect(text).toContain('data-b2b-open="login"');
    expect(text).not.toContain('<b2b-catalog-filter');
    expect(text).not.toContain('<b2b-goods-carousel');
  });

  it('/catalog/ passes the section from ?catalog= or the catalogId cookie', async () => {
    expect((await demo.text('/catalog/?catalog=1300')).text).toContain('<b2b-catalog-filter catalog="1300">');
    const c = await t.demo();
    c.cookies.set('catalogId', '1400');
    expect((await c.text('/catalog/')).text).toContain('<b2b-catalog-filter catalog="1400">');
    for (const bad of ['999999', 'abc', '"><script>']) {
      const html = (await demo.text(`/catalog/?catalog=${encodeURIComponent(bad)}`)).text;
      expect(html).toContain('<b2b-catalog-filter></b2b-catalog-filter>');
    }
  });

  it('/cart/ and /cart have the basket, sized for its lines; a visitor gets the login hint instead', async () => {
    const c = await t.demo();
    await c.api('setContract', { id: 103, wms: 1 });
    await c.api('clearBasket');
    for (const path of ['/cart/', '/cart']) {
      const { status, text } = await c.text(path);
      expect(status).toBe(200);
      checkLayout(text);
      // The server knows the line count and hands it to the reservation (no layout shift).
      expect(text).toContain('<b2b-basket style="--b2b-basket-lines: 0"></b2b-basket>');
    }
    const found = (await c.api('filter', { available: 1, perpage: 10, contract: 103 })).body as { products: { id: number }[] };
    const added = (await c.api('processProductSet', { contract: 103, products: found.products.slice(0, 3).map((p) => ({ id: p.id, qnt: 1 })) })).body as { count: { products: number } };
    expect(added.count.products).toBeGreaterThan(0);
    expect((await c.text('/cart/')).text).toContain(`<b2b-basket style="--b2b-basket-lines: ${added.count.products}"></b2b-basket>`);
    const visitor = await t.client().text('/cart/');
    checkLayout(visitor.text);
    expect(visitor.text).not.toMatch(/<b2b-basket[ >]/);
    expect(visitor.text).toContain('data-b2b-open="login"');
  });

  it('/complaints/ has the complaints search above the legacy form', async () => {
    const { text } = await demo.text('/complaints/');
    checkLayout(text);
    const widget = text.indexOf('<b2b-complaints-search>');
    const formAt = text.indexOf('<form id="recl-form"');
    expect(widget).toBeGreaterThan(0);
    expect(formAt).toBeGreaterThan(widget);
    expect(text).toMatch(/<form id="recl-form"[^>]*method="post" action="\/complaints\/submit"/);
    expect(text).toContain('name="recl"');
  });

  it('unknown pages are a Russian 404 page; unknown API methods a JSON 404', async () => {
    const page = await t.client().text('/nope/');
    expect(page.status).toBe(404);
    expect(page.text).toContain('Страница не найдена');
    const api = await t.client().json('/api/noSuchMethod/');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ status: 'error', message: expect.stringMatching(/[а-я]/) });
  });
});

describe('complaint form', () => {
  // A browser's form POST: form-encoded, with the page's own Origin, no X-Requested-With.
  const submit = (c: Client, fields: Record<string, string>, origin = t.url) =>
    c.text('/complaints/submit', { method: 'POST', body: new URLSearchParams(fields), csrf: false, headers: { origin } });

  it('stores the recl map sent by the form and shows what was received', async () => {
    const recl = encodeURIComponent(JSON.stringify({ 10005: 2, 10010: '3', 99999999: 1 }));
    demo.cookies.set('recl', recl);
    const r = await submit(demo, { recl, document: 'З-2024-00001', comment: '<script>alert(1)</script> брак' });
    expect(r.status).toBe(200);
    expect(r.text).toMatch(/Рекламация № \d+ принята/);
    const product = (await demo.json('/api/product/10005/')).body.product;
    expect(r.text).toContain(product.articul);
    expect(r.text).toMatch(/<td>10005<\/td><td>[^<]+<\/td><td>[^<]+<\/td><td>2<\/td>/);
    expect(r.text).toMatch(/<td>10010<\/td>.*<td>3<\/td>/);
    expect(r.text).toContain('99999999'); // reported as not found
    expect(r.text).not.toContain('<script>alert(1)</script>');
    expect(r.text).toContain('&#60;script&#62;alert(1)&#60;/script&#62; брак');
    const [row] = await t.portal.db.query<{ items: Record<string, number>; document: string; user_id: number }>(
      'SELECT items, document, user_id FROM complaints ORDER BY id DESC LIMIT 1',
    );
    expect(row).toEqual({ items: { 10005: 2, 10010: 3, 99999999: 1 }, document: 'З-2024-00001', user_id: 1 });
    expect(demo.cookies.has('recl')).toBe(false); // cleared after submit
  });

  it('falls back to the recl cookie when the field is empty', async () => {
    const c = await t.demo();
    c.cookies.set('recl', encodeURIComponent(JSON.stringify({ 10020: 4 })));
    const r = await submit(c, { recl: '', document: '', comment: '' });
    expect(r.status).toBe(200);
    expect(r.text).toMatch(/<td>10020<\/td>.*<td>4<\/td>/);
  });

  it.each([
    [{ recl: '' }, 400],
    [{ recl: 'not json' }, 400],
    [{ recl: '{"10005": 0}' }, 400],
    [{ recl: '{"10005": -1}' }, 400],
    [{ recl: '{"10005": 1.5}' }, 400],
    [{ recl: '{"abc": 1}' }, 400],
    [{ recl: '[1,2]' }, 400],
  ])('refuses %j with an error page', async (fields, status) => {
    const c = await t.demo();
    const r = await submit(c, fields);
    expect(r.status).toBe(status);
    expect(r.text).toContain('alert-danger');
  });

  it('needs a logged-in user and the portal own origin', async () => {
    const recl = JSON.stringify({ 10005: 1 });
    expect((await submit(t.client(), { recl })).status).toBe(401);
    expect((await submit(demo, { recl }, 'https://evil.example')).status).toBe(403);
  });
});

describe('HTML forms without JS', () => {
  it('/demo-login logs in and redirects to the catalogue; /logout logs out', async () => {
    const c = t.client();
    const res = await c.fetch('/demo-login', { method: 'POST', csrf: false, headers: { origin: t.url } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/catalog/');
    expect((await c.apiGet('initdata')).body.user.isDemo).toBe(true);
    const out = await c.fetch('/logout', { method: 'POST', csrf: false, headers: { origin: t.url } });
    expect(out.status).toBe(303);
    expect((await c.apiGet('initdata')).body.user).toBeNull();
  });
});

describe('fragments', () => {
  it('/ajax/getproduct/?id= and /ajax/getproduct/id{id}/ render the product popup', async () => {
    const product = (await demo.json('/api/product/10005/')).body.product;
    for (const path of ['/ajax/getproduct/?id=10005', '/ajax/getproduct/id10005/']) {
      const r = await demo.text(path);
      expect(r.status).toBe(200);
      expect(r.text).toContain('class="product-popup"');
      expect(r.text).toContain(product.articul);
      expect(r.text).toContain('Москва');
      expect(r.text).not.toContain('<html');
      // Prices as everywhere else (spec 9): «₽», never «руб.».
      expect(r.text).toContain(`${formatPrice(product.price)}${NBSP}₽`);
      expect(r.text).not.toContain('руб.');
    }
    expect((await demo.text('/ajax/getproduct/?id=99999999')).status).toBe(404);
    expect((await demo.text('/ajax/getproduct/?id=abc')).status).toBe(404);
    expect((await t.client().text('/ajax/getproduct/?id=10005')).status).toBe(401);
  });

  it('a product without a picture uses /img/no_photo.gif', async () => {
    const [row] = await t.portal.db.query<{ id: number }>('SELECT id FROM products WHERE picture IS NULL ORDER BY id LIMIT 1');
    const r = await demo.text(`/ajax/getproduct/?id=${row!.id}`);
    expect(r.text).toContain('src="/img/no_photo.gif"');
  });

  it('/ajax/callback, /ajax/authform, /ajax/authdemofirstform', async () => {
    const cb = await t.client().text('/ajax/callback');
    expect(cb.text).toMatch(/name="phone"/);
    expect(cb.text).toMatch(/name="firstname"/);
    const auth = await t.client().text('/ajax/authform');
    expect(auth.text).toMatch(/name="login"/);
    expect(auth.text).toMatch(/type="password"/);
    const first = await demo.text('/ajax/authdemofirstform');
    expect(first.text).toContain('демо');
  });

  it('/ajax/search/cat{id}/ searches one catalogue section, priced for the session contract', async () => {
    const c = await t.demo();
    await c.api('setContract', { id: 102 });
    const r = await c.text(`/ajax/search/cat1311/?keyword=${encodeURIComponent('САМОРЕЗ')}`);
    expect(r.status).toBe(200);
    expect(r.text).not.toContain('<html');
    // The same goods as the filter of that section with that query, at the same prices.
    const api = (await c.api('filter', { catalog: 1311, query: 'САМОРЕЗ', perpage: 100 })).body;
    expect(api.total).toBeGreaterThan(0);
    expect(r.text).toContain(`Найдено ${api.total} товар`);
    expect(r.text).toContain('«Саморезы кровельные»');
    const ids = [...r.text.matchAll(/data-product-id="(\d+)"/g)].map((m) => Number(m[1]));
    expect(ids.length).toBe(Math.min(api.total, 20));
    const byId = new Map((api.products as { id: number; articul: string; price: number }[]).map((p) => [p.id, p]));
    for (const id of ids) expect(byId.has(id), String(id)).toBe(true);
    const first = byId.get(ids[0]!)!;
    expect(r.text).toContain(first.articul);
    expect(r.text).toContain(`${formatPrice(first.price)}${NBSP}₽`);
    expect(r.text).toContain(`href="/ajax/getproduct/id${first.id}/"`);
    // Goods of other sections are left out even when they match.
    const outside = (await c.api('filter', { catalog: 1310, query: 'САМОРЕЗ', perpage: 1 })).body.total;
    expect(outside).toBeGreaterThan(api.total);
    await c.api('setContract', { id: 103 });
  });

  it('/ajax/search/cat{id}/: nothing found says so; the keyword stays text', async () => {
    const r = await demo.text(`/ajax/search/cat1310/?keyword=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(r.status).toBe(200);
    expect(r.text).not.toContain('<script>');
    expect(r.text).toContain('&#60;script&#62;');
    expect(r.text).not.toContain('data-product-id');
    expect(r.text).toContain('ничего не найдено');
  });

  it.each([
    ['/ajax/search/cat999999/?keyword=болт', 404],
    ['/ajax/search/catabc/?keyword=болт', 404],
    ['/ajax/search/cat1310/', 400],
    ['/ajax/search/cat1310/?keyword=%20%20', 400],
    [`/ajax/search/cat1310/?keyword=${'x'.repeat(101)}`, 400],
  ])('/ajax/search: %s -> %i with a Russian message', async (path, status) => {
    const r = await demo.text(path);
    expect(r.status).toBe(status);
    expect(r.text).toMatch(/class="alert[^"]*">[^<]*[а-яё]/i);
    expect(r.text).not.toContain('<html');
  });

  it('/ajax/search/cat{id}/ is for customers: a visitor gets 401', async () => {
    const r = await t.client().text('/ajax/search/cat1310/?keyword=болт');
    expect(r.status).toBe(401);
    expect(r.text).toContain(msg.loginRequired);
  });

  it('/ajax/topbasket/ sums the user basket', async () => {
    await demo.api('clearBasket');
    expect((await demo.text('/ajax/topbasket/')).text).toContain('Корзина пуста');
    await demo.api('processBasket', { id: 10005, qnt: 1, wms: 1 });
    expect((await demo.text('/ajax/topbasket/')).text).toMatch(/В корзине 1 поз\. на [\d\s,]+\u00A0₽/);
    expect((await t.client().text('/ajax/topbasket/')).text).toContain('data-b2b-open="login"');
  });
});

describe('static files', () => {
  it('serves the deliberately old legacy CSS and the legacy script', async () => {
    const css = await t.client().text('/static/legacy.css');
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(css.text).toContain('box-sizing: content-box');
    expect(css.text).toMatch(/button[^{]*\{[^}]*float: left/);
    expect(css.text).toMatch(/table \{ display: block/);
    const js = await t.client().text('/static/legacy.js');
    expect(js.headers.get('content-type')).toContain('javascript');
    expect(js.text).toContain('recl');
  });

  it('serves dist/standalone at /static/b2b/, its styles.css included (404 when not built)', async () => {
    const built = existsSync(join(ROOT_DIR, 'dist/standalone/loader.js'));
    const loader = await t.client().fetch('/static/b2b/loader.js');
    expect(loader.status).toBe(built ? 200 : 404);
    if (built) expect(loader.headers.get('content-type')).toContain('javascript');
    const styles = await t.client().fetch('/static/b2b/styles.css');
    expect(styles.status).toBe(existsSync(join(ROOT_DIR, 'dist/standalone/styles.css')) ? 200 : 404);
  });

  it.each(['/static/b2b/..%2F..%2Fpackage.json', '/static/b2b/%2e%2e/%2e%2e/package.json', '/static/..%2Fpackage.json', '/static/..%2F..%2Fpackage.json', '/static/b2b/%00'])(
    'keeps %s inside its directory',
    async (path) => {
      const r = await t.client().text(path);
      expect(r.status).toBe(404);
      expect(r.text).not.toContain('"name": "b2b-widgets"');
    },
  );
});
