// On the reference portal: <b2b-basket> on /cart/ with the demo user,
// real seeded goods and stock, real PGlite, the standalone build.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { defaultMessages as m } from '../../src/core/messages';
import { axe } from './page-checks';
import { fileBrowser, watchErrors } from './browser';
import { fill } from '../../src/core/messages/fill';

const portal = inject('portalUrl');
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

interface Contract {
  id: number;
  header: string;
  stopOrders: boolean;
  debtAlert: string | null;
}
interface Line {
  id: number;
  type: string;
  qnt: number;
  articul: string;
  header: string;
  stock: number;
}
interface BasketData {
  contract: number;
  actualWms: number;
  count: { products: number };
  items: Line[];
}
interface Product {
  id: number;
  header: string;
  stocks: { wms_id: number; quantity: number }[];
  variants: unknown[];
}

const browser = fileBrowser();
let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function api<T>(page: Page, method: string, body?: unknown, status = 200): Promise<T> {
  const url = `${portal}/api/${method}/`;
  const res = body === undefined ? await page.request.get(url, { headers: XHR }) : await page.request.post(url, { data: body, headers: XHR });
  expect(res.status(), `${method}: ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}

/**
 * The demo user on the clean contract, warehouse 1, with `n` lines already in the
 * basket (the first with little stock, so it is easy to ask for more than there is).
 */
async function demoWithLines(n: number): Promise<{ page: Page; errors: string[]; contracts: Contract[]; lines: Line[] }> {
  context = await browser.newContext({ locale: 'ru-RU', baseURL: portal });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await api(page, 'getUserDemo', {});
  const { contracts } = await api<{ contracts: Contract[] }>(page, 'initdata');
  const clean = contracts.find((c) => !c.stopOrders && !c.debtAlert)!;
  await api(page, 'setContract', { id: clean.id, wms: 1 });
  await api(page, 'clearBasket');
  const goods: Product[] = [];
  let low: Product | undefined;
  for (let p = 1; (goods.length < n - 1 || !low) && p < 30; p++) {
    const reply = await api<{ products: Product[] }>(page, 'filter', { available: 1, warehouse: 1, perpage: 50, page: p });
    for (const product of reply.products) {
      if (product.variants.length) continue;
      const stock = product.stocks.find((s) => s.wms_id === 1)?.quantity ?? 0;
      if (!low && stock >= 2 && stock <= 20) low = product;
      else if (stock >= 5 && goods.length < n - 1) goods.push(product);
    }
  }
  for (const product of [low!, ...goods]) await api(page, 'processBasket', { id: product.id, qnt: 1, wms: 1, contract: clean.id });
  const basket = await api<BasketData>(page, 'getBasketData');
  expect(basket.count.products).toBe(n);
  await page.goto('/cart/');
  await expect.poll(() => page.getByRole('table', { name: m.basketCaption }).count(), { timeout: 20_000 }).toBe(1);
  const first = basket.items.find((l) => l.id === low!.id)!;
  return { page, errors, contracts, lines: [first, ...basket.items.filter((l) => l !== first)] };
}

/** The widget (other widgets of the layout show notices too). */
const basketEl = (page: Page): Locator => page.locator('b2b-basket');
/** A line's row, by its articul (several goods may share a name). */
const rowOf = (page: Page, line: Line): Locator =>
  basketEl(page).getByRole('row').filter({ has: page.getByRole('cell', { name: line.articul, exact: true }) });
const quantityOf = (page: Page, line: Line): Locator =>
  basketEl(page).getByRole('spinbutton', { name: m.basketQuantityLabel.replace('{header}', line.header).replace('{articul}', line.articul), exact: true });
/** The header counter's link by its name ('Корзина, 2 товара', 'Корзина пуста'). */
const counter = (page: Page, name: string): Locator => page.locator('b2b-basket-counter').getByRole('link', { name, exact: true });
const basketOf = (page: Page) => api<BasketData>(page, 'getBasketData');

describe('<b2b-basket> on /cart/', () => {
  it('a quantity past the stock: the spec message, and the quantity reset to the stock', async () => {
    const { page, errors, lines } = await demoWithLines(3);
    const low = lines[0]!;
    const field = quantityOf(page, low);
    await field.fill(String(low.stock + 5));
    await field.press('Enter');
    await expect.poll(() => rowOf(page, low).getByRole('alert').textContent()).toContain(m.stockShortage);
    await expect.poll(() => field.inputValue()).toBe(String(low.stock));
    await expect.poll(async () => (await basketOf(page)).items.find((l) => l.id === low.id)?.qnt).toBe(low.stock);
    // Chromium logs the server's 409 shortage answer: that one is the point of the test.
    expect(errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
  });

  it('bulk-deletes two checked lines after «Удалить отмеченные товары?»', async () => {
    const { page, errors, lines } = await demoWithLines(4);
    const [a, b] = [lines[1]!, lines[2]!];
    await rowOf(page, a).getByRole('checkbox').check();
    await rowOf(page, b).getByRole('checkbox').check();
    await basketEl(page).getByRole('button', { name: m.basketDeleteChecked }).click();
    const dialog = basketEl(page).getByRole('alertdialog', { name: m.confirmTitle });
    await expect.poll(() => dialog.getByText(m.confirmDeleteChecked).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: m.yes, exact: true }).click();
    await expect.poll(() => rowOf(page, a).count()).toBe(0);
    await expect.poll(() => rowOf(page, b).count()).toBe(0);
    const left = await basketOf(page);
    expect(left.items.map((l) => l.id).sort()).toEqual([lines[0]!.id, lines[3]!.id].sort());
    // The header counter on the same page follows.
    await counter(page, `${m.basketCounterLabel}, 2 ${m.basketCounterGoodsFew}`).waitFor();
    expect(errors).toEqual([]);
  });

  it('edits made offline are kept, said, asked about on leaving, and sent once the connection is back, even from another tab', async () => {
    const { page, errors, lines } = await demoWithLines(3);
    const [a, b, c] = [lines[0]!, lines[1]!, lines[2]!];
    // Online: a change that reaches the server at once.
    await quantityOf(page, b).fill('2');
    await quantityOf(page, b).press('Tab');
    await expect.poll(async () => (await basketOf(page)).items.find((l) => l.id === b.id)?.qnt).toBe(2);
    await rowOf(page, c).getByRole('checkbox').check();

    await context!.setOffline(true);
    await quantityOf(page, a).fill('2');
    await quantityOf(page, a).press('Tab');
    // The page's notice comes once, above the lines: the next clicks wait for the layout it makes.
    await expect.poll(() => basketEl(page).getByRole('alert').filter({ hasText: m.basketUnsentPage }).count()).toBe(1);
    await quantityOf(page, b).fill('4');
    await quantityOf(page, b).press('Tab');
    await basketEl(page).getByRole('button', { name: m.basketDeleteChecked }).click();
    await basketEl(page).getByRole('alertdialog', { name: m.confirmTitle }).getByRole('button', { name: m.yes, exact: true }).click();
    // Each kept line says so, the page says it once; the fields keep what was typed.
    await expect.poll(() => basketEl(page).getByRole('alert').filter({ hasText: m.basketUnsentPage }).count()).toBe(1);
    await expect.poll(() => rowOf(page, a).getByRole('alert').textContent()).toBe(m.basketUnsent);
    await expect.poll(() => rowOf(page, b).getByRole('alert').textContent()).toBe(m.basketUnsent);
    expect(await rowOf(page, c).count()).toBe(0);
    expect(await quantityOf(page, a).inputValue()).toBe('2');
    // The server has none of them yet (the test's own requests are not offline).
    const meanwhile = await basketOf(page);
    const byId = (items: Line[]) => items.map((l) => [l.id, l.qnt]).sort(([x], [y]) => x! - y!);
    expect(byId(meanwhile.items)).toEqual(byId(lines.map((l) => ({ ...l, qnt: l.id === b.id ? 2 : l.qnt }))));

    // Closing the tab asks first.
    let asked = '';
    page.on('dialog', (dialog) => {
      asked = dialog.type();
      void dialog.accept();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked).toBe('beforeunload');
    await expect.poll(() => page.isClosed()).toBe(true);

    // The connection is back; the buyer opens /cart/ in a new tab: the kept edits go out, once.
    await context!.setOffline(false);
    const again = await context!.newPage();
    const errorsAgain = watchErrors(again);
    await again.goto('/cart/');
    await expect.poll(async () => byId((await basketOf(again)).items), { timeout: 10_000 }).toEqual(byId([{ ...a, qnt: 2 }, { ...b, qnt: 4 }]));
    await expect.poll(() => quantityOf(again, b).inputValue()).toBe('4');
    await expect.poll(() => basketEl(again).getByRole('alert').filter({ hasText: m.basketUnsent }).count()).toBe(0);
    // Chromium logs the requests the offline page could not make.
    expect([...errors, ...errorsAgain].filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e))).toEqual([]);
  });

  it('saves the basket as a draft', async () => {
    const { page, errors } = await demoWithLines(2);
    await basketEl(page).getByRole('button', { name: m.basketDraftSave }).click();
    const dialog = basketEl(page).getByRole('dialog', { name: m.basketDraftTitle });
    const name = dialog.getByRole('textbox', { name: m.basketDraftName });
    expect(await name.inputValue()).toMatch(/^Корзина от \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    await name.fill('Объект на Ленинском, e2e');
    const saved = page.waitForResponse((r) => r.url().includes('/api/addToDraft/') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: m.basketDraftSubmit }).click();
    const reply = await saved;
    expect(reply.status()).toBe(200);
    expect(await reply.json()).toMatchObject({ status: 'success', header: 'Объект на Ленинском, e2e' });
    await expect.poll(() => basketEl(page).getByText('Черновик «Объект на Ленинском, e2e» сохранён').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('sends the order on a clean contract: confirmation with the number, the basket empty', async () => {
    const { page, errors } = await demoWithLines(3);
    await basketEl(page).getByRole('combobox', { name: m.basketDeliveryMethod }).selectOption({ label: 'Транспортная компания' });
    await basketEl(page).getByRole('combobox', { name: m.basketDeliveryCompany }).selectOption({ index: 1 });
    await basketEl(page).getByRole('combobox', { name: m.basketDeliveryCompanyAddress }).selectOption({ index: 1 });
    await basketEl(page).getByRole('radio', { name: m.basketAvailability2 }).check();
    await basketEl(page).getByRole('textbox', { name: m.basketComment }).fill('Разгрузка с 9 до 18');
    const placed = page.waitForResponse((r) => r.url().endsWith('/api/order/') && r.request().method() === 'POST');
    await basketEl(page).getByRole('button', { name: m.basketSend }).click();
    const reply = await placed;
    expect(reply.status()).toBe(200);
    const order = (await reply.json()) as { id: number; number: string };
    expect(order.number).toMatch(/^З-\d{4}-\d{5}$/);
    // The demo user's order says it is a demo one, as the demo intro does.
    const done = basketEl(page).getByRole('status').filter({ hasText: m.basketDemoOrderDoneTitle });
    await expect.poll(() => done.textContent()).toContain(fill(m.basketDemoOrderDone, { number: order.number }));
    expect(await done.textContent()).not.toContain(fill(m.basketOrderDone, { number: order.number }));
    expect((await basketOf(page)).count.products).toBe(0);
    await counter(page, `${m.basketCounterLabel} ${m.basketCounterEmpty}`).waitFor();
    // The choice of company is remembered for next time (setdelivery).
    const init = await api<{ delivery: { id: string; company: number | null } }>(page, 'getBasketTableInit');
    expect(init.delivery).toMatchObject({ id: '3', company: expect.any(Number) });

    // Its link opens the order on /orders/, whose details show what was chosen.
    await Promise.all([page.waitForURL(/\/orders\/\?numberOrder=/), done.getByRole('link', { name: fill(m.basketOrderOpen, { number: order.number }) }).click()]);
    const orders = page.locator('b2b-orders');
    await orders.getByRole('button', { name: fill(m.ordersOpen, { number: order.number }) }).click();
    const details = page.getByRole('dialog', { name: fill(m.ordersLinesTitle, { number: order.number }) });
    await expect.poll(() => details.getByText('Разгрузка с 9 до 18').isVisible()).toBe(true);
    await expect.poll(() => details.getByText(m.basketAvailability2).isVisible()).toBe(true);
    await expect.poll(() => details.getByText('Транспортная компания', { exact: false }).first().isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('an order sent in one tab empties the basket in the others within 2 s: the counter 0 and the order’s number as a link', async () => {
    const { page: a, errors, lines } = await demoWithLines(3);
    // Tab B on /cart/ and tab C on /catalog/: the same buyer, the same session.
    const b = await context!.newPage();
    const c = await context!.newPage();
    await b.goto('/cart/');
    await c.goto('/catalog/');
    await expect.poll(() => quantityOf(b, lines[0]!).count(), { timeout: 20_000 }).toBe(1);
    await counter(c, `${m.basketCounterLabel}, 3 ${m.basketCounterGoodsFew}`).waitFor();
    await basketEl(a).getByRole('combobox', { name: m.basketDeliveryMethod }).selectOption({ label: 'Самовывоз со склада' });
    const placed = a.waitForResponse((r) => r.url().endsWith('/api/order/') && r.request().method() === 'POST');
    await basketEl(a).getByRole('button', { name: m.basketSend }).click();
    const order = (await (await placed).json()) as { number: string };
    const sentAt = Date.now();
    const elsewhere = basketEl(b).getByRole('status').filter({ hasText: fill(m.basketOrderSentElsewhere, { number: order.number }) });
    await elsewhere.waitFor({ timeout: 2_000 });
    await counter(b, `${m.basketCounterLabel} ${m.basketCounterEmpty}`).waitFor({ timeout: 2_000 });
    await counter(c, `${m.basketCounterLabel} ${m.basketCounterEmpty}`).waitFor({ timeout: 2_000 });
    await basketEl(b).getByRole('table', { name: m.basketCaption }).waitFor({ state: 'detached', timeout: 2_000 });
    expect(Date.now() - sentAt).toBeLessThan(2_000);
    // Nothing left to send in B: no «Оформить заказ», the empty basket, and the way to the order.
    expect(await basketEl(b).getByRole('button', { name: m.basketSend }).count()).toBe(0);
    expect(await basketEl(b).getByText(m.basketEmptyTitle).count()).toBe(1);
    expect(await elsewhere.getByRole('link', { name: fill(m.basketOrderOpen, { number: order.number }) }).getAttribute('href')).toBe(
      `/orders/?numberOrder=${encodeURIComponent(order.number)}`,
    );
    expect(errors).toEqual([]);
  });

  it('axe finds nothing in the basket with its lines, notices and delivery form', async () => {
    const { page, contracts } = await demoWithLines(3);
    const debt = contracts.find((c) => !c.stopOrders && c.debtAlert)!;
    await basketEl(page).getByRole('combobox', { name: m.basketContract }).selectOption({ label: debt.header });
    await expect.poll(() => basketEl(page).getByText(m.debtTitle).isVisible()).toBe(true);
    await basketEl(page).getByRole('checkbox').nth(1).check();
    expect(await axe(page, ['b2b-basket'])).toEqual([]);
  });

  it('on the stop-orders contract: the notice, sending blocked, and the server refuses too', async () => {
    const { page, errors, contracts } = await demoWithLines(2);
    const stopped = contracts.find((c) => c.stopOrders)!;
    await basketEl(page).getByRole('combobox', { name: m.basketContract }).selectOption({ label: stopped.header });
    // The notice shows once on the page, in <b2b-notices>; the basket keeps it as the reason of its disabled send.
    await page.locator('b2b-notices').getByText(stopped.debtAlert!).first().waitFor();
    const send = basketEl(page).getByRole('button', { name: m.basketSend });
    await expect.poll(() => send.isDisabled()).toBe(true);
    expect(await send.getAttribute('aria-describedby')).toBeTruthy();
    // The lines moved to that contract on the server; placing it directly is refused with the notice.
    const refused = await api<{ message: string }>(
      page,
      'order',
      { contract: stopped.id, warehouse: 1, delivery: '1', date: '01.01.2000', availability: 1 },
      409,
    );
    expect(refused.message).toBe(`${m.stopOrdersTitle}: ${stopped.debtAlert}`);
    expect((await basketOf(page)).count.products).toBe(2);
    expect(errors).toEqual([]);
  });
});
