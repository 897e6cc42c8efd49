// An order placed in one tab empties the basket in the others: each hears it
// on the basket's channel, re-reads the basket and says where the lines went.
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { basketChannelName } from 'b2b-widgets/internal';
import { held } from '../support/held';
import { deliveries } from '../../../src/testing';
import { fill, installBasketTestHooks, m, quantity, renderBasket, seedLines, state, table, worker } from './setup-basket';

installBasketTestHooks();

const sendButton = () => page.getByRole('button', { name: m.basketSend });

/** Posts on this file's basket channel as another tab of the same buyer would. */
function fromAnotherTab(message: unknown) {
  const otherTab = new BroadcastChannel(basketChannelName());
  otherTab.postMessage(message);
  otherTab.close();
}

describe('<Basket> and an order placed in another tab', () => {
  it('shows the emptied basket with the order’s number as a link; «Оформить заказ» waits while the lines on screen are already ordered', async () => {
    seedLines([2, 3]);
    await renderBasket();
    await expect.element(table()).toBeVisible();
    await expect.element(sendButton()).toBeEnabled();

    // The other tab's order took the lines on the server; this tab's re-read is held.
    state.basket = [];
    const reread = held();
    worker.use(http.get('/api/getBasketData', () => reread.hold(() => undefined)));
    fromAnotherTab({ type: 'order-sent', source: 'another-tab', order: { id: 9001, number: 'З-2025-9001' } });

    const said = page.getByRole('status').filter({ hasText: fill('basketOrderSentElsewhere', { number: 'З-2025-9001' }) });
    await expect.element(said).toBeVisible();
    await expect.element(sendButton()).toBeDisabled();

    reread.release();
    await expect.element(table()).not.toBeInTheDocument();
    await expect.element(page.getByText(m.basketEmptyTitle)).toBeVisible();
    await expect.element(said).toBeVisible();
    const link = said.getByRole('link', { name: fill('basketOrderOpen', { number: 'З-2025-9001' }) });
    await expect.element(link).toHaveAttribute('href', `/orders/?numberOrder=${encodeURIComponent('З-2025-9001')}`);
    expect(state.orders).toHaveLength(0);
  });

  it('ignores a message of another shape, and a plain change is re-read without a word', async () => {
    const [drill] = seedLines([2]);
    await renderBasket();
    await expect.element(table()).toBeVisible();
    fromAnotherTab({ type: 'order-sent', source: 'another-tab', order: { id: 'not a number' } });
    state.basket[0]!.qnt = 7;
    fromAnotherTab({ type: 'basket-changed', source: 'another-tab' });
    await expect.element(quantity(drill!)).toHaveValue('7');
    await expect.element(page.getByRole('status').filter({ hasText: 'другой вкладке' })).not.toBeInTheDocument();
    await expect.element(sendButton()).toBeEnabled();
  });

  it('the tab that placed the order tells the others its number', async () => {
    seedLines([1]);
    const heard: unknown[] = [];
    const listener = new BroadcastChannel(basketChannelName());
    listener.onmessage = (e) => heard.push(e.data);
    try {
      await renderBasket();
      await userEvent.selectOptions(page.getByRole('combobox', { name: m.basketDeliveryMethod }), deliveries.find((d) => d.id === '1')!.header);
      await userEvent.click(sendButton());
      await expect.poll(() => state.orders).toHaveLength(1);
      const { id } = state.orders[0]!;
      await expect.poll(() => heard.filter((d) => (d as { type: string }).type === 'order-sent')).toEqual([
        { type: 'order-sent', source: expect.any(String), order: { id, number: `З-2025-${id}` } },
      ]);
    } finally {
      listener.close();
    }
  });
});
