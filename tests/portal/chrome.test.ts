// The logged-in layout's chrome: the cabinet menu rendered for
// <b2b-sidebar>, <b2b-notices> per contract, the top news line (material,
// hidetopnews), the demo intro owed per demo session, /ajax/getbasketmodal/.
import { describe, expect, it } from 'vitest';
import { messages, filePortal, type Client, type TestPortal } from './helpers';

let t: TestPortal;
let demo: Client;

filePortal(async (portal, user) => {
  t = portal;
  demo = user;
  await demo.api('setContract', { id: 103, wms: 1 });
});

const sidebarOf = (html: string) => html.slice(html.indexOf('<b2b-sidebar'), html.indexOf('</b2b-sidebar>'));
/** The <li> of the entry linking to `href`, up to its own sub-menu. */
const itemOf = (html: string, href: string) => {
  const at = html.indexOf(`href="${href}"`);
  return html.slice(html.lastIndexOf('<li', at), html.indexOf('</ul>', at) + 5);
};

describe('<b2b-sidebar> menu', () => {
  it('a logged-in page has the catalogue sections, then every cabinet page; a visitor has no menu', async () => {
    const menu = sidebarOf((await demo.text('/orders/')).text);
    const links = [...menu.matchAll(/<a class="b2b-sidebar-link" href="([^"]+)"/g)].map((m) => m[1]);
    expect(links[0]).toBe('/catalog/?catalog=1300');
    expect(links.slice(-8)).toEqual(['/orders/', '/drafts/', '/favorites/', '/needs/', '/reports/', '/acts/', '/account/', '/complaints/']);
    expect(menu).toContain('data-catalog-id="1311"');
    expect((await t.client().text('/')).text).not.toContain('<b2b-sidebar');
  });

  it('marks the current page with aria-current and opens its parents only', async () => {
    let html = sidebarOf((await demo.text('/orders/')).text);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toMatch(/<a class="b2b-sidebar-link" href="\/orders\/" aria-current="page"[ >]/);
    expect(html).not.toMatch(/<ul class="b2b-sidebar-sub"[^>]*data-level="2">/);

    html = sidebarOf((await demo.text('/catalog/?catalog=1311')).text);
    expect(html).toMatch(/href="\/catalog\/\?catalog=1311" data-catalog-id="1311" aria-current="page"/);
    // Крепёж (1300) and Саморезы (1310) open; Инструмент and the others hidden.
    expect(html).toContain('<ul class="b2b-sidebar-sub" id="b2b-sidebar-1300" data-level="2">');
    expect(html).toContain('<ul class="b2b-sidebar-sub" id="b2b-sidebar-1310" data-level="3">');
    expect(html).toContain('aria-controls="b2b-sidebar-1300"');
    expect(itemOf(html, '/catalog/?catalog=1300')).toContain('aria-expanded="true"');
    // A closed sub-menu's button says so: "false", never an empty value (which is no state at all).
    const toggles = [...html.matchAll(/<button type="button" class="b2b-sidebar-toggle" aria-expanded="([^"]*)"/g)].map((m) => m[1]);
    expect(toggles.filter((v) => v === 'true')).toHaveLength(2);
    expect(toggles.filter((v) => v !== 'true').every((v) => v === 'false')).toBe(true);
    expect(itemOf(html, '/catalog/?catalog=1400')).toContain('aria-expanded="false"');
    expect(html.match(/<ul class="b2b-sidebar-sub"[^>]*>/g)!.filter((u) => !u.includes('hidden'))).toHaveLength(2);
  });

  it('keeps the entry current when the address carries filters or a page', async () => {
    const current = (html: string) => [...html.matchAll(/href="([^"]+)"[^>]*aria-current="page"/g)].map((m) => m[1]);
    expect(current(sidebarOf((await demo.text('/orders/?page=2&state=1')).text))).toEqual(['/orders/']);
    expect(current(sidebarOf((await demo.text('/drafts/?page=2')).text))).toEqual(['/drafts/']);
    const html = sidebarOf((await demo.text('/catalog/?catalog=1311&page=2')).text);
    expect(current(html)).toEqual(['/catalog/?catalog=1311']);
    expect(html).toContain('<ul class="b2b-sidebar-sub" id="b2b-sidebar-1310" data-level="3">');
    expect(current(sidebarOf((await demo.text('/catalog/?page=2')).text))).toEqual([]);
  });

  it('gives each top entry a short name for the narrow menu, hidden from the link name', async () => {
    const html = sidebarOf((await demo.text('/orders/')).text);
    expect(html).toMatch(/href="\/orders\/"[^>]*><span class="b2b-sidebar-short" aria-hidden="true">За<\/span><span class="b2b-sidebar-label">Заказы<\/span><\/a>/);
    expect(html).toMatch(/href="\/catalog\/\?catalog=1300"[^>]*><span class="b2b-sidebar-short" aria-hidden="true">Кр<\/span>/);
  });

  it('renders the narrow layout the widget remembered in its cookie', async () => {
    const c = await t.demo();
    expect((await c.text('/drafts/')).text).toContain('<b2b-sidebar><nav');
    c.cookies.set('b2bSidebar', 'narrow');
    expect((await c.text('/drafts/')).text).toContain('<b2b-sidebar narrow><nav');
  });
});

describe('<b2b-notices>', () => {
  it('carries the chosen contract’s notice with its kind, and stays empty for a clean one', async () => {
    const c = await t.demo();
    const init = (await c.apiGet('initdata')).body;
    const stop = init.contracts.find((x: { stopOrders: boolean }) => x.stopOrders);
    const debt = init.contracts.find((x: { stopOrders: boolean; debtAlert: string | null }) => !x.stopOrders && x.debtAlert);
    await c.api('setContract', { id: stop.id });
    let html = (await c.text('/orders/')).text;
    expect(html).toContain(`<b2b-notices kind="stopOrders" contract="${stop.id}">`);
    expect(html).toContain(stop.debtAlert);
    expect(html.split(messages.stopOrdersTitle).length - 1).toBe(1);
    await c.api('setContract', { id: debt.id });
    html = (await c.text('/drafts/')).text;
    expect(html).toContain(`<b2b-notices kind="debt" contract="${debt.id}">`);
    await c.api('setContract', { id: 103 });
    expect((await c.text('/drafts/')).text).toContain('<b2b-notices></b2b-notices>');
  });
});

describe('top news: material and hidetopnews', () => {
  it('material gives the top news line; hidetopnews hides it for that user on every page, not for others', async () => {
    const owner = await t.login('owner');
    const buyer = await t.login('buyer2');
    const top = (await owner.apiGet('material')).body.material;
    expect(top).toMatchObject({ id: expect.any(Number), header: expect.any(String), anons: expect.any(String) });
    expect((await owner.apiGet(`material/${top.id}`)).body.material.id).toBe(top.id);
    expect((await owner.text('/orders/')).text).toContain(`<b2b-top-news news-id="${top.id}" role="complementary" aria-label="Новости">`);

    expect((await owner.api('hidetopnews', { id: top.id })).status).toBe(200);
    expect((await owner.apiGet('material')).body.material).toBeNull();
    for (const path of ['/', '/orders/', '/catalog/']) expect((await owner.text(path)).text).not.toContain('<b2b-top-news');
    // Another device of the same user: the server keeps it.
    const again = await t.login('owner');
    expect((await again.text('/drafts/')).text).not.toContain('<b2b-top-news');
    expect((await buyer.apiGet('material')).body.material.id).toBe(top.id);
  });

  it('refuses unknown ids and visitors', async () => {
    expect((await demo.api('hidetopnews', { id: 999999 })).status).toBe(404);
    expect((await demo.apiGet('material/999999')).status).toBe(404);
    expect((await t.client().apiGet('material')).status).toBe(401);
  });
});

describe('demo intro', () => {
  it('a demo login from the site owes it once: shown on every page until closed, then never in that session', async () => {
    const c = t.client();
    await c.fetch('/demo-login', { method: 'POST', csrf: false, headers: { origin: t.url } });
    expect((await c.text('/catalog/')).text).toContain('<b2b-demo-intro open></b2b-demo-intro>');
    expect((await c.text('/orders/')).text).toContain('<b2b-demo-intro open>');
    expect((await c.api('demoIntroSeen')).status).toBe(200);
    expect((await c.text('/orders/')).text).not.toContain('<b2b-demo-intro');
    // A new demo session (the site's demo entry through the API) owes it again.
    expect((await c.api('getUserDemo', { intro: true })).status).toBe(200);
    expect((await c.text('/')).text).toContain('<b2b-demo-intro open>');
  });

  it('demo/demo through the login dialog (`intro`) owes it too; another user, or a script without `intro`, does not', async () => {
    const dialog = t.client();
    expect((await dialog.api('login', { login: 'demo', password: 'demo', intro: true })).status).toBe(200);
    expect((await dialog.text('/')).text).toContain('<b2b-demo-intro open>');
    const script = t.client();
    expect((await script.api('login', { login: 'demo', password: 'demo' })).status).toBe(200);
    expect((await script.text('/')).text).not.toContain('<b2b-demo-intro');
    const owner = t.client();
    expect((await owner.api('login', { login: 'owner', password: 'owner', intro: true })).status).toBe(200);
    expect((await owner.text('/')).text).not.toContain('<b2b-demo-intro');
  });

  it('getUserDemo without `intro` (scripts, tests) owes nothing', async () => {
    const c = await t.demo();
    expect((await c.text('/catalog/')).text).not.toContain('<b2b-demo-intro');
  });

  it('/ajax/authdemofirstform explains the demo to the logged-in demo user', async () => {
    const { text } = await demo.text('/ajax/authdemofirstform');
    expect(text).toContain('Демо-пользователь');
    expect(text).not.toContain('<form');
  });
});

describe('/ajax/getbasketmodal/', () => {
  it('renders the added-to-basket popup for a product in the basket', async () => {
    const c = await t.demo();
    await c.api('clearBasket');
    const [p] = await t.portal.db.query<{ id: number; header: string }>(
      `SELECT p.id, p.header FROM products p JOIN stocks s ON s.item_type = 'products' AND s.item_id = p.id AND s.wms_id = 1
        WHERE s.quantity > 10 AND NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id) ORDER BY p.id LIMIT 1`,
    );
    expect((await c.api('processBasket', { id: p!.id, qnt: 3, wms: 1, type: 'products', contract: 103 })).status).toBe(200);
    const { status, text } = await c.text(`/ajax/getbasketmodal/?id=${p!.id}`);
    expect(status).toBe(200);
    expect(text).toContain(messages.addedToBasket);
    expect(text).toContain(p!.header.replace(/"/g, '&#34;'));
    expect(text).toContain('В корзине: 3 шт.');
    expect(text).toContain('href="/cart/"');
    expect(text).toContain(messages.continueShopping);
    expect((await t.client().text(`/ajax/getbasketmodal/?id=${p!.id}`)).status).toBe(401);
    expect((await c.text('/ajax/getbasketmodal/?id=abc')).status).toBe(404);
    await c.api('clearBasket');
  });
});
