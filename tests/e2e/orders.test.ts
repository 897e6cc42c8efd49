// On the reference portal: <b2b-orders> on /orders/ for the demo user.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { defaultMessages as m } from '../../src/core/messages';
import { stopOrdersNotice } from '../../src/core/rules/stop-orders';
import { SEEDED_ORDERS } from '../../examples/portal/server/seed/orders';
import { fileBrowser, watchErrors } from './browser';
import { demoContext, demoOn } from './portal-session';
import { fill } from '../../src/core/messages/fill';

const portal = inject('portalUrl');
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
/** ДП-101, the demo user's contract with stopOrders set (seed/accounts). */
const STOPPED_CONTRACT = 101;

const browser = fileBrowser();

const numberOf = async (page: Page, id: number) =>
  ((await (await page.request.get(`${portal}/api/order/${id}/`)).json()) as { order: { number: string } }).order.number;
const table = (page: Page) => page.locator('b2b-orders').getByRole('table', { name: m.ordersCaption });
const numbers = (page: Page) => table(page).getByRole('button', { name: /^Открыть заказ/ }).allTextContents();
/** The next reply to GET order whose query has `params`: its order numbers and their count in all. */
async function listReply(page: Page, params: Record<string, string>): Promise<{ orders: string[]; count: number }> {
  const reply = await page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/order/' && r.request().method() === 'GET' && Object.entries(params).every(([k, v]) => url.searchParams.get(k) === v);
  });
  const body = (await reply.json()) as { orders: { number: string }[]; count: number };
  return { orders: body.orders.map((o) => o.number), count: body.count };
}

describe('/orders/', () => {
  it('filters by a period and a state, pages to page 2, and a reload gives the same list', async () => {
    const { page, errors } = await demoOn(browser, '/orders/');
    const orders = page.locator('b2b-orders');
    await expect.poll(() => numbers(page)).not.toHaveLength(0);
    // The list keeps showing the last one (aria-busy) while the next is on its
    // way: what it must show is each reply's orders, not whatever changed first.
    const filtered = listReply(page, { state: '3', page: '1' });
    await orders.getByRole('combobox', { name: m.ordersPeriod }).selectOption('year');
    await orders.getByRole('combobox', { name: m.ordersState }).selectOption({ label: 'Выполнен' });
    await orders.getByRole('button', { name: m.ordersApply }).click();
    const first = await filtered;
    expect(first.orders).toHaveLength(10);
    expect(first.count).toBeGreaterThanOrEqual(20);
    await expect.poll(() => numbers(page)).toEqual(first.orders);
    expect(await orders.getByText(/^Найдено заказов/).textContent()).toMatch(new RegExp(`: ${first.count}$`));
    expect(new URL(page.url()).searchParams.get('state')).toBe('3');
    const next = listReply(page, { state: '3', page: '2' });
    await orders.getByRole('navigation').getByRole('button', { name: 'Страница 2', exact: true }).click();
    const shown = (await next).orders;
    expect(shown).not.toEqual(first.orders);
    await expect.poll(() => numbers(page)).toEqual(shown);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await page.reload();
    await expect.poll(() => numbers(page)).toEqual(shown);
    expect(errors).toEqual([]);
  });

  it('cancels a new order: the state changes without a reload and stays after one', async () => {
    const { page } = await demoOn(browser, '/orders/');
    const number = await numberOf(page, SEEDED_ORDERS.cancellable);
    const orders = page.locator('b2b-orders');
    const row = table(page).getByRole('row').filter({ hasText: number });
    await orders.getByRole('button', { name: `${m.ordersCancel} ${number}` }).click();
    await orders.getByRole('alertdialog').getByRole('button', { name: m.yes }).click();
    await expect.poll(() => row.getByText('Отменён').count()).toBe(1);
    await page.reload();
    await expect.poll(() => table(page).getByRole('row').filter({ hasText: number }).getByText('Отменён').count()).toBe(1);
  });

  it('the same order cancelled in two tabs: the losing tab shows «Отменён» and says so once, with no «Отменить» or «Повторить»', async () => {
    // Two pages of one browser context: the buyer's two tabs, one session.
    const context = await demoContext(browser);
    try {
      // An order in progress no other test cancels (state 2; a retry of this test takes the next one).
      const list = (await (await context.request.get(`${portal}/api/order/?dateselect=year&state=2`)).json()) as { orders: { number: string; cancellable: boolean }[] };
      const { number } = list.orders.find((o) => o.cancellable)!;
      const [a, b] = [await context.newPage(), await context.newPage()];
      const errors = [watchErrors(a), watchErrors(b)];
      // Tab A's reads of the list: the 409 carries the order, so the refusal needs none.
      let listReads = 0;
      a.on('request', (r) => {
        if (new URL(r.url()).pathname === '/api/order/' && r.method() === 'GET') listReads += 1;
      });
      for (const tab of [a, b]) await tab.goto(`/orders/?numberOrder=${encodeURIComponent(number)}`);
      const row = (tab: Page) => table(tab).getByRole('row').filter({ hasText: number });
      const cancelButton = (tab: Page) => tab.locator('b2b-orders').getByRole('button', { name: `${m.ordersCancel} ${number}` });
      // Tab A asks first and waits on «Подтвердите действие»; tab B cancels meanwhile.
      await cancelButton(a).click();
      await cancelButton(b).click();
      await b.locator('b2b-orders').getByRole('alertdialog').getByRole('button', { name: m.yes }).click();
      await expect.poll(() => row(b).getByText('Отменён').count()).toBe(1);
      const readsBefore = listReads;
      await a.locator('b2b-orders').getByRole('alertdialog').getByRole('button', { name: m.yes }).click();
      const said = fill(m.ordersAlreadyCancelled, { number });
      const alert = a.locator('b2b-orders').getByRole('alert');
      await expect.poll(() => alert.textContent()).toBe(said);
      expect(await a.locator('b2b-orders').getByText(said).count()).toBe(1);
      await expect.poll(() => row(a).getByText('Отменён').count()).toBe(1);
      expect(await cancelButton(a).count()).toBe(0);
      expect(await alert.getByRole('button', { name: m.retry }).count()).toBe(0);
      expect(listReads).toBe(readsBefore);
      // The browser logs the refused request itself (409); nothing else went wrong in either tab.
      expect(errors.flat().filter((e) => !/\b409\b/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('repeats an old order: the basket counter grows by the added lines and /cart/ shows them; goods out of stock give ‘Нет в наличии’', async () => {
    const { page } = await demoOn(browser, '/orders/?dateselect=quarter');
    await page.request.get(`${portal}/api/clearBasket/`, { headers: XHR });
    await page.reload();
    const number = await numberOf(page, SEEDED_ORDERS.repeatable);
    const orders = page.locator('b2b-orders');
    await orders.getByRole('textbox', { name: m.ordersNumber }).fill(number);
    await orders.getByRole('button', { name: m.ordersApply }).click();
    await orders.getByRole('button', { name: `${m.ordersRepeat} ${number}` }).click();
    await orders.getByRole('dialog', { name: new RegExp(m.previewTitle) }).getByRole('button', { name: m.previewAdd }).click();
    await expect.poll(() => orders.getByRole('dialog', { name: m.repeatDone }).getByText(fill(m.repeatDoneCount, { n: 3 })).count()).toBe(1);
    await expect.poll(() => page.locator('b2b-basket-counter').getByRole('link').textContent()).toMatch(/3/);

    const empty = await numberOf(page, SEEDED_ORDERS.outOfStock);
    await orders.getByRole('dialog', { name: m.repeatDone }).getByText(m.close, { exact: true }).click();
    await orders.getByRole('textbox', { name: m.ordersNumber }).fill(empty);
    await orders.getByRole('button', { name: m.ordersApply }).click();
    await orders.getByRole('button', { name: `${m.ordersRepeat} ${empty}` }).click();
    await expect.poll(() => orders.getByRole('dialog', { name: m.repeatEmptyTitle }).getByText(m.repeatEmpty).count()).toBe(1);

    await page.goto(`${portal}/cart/`);
    await expect.poll(() => page.locator('b2b-basket').getByRole('row').count()).toBeGreaterThanOrEqual(4);
  });

  it('on the stop-orders contract ДП-101 «Повторить» is offered disabled, described by its reason shown above the list', async () => {
    const { page, errors } = await demoOn(browser, `/orders/?contract=${STOPPED_CONTRACT}`);
    const init = (await (await page.request.get(`${portal}/api/initdata/`, { headers: XHR })).json()) as {
      contracts: { id: number; header: string; stopOrders: boolean; debtAlert: string | null }[];
    };
    const contract = init.contracts.find((c) => c.id === STOPPED_CONTRACT)!;
    expect(contract.stopOrders).toBe(true);
    const reason = fill(m.ordersRepeatStopped, { contract: contract.header, notice: stopOrdersNotice(m.stopOrdersTitle, contract.debtAlert) });
    const number = await numberOf(page, SEEDED_ORDERS.stopped);
    const orders = page.locator('b2b-orders');
    const repeat = orders.getByRole('button', { name: `${m.ordersRepeat} ${number}` });
    await repeat.waitFor();
    expect(await repeat.isDisabled()).toBe(true);
    // Its accessible description is the reason: the text its aria-describedby names, in the widget's shadow root.
    const described = await repeat.evaluate((el) => {
      const root = el.getRootNode() as Document | ShadowRoot;
      return (el.getAttribute('aria-describedby') ?? '').split(/\s+/).map((id) => root.getElementById(id)?.textContent ?? '').join(' ').trim();
    });
    expect(described).toBe(reason);
    expect(await orders.getByText(reason, { exact: true }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('cannot read buyer2’s order by id', async () => {
    const { page } = await demoOn(browser, '/orders/');
    expect((await page.request.get(`${portal}/api/order/${SEEDED_ORDERS.buyer2}/`)).status()).toBe(404);
  });
});
