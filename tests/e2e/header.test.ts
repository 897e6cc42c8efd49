// The portal's header in a buyer's hands, for the demo user:
// - one way to the cart: exactly one link or button in the header whose name
//   says «Корзина» (the counter, «Корзина, 3 товара»), at 1366 and 390 px;
// - the user's name before «Выйти»; the top news line above the header, not in it;
// - on a phone (390 px) the header is at most 200 px tall: its secondary links
//   fold into «Меню», which opens and closes them (and Escape closes it); and
//   nothing moves there while the widgets load;
// - the keyboard's first stop is «К содержимому», and Enter on it puts focus
//   in <main>; the demo intro, which opens with nothing focused, gives focus to
//   the page's heading when closed.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMessages as m } from '../../src/core/messages';
import { fileBrowser, watchErrors } from './browser';
import { CLS_LIMIT, fillBasket, layoutShift, OBSERVE, stockedProducts, useCleanContract, visit } from './page-checks';
import { demoContext, portalUrl, widgetsDefined } from './portal-session';

const browser = fileBrowser();
const long = { timeout: 15_000 };
/** The tallest the header may be on a phone: the page starts on the first screen. */
const PHONE_HEADER_MAX = 200;

let context: BrowserContext;
let lines = 0;
beforeAll(async () => {
  context = await demoContext(browser);
  context.setDefaultTimeout(20_000);
  const contract = await useCleanContract(context);
  lines = await fillBasket(context, contract, await stockedProducts(context, contract, 3, { plain: true }));
  expect(lines).toBe(3);
}, 120_000);
afterAll(() => context?.close());

async function openAt(width: number, path = '/'): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.setViewportSize({ width, height: 844 });
  await page.goto(path);
  await widgetsDefined(page);
  return { page, errors };
}

const header = (page: Page) => page.locator('header');
const menuButton = (page: Page) => header(page).getByRole('button', { name: 'Меню', exact: true });
/** Links and buttons (shadow roots included) the header offers whose name says «Корзина». */
const cartWays = async (page: Page) =>
  (await header(page).getByRole('link', { name: /Корзина/ }).count()) + (await header(page).getByRole('button', { name: /Корзина/ }).count());

describe('the header for the demo user', () => {
  it.each([1366, 390])('at %i px: one way to the cart, the counter named «Корзина, N товара»', async (width) => {
    const { page, errors } = await openAt(width);
    const counter = page.locator('b2b-basket-counter').getByRole('link', { name: `${m.basketCounterLabel}, ${lines} ${m.basketCounterGoodsFew}`, exact: true });
    await counter.waitFor(long);
    expect(await counter.getAttribute('href')).toBe('/cart/');
    expect(await cartWays(page)).toBe(1);
    // Nor is it hidden in the folded menu.
    if (width === 390) {
      await menuButton(page).click();
      await header(page).getByRole('link', { name: 'Заказать звонок' }).waitFor();
      expect(await cartWays(page)).toBe(1);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at 1366 px: everything shows, no «Меню»; the name comes before «Выйти»; the news line is above the header', async () => {
    const { page } = await openAt(1366);
    expect(await menuButton(page).isVisible()).toBe(false);
    for (const name of ['Заказать звонок', 'Скачать прайс-лист', 'Главная', 'Каталог']) expect(await header(page).getByRole('link', { name }).isVisible(), name).toBe(true);
    const name = await page.locator('.header-account .user-name').boundingBox();
    const logout = await header(page).getByRole('button', { name: 'Выйти' }).boundingBox();
    expect(name!.x + name!.width).toBeLessThanOrEqual(logout!.x);
    expect(await page.locator('header b2b-top-news').count()).toBe(0);
    await page.close();
  });

  it(`at 390 px: at most ${PHONE_HEADER_MAX} px tall; «Меню» opens and closes the folded links`, async () => {
    const { page } = await openAt(390);
    await page.locator('b2b-fast-order').getByRole('combobox', { name: m.fastOrderCodeLabel }).waitFor();
    const height = (await header(page).boundingBox())!.height;
    expect(height).toBeLessThanOrEqual(PHONE_HEADER_MAX);

    const menu = menuButton(page);
    const folded = ['Заказать звонок', 'Скачать прайс-лист', 'Главная'].map((name) => header(page).getByRole('link', { name, exact: true }));
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    for (const link of folded) expect(await link.isVisible()).toBe(false);
    expect(await header(page).getByRole('button', { name: 'Выйти' }).isVisible()).toBe(false);

    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    const controls = await menu.getAttribute('aria-controls');
    expect(await page.locator(`#${controls}`).isVisible()).toBe(true);
    for (const link of folded) expect(await link.isVisible()).toBe(true);
    expect(await header(page).getByRole('button', { name: 'Выйти' }).isVisible()).toBe(true);

    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    for (const link of folded) expect(await link.isVisible()).toBe(false);

    // Escape in the open menu closes it and goes back to its button.
    await menu.click();
    await folded[0]!.focus();
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.evaluate((button) => document.activeElement === button)).toBe(true);
    await page.close();
  });
});

describe('the phone header while the widgets load', () => {
  it.each(['/', '/orders/'])('%s at 390 px: no layout shift (styles.css reserves the compact fast order and the counter)', async (path) => {
    const phone = await browser.newContext({ baseURL: portalUrl(), locale: 'ru-RU', viewport: { width: 390, height: 844 } });
    await phone.request.post('/api/getUserDemo/', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    await phone.addInitScript(OBSERVE);
    const { page } = await visit(phone, path);
    const { cls, shifts } = await layoutShift(page);
    expect(cls, `layout shifts on ${path}:\n${shifts.join('\n')}`).toBeLessThanOrEqual(CLS_LIMIT);
    await phone.close();
  });
});

describe('the keyboard path', () => {
  it.each(['/', '/orders/?page=2', '/account/#managers'])('%s: the first Tab stops at «К содержимому», Enter puts focus in <main>', async (path) => {
    const { page } = await openAt(1366, path);
    const address = page.url();
    const skip = page.getByRole('link', { name: 'К содержимому' });
    // Hidden until focused: no room taken, nothing drawn.
    expect((await skip.boundingBox())!.width).toBeLessThanOrEqual(1);
    await page.keyboard.press('Tab');
    expect(await skip.evaluate((link) => document.activeElement === link)).toBe(true);
    expect((await skip.boundingBox())!.width).toBeGreaterThan(50);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), long).toBe('content');
    expect(await page.evaluate(() => document.activeElement?.localName)).toBe('main');
    // The address stays: the account page's tab (its :target) and a list's filter with it.
    expect(page.url()).toBe(address);
    await page.close();
  });

  it('the demo intro opens with nothing focused; closed with Escape, it gives focus to the page’s heading', async () => {
    const visitor = await browser.newContext({ baseURL: portalUrl(), locale: 'ru-RU' });
    const page = await visitor.newPage();
    await page.goto('/');
    await page.locator('form[action="/demo-login"] button').first().click();
    await page.waitForURL('**/catalog/');
    const intro = page.getByRole('dialog', { name: m.demoIntroTitle });
    await expect.poll(() => intro.isVisible(), long).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => intro.isVisible(), long).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.localName), long).toBe('h1');
    await visitor.close();
  });
});
