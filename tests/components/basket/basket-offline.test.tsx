// A basket edited with the connection gone: the edit stays on screen, marked
// «Не отправлено: нет связи» on its line and once for the page, blocks
// sending the order (saying why), and goes out when the server answers
// again. (A reload mid-queue: tests/unit/stores/basket-offline.test.ts; the
// question before leaving: the e2e basket test, since msw's worker takes a
// beforeunload event for the page going away.)
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { deliveries } from '../../../src/testing';
import { installBasketTestHooks, calls, m, quantity, renderBasket, row, seedLines, state, table, worker } from './setup-basket';

installBasketTestHooks();

let offline = false;
/** The network as the page sees it: every /api call fails while offline (the fake server still answers otherwise). */
function network() {
  offline = false;
  worker.use(http.all('/api/*', () => (offline ? HttpResponse.error() : undefined)));
}

const lineAlert = () => table().getByRole('alert').filter({ hasText: m.basketUnsent });
const pageAlert = () => page.getByRole('alert').filter({ hasText: m.basketUnsentPage });

describe('<Basket> with the connection gone', () => {
  it('keeps a quantity typed offline, says so, blocks the order with the reason, and sends it once online', async () => {
    network();
    const [drill] = seedLines([2]);
    await renderBasket();
    await expect.element(table()).toBeVisible();
    await userEvent.selectOptions(page.getByRole('combobox', { name: m.basketDeliveryMethod }), deliveries.find((d) => d.id === '1')!.header);

    offline = true;
    await userEvent.fill(quantity(drill!), '5');
    await userEvent.tab();
    await expect.element(lineAlert()).toBeVisible();
    await expect.element(pageAlert()).toBeVisible();
    await expect.element(quantity(drill!)).toHaveValue('5');
    expect(state.basket[0]!.qnt).toBe(2);

    // The order would not hold the 5: it is not sent, and the buyer reads why.
    await userEvent.click(page.getByRole('button', { name: m.basketSend }));
    await expect.element(page.getByRole('alert').filter({ hasText: m.basketSendUnsent })).toBeVisible();
    expect(state.orders).toHaveLength(0);

    // The connection is back: the kept 5 is sent, once, and the notices go.
    const fives = () => calls('processBasketUpdate').filter((c) => (c.body as { qnt?: number }).qnt === 5).length;
    const triedOffline = fives();
    offline = false;
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => state.basket[0]?.qnt, { timeout: 10_000 }).toBe(5);
    await expect.element(quantity(drill!)).toHaveValue('5');
    await expect.element(pageAlert()).not.toBeInTheDocument();
    await expect.element(lineAlert()).not.toBeInTheDocument();
    expect(fives() - triedOffline).toBe(1);
  });

  it('a delete made offline takes the line off the screen and removes it on the server once online', async () => {
    network();
    const [drill, saw] = seedLines([2, 3]);
    await renderBasket();
    await expect.element(table()).toBeVisible();
    offline = true;
    await userEvent.click(row(saw!.header).getByRole('checkbox'));
    await userEvent.click(table().getByRole('button', { name: m.basketDeleteChecked }));
    await userEvent.click(page.getByRole('alertdialog', { name: m.confirmTitle }).getByRole('button', { name: m.yes }));
    await expect.element(pageAlert()).toBeVisible();
    await expect.element(row(saw!.header)).not.toBeInTheDocument();
    expect(state.basket).toHaveLength(2);
    offline = false;
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => state.basket.map((l) => l.id)).toEqual([drill!.id]);
    await expect.element(pageAlert()).not.toBeInTheDocument();
  });
});
