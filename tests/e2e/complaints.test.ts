// On the reference portal: <b2b-complaints-search> on /complaints/
// above the legacy complaint form, which copies the `recl` cookie into a
// hidden field on submit. The demo user, real seeded products, real PGlite.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AUTOCOMPLETE_DELAY_MS } from '../../src/core/constants';
import { defaultMessages as m } from '../../src/core/messages';
import { axe } from './page-checks';
import { fileBrowser, watchErrors } from './browser';
import { api, demoContext, portalUrl, widgetsDefined } from './portal-session';

interface Product {
  id: number;
  articul: string;
  header: string;
}

const browser = fileBrowser();

/** Two real products, as the catalogue shows them to the demo user. */
async function twoProducts(context: BrowserContext): Promise<[Product, Product]> {
  const reply = await api<{ products: Product[] }>(context, 'filter', { perpage: 20, page: 3 });
  expect(reply.products.length).toBeGreaterThanOrEqual(2);
  return [reply.products[0]!, reply.products[7]!];
}

async function complaintsPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${portalUrl()}/complaints/`);
  await widgetsDefined(page);
  return { page, errors };
}

const widget = (page: Page) => page.locator('b2b-complaints-search');
const searchField = (page: Page) => widget(page).getByRole('combobox', { name: m.complaintsSearchLabel });
const quantityOf = (page: Page, p: Product): Locator =>
  widget(page).getByRole('textbox', { name: m.complaintsQuantityLabel.replace('{header}', p.header), exact: true });

/** The complaint map in the browser's cookie jar, as the server will get it. */
async function reclCookie(context: BrowserContext): Promise<unknown> {
  const cookie = (await context.cookies(portalUrl())).find((c) => c.name === 'recl');
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : undefined;
}

describe('<b2b-complaints-search> on /complaints/', () => {
  it('search, add two products with quantities, reload: both still there, and the legacy form sends the same map', async () => {
    const context = await demoContext(browser);
    const [first, second] = await twoProducts(context);
    const { page, errors } = await complaintsPage(context);
    const searches: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/search/') searches.push(`${url.searchParams.get('keyword')}|${url.searchParams.get('simple')}`);
    });

    // First product with the mouse.
    await searchField(page).pressSequentially(first.articul, { delay: 30 });
    await widget(page).getByRole('option', { name: new RegExp(first.header) }).first().click();
    await expect.poll(() => quantityOf(page, first).evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    await page.keyboard.type('3');

    // Second product with the keyboard: arrow down to it, Enter.
    await searchField(page).click();
    await searchField(page).pressSequentially(second.articul, { delay: 30 });
    const target = widget(page).getByRole('option', { name: new RegExp(second.header) }).first();
    await target.waitFor();
    for (let i = 0; i < 10 && (await target.getAttribute('aria-selected')) !== 'true'; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await quantityOf(page, second).fill('12');

    const map = { [first.id]: 3, [second.id]: 12 };
    await expect.poll(() => reclCookie(context)).toEqual(map);
    // A request per pause, with simple=1; the keyword is what was typed by then: the
    // whole code once typing stops (a loaded machine may pause mid-code too; the
    // debounce itself is checked in the component tests).
    const typed = [first.articul, second.articul];
    expect(searches.every((q) => q.endsWith('|1') && typed.some((a) => a.startsWith(q.slice(0, -2))))).toBe(true);
    expect(searches.filter((q) => typed.includes(q.slice(0, -2)))).toEqual([`${first.articul}|1`, `${second.articul}|1`]);

    await page.reload();
    await widgetsDefined(page);
    for (const [p, qnt] of [[first, '3'], [second, '12']] as const) {
      await expect.poll(() => quantityOf(page, p).inputValue()).toBe(qnt);
      await expect.poll(() => widget(page).getByRole('cell', { name: p.articul, exact: true }).isVisible()).toBe(true);
    }

    // The legacy form: its own script copies the cookie into a hidden field on submit.
    await page.getByLabel('Номер заказа или накладной').fill('РН-2024-117');
    await page.getByLabel('Описание проблемы').fill('Брак упаковки');
    const [submitted] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname === '/complaints/submit' && r.method() === 'POST'),
      page.getByRole('button', { name: 'Отправить рекламацию' }).click(),
    ]);
    const form = new URLSearchParams(submitted.postData() ?? '');
    expect(JSON.parse(decodeURIComponent(form.get('recl') ?? ''))).toEqual(map);

    await page.getByRole('status').filter({ hasText: /Рекламация № \d+ принята/ }).waitFor();
    for (const [p, qnt] of [[first, 3], [second, 12]] as const) {
      const row = page.getByRole('row').filter({ hasText: p.articul });
      expect(await row.getByRole('cell').allTextContents()).toEqual([String(p.id), p.articul, p.header, String(qnt)]);
    }
    // The server took the complaint and cleared the cookie.
    expect(await reclCookie(context)).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('one character sends nothing; the second starts the search after the pause', async () => {
    const context = await demoContext(browser);
    const { page } = await complaintsPage(context);
    const searches: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/search/') searches.push(new URL(r.url()).searchParams.get('keyword') ?? '');
    });
    await searchField(page).pressSequentially('Б');
    await page.waitForTimeout(AUTOCOMPLETE_DELAY_MS + 400);
    expect(searches).toEqual([]);
    await searchField(page).pressSequentially('о');
    await widget(page).getByRole('option').first().waitFor();
    expect(searches).toEqual(['Бо']);
    await page.keyboard.press('Escape');
    await expect.poll(() => searchField(page).getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('a corrupted cookie is ignored with a warning: the page and the widget work', async () => {
    const context = await demoContext(browser);
    await context.addCookies([{ name: 'recl', value: '%7Bnot-json', url: portalUrl() }]);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    await page.goto(`${portalUrl()}/complaints/`);
    await widgetsDefined(page);
    await widget(page).getByText(m.complaintsEmpty).waitFor();
    expect(warnings.some((w) => w.includes('"recl"'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('axe finds nothing in the widget and the legacy form, with goods listed and a red quantity', async () => {
    const context = await browser.newContext({ baseURL: portalUrl(), locale: 'ru-RU' });
    await context.request.post('/api/getUserDemo/', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    const [first, second] = await twoProducts(context);
    await context.addCookies([
      { name: 'recl', value: encodeURIComponent(JSON.stringify({ [first.id]: 2, [second.id]: 5 })), url: portalUrl() },
    ]);
    const { page } = await complaintsPage(context);
    await quantityOf(page, first).fill('0');
    await expect.poll(() => quantityOf(page, first).getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => quantityOf(page, second).inputValue()).toBe('5');
    // The layout's other widgets and the page chrome have their own tests and owners.
    expect(await axe(page, ['b2b-complaints-search', '#recl-form'])).toEqual([]);
    await context.close();
  });
});
