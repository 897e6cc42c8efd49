import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { BasketCounter } from 'b2b-widgets/basket-counter';
import { FastOrder } from 'b2b-widgets/fast-order';
import { ADDED_TO_CART_POPUP_MS } from '../../../src/core/constants';
import { defaultMessages as m } from '../../../src/core/messages';
import { debounceClock, messageClock } from '../support/clocks';
import { CONTRACT_CLEAN, products } from '../../../src/testing';
import { calls, ctx, renderFastOrder, setupFastOrderHarness, worker } from './harness';

/** The link's name for an empty basket: the visible 'Корзина' and 'пуста'. */
const emptyName = `${m.basketCounterLabel} ${m.basketCounterEmpty}`;

setupFastOrderHarness();

const drill = products.find((p) => p.articul === 'ФР-00101')!; // 12 in warehouse 1
const gloves = products.find((p) => p.articul === 'ФР-00126')!;

type Screen = Awaited<ReturnType<typeof renderFastOrder>>;

async function choose(screen: Screen, code: string) {
  await userEvent.type(screen.getByRole('combobox', { name: m.fastOrderCodeLabel }), code);
  await userEvent.click(screen.getByRole('option', { name: new RegExp(`^${code} `) }));
}

const quantity = (screen: Screen) => screen.getByRole('spinbutton', { name: m.fastOrderQuantityLabel });
const addButton = (screen: Screen) => screen.getByRole('button', { name: m.fastOrderAdd, exact: true });

describe('<FastOrder> add to basket', () => {
  it('adds with processBasket (id, qnt, wms, type, contract, payload) and shows the popup with links', async () => {
    const screen = await renderFastOrder();
    await choose(screen, drill.articul);
    await userEvent.fill(quantity(screen), '3');
    await userEvent.click(addButton(screen));
    const popup = screen.getByRole('status').filter({ hasText: m.addedToBasket });
    await expect.element(popup).toBeVisible();
    await expect.element(popup.getByRole('link', { name: m.toCart })).toHaveAttribute('href', '/cart/');
    await expect.element(popup.getByRole('button', { name: m.continueShopping })).toBeVisible();
    const [add] = calls('processBasket');
    expect(add!.body).toEqual({ id: drill.id, qnt: 3, wms: 1, type: 'products', contract: CONTRACT_CLEAN, payload: null });
    expect(ctx.state.basket).toMatchObject([{ id: drill.id, qnt: 3, wms: 1, contract: CONTRACT_CLEAN }]);
    // Ready for the next code: the field is empty and focused again.
    await expect.element(screen.getByRole('combobox', { name: m.fastOrderCodeLabel })).toHaveValue('');
    await expect.element(screen.getByRole('combobox', { name: m.fastOrderCodeLabel })).toHaveFocus();
  });

  it('the popup goes away after 2.5 s', async () => {
    const clock = messageClock();
    const screen = await renderFastOrder();
    await choose(screen, drill.articul);
    await userEvent.click(addButton(screen));
    const popup = screen.getByText(m.addedToBasket);
    await expect.element(popup).toBeVisible();
    // Its wait starts once it is drawn (an effect).
    await expect.poll(() => clock.pending).toBe(1);
    await clock.advance(ADDED_TO_CART_POPUP_MS - 1);
    await expect.element(popup).toBeVisible();
    await clock.advance(1);
    await expect.element(popup).not.toBeInTheDocument();
  });

  it('fires b2b-basket-change with the new count, and a counter on the same page follows without a reload', async () => {
    const events: number[] = [];
    document.addEventListener('b2b-basket-change', (e) => events.push(e.detail.count));
    const screen = await render(
      <>
        <BasketCounter />
        <FastOrder />
      </>,
    );
    await expect.element(screen.getByRole('link', { name: emptyName })).toBeVisible();
    await choose(screen, drill.articul);
    await userEvent.click(addButton(screen));
    await expect.element(screen.getByRole('link', { name: 'Корзина, 1 товар', exact: true })).toBeVisible();
    expect(events).toEqual([1]);
    expect(calls('getBasketData')).toHaveLength(1);
  });

  it('quantity 0 says "Укажите количество товара" and sends nothing', async () => {
    const screen = await renderFastOrder();
    await choose(screen, drill.articul);
    // The counter's own wait (500 ms) would make the typed 0 a 1 before a late
    // click on a loaded machine, which then added 1: it waits for this test.
    debounceClock();
    await userEvent.fill(quantity(screen), '0');
    await userEvent.click(addButton(screen));
    await expect.element(screen.getByRole('alert').filter({ hasText: m.zeroQuantity })).toBeVisible();
    // Enter in the field is an add too.
    await userEvent.fill(quantity(screen), '0');
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('alert').filter({ hasText: m.zeroQuantity })).toBeVisible();
    expect(calls('processBasket')).toHaveLength(0);
    // The chosen product is kept.
    await expect.element(screen.getByRole('combobox', { name: m.fastOrderCodeLabel })).toHaveValue(drill.articul);
  });

  it('asks to choose a product when only part of a code was typed and nothing chosen', async () => {
    const screen = await renderFastOrder();
    await userEvent.type(screen.getByRole('combobox', { name: m.fastOrderCodeLabel }), 'ФР-001');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(addButton(screen));
    await expect.element(screen.getByRole('alert').filter({ hasText: m.fastOrderChooseProduct })).toBeVisible();
    expect(calls('processBasket')).toHaveLength(0);
  });

  it('a shortage says so and resets the quantity to what is available', async () => {
    const screen = await renderFastOrder();
    await choose(screen, drill.articul);
    await userEvent.fill(quantity(screen), '20');
    await userEvent.click(addButton(screen));
    await expect.element(screen.getByRole('alert').filter({ hasText: m.stockShortage })).toBeVisible();
    await expect.element(quantity(screen)).toHaveValue('12');
    expect(ctx.state.basket).toHaveLength(0);
    // Adding what is available now works.
    await userEvent.click(addButton(screen));
    await expect.element(screen.getByText(m.addedToBasket)).toBeVisible();
    expect(ctx.state.basket).toMatchObject([{ id: drill.id, qnt: 12 }]);
  });

  it('shows a failure (the old site only logged it), keeps what was typed, and retries', async () => {
    let fail = true;
    worker.use(
      http.post('/api/processBasket', () =>
        fail ? HttpResponse.json({ status: 'error', message: 'Сервер на обслуживании' }, { status: 503 }) : undefined,
      ),
    );
    const screen = await renderFastOrder();
    await choose(screen, drill.articul);
    await userEvent.fill(quantity(screen), '2');
    await userEvent.click(addButton(screen));
    const alert = screen.getByRole('alert').filter({ hasText: 'Сервер на обслуживании' });
    await expect.element(alert).toBeVisible();
    await expect.element(screen.getByRole('combobox', { name: m.fastOrderCodeLabel })).toHaveValue(drill.articul);
    await expect.element(quantity(screen)).toHaveValue('2');
    fail = false;
    await userEvent.click(alert.getByRole('button', { name: m.retry }));
    await expect.element(screen.getByText(m.addedToBasket)).toBeVisible();
    expect(ctx.state.basket).toMatchObject([{ id: drill.id, qnt: 2 }]);
  });

  it('with no connection the add is kept on the device, said in Russian, and sent once the server answers', async () => {
    worker.use(http.post('/api/processBasket', () => HttpResponse.error(), { once: true }));
    const screen = await renderFastOrder();
    await choose(screen, drill.articul);
    await userEvent.click(addButton(screen));
    await expect.element(screen.getByRole('alert').filter({ hasText: m.basketAddKept })).toBeVisible();
    expect(ctx.state.basket).toEqual([]);
    // The store tries again after its back-off (1 s); the add arrives once.
    await expect.poll(() => ctx.state.basket, { timeout: 5_000 }).toMatchObject([{ id: drill.id, qnt: 1 }]);
    expect(calls('processBasket').filter((c) => (c.body as { id: number }).id === drill.id).length).toBeLessThanOrEqual(2);
  });

  it('adds a variant as a variants line', async () => {
    const screen = await renderFastOrder();
    await userEvent.type(screen.getByRole('combobox', { name: m.fastOrderCodeLabel }), gloves.articul);
    await userEvent.click(screen.getByRole('option', { name: /^ФР-00126-L / }));
    await userEvent.click(addButton(screen));
    await expect.element(screen.getByText(m.addedToBasket)).toBeVisible();
    expect(calls('processBasket')[0]!.body).toMatchObject({ id: gloves.variants[1]!.id, type: 'variants', qnt: 1 });
  });

  it('keyboard only: type, arrow, Enter, quantity, Enter', async () => {
    const screen = await renderFastOrder();
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('ФР-0010');
    await expect.element(screen.getByRole('option').first()).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    // The choice moves focus to the quantity, selected, ready to type over.
    await expect.element(quantity(screen)).toHaveFocus();
    // Selected a frame later (FastOrder.tsx): typing before that would add to the 1.
    const field = quantity(screen).element() as HTMLInputElement;
    await expect.poll(() => (field.selectionEnd ?? 0) - (field.selectionStart ?? 0)).toBe(field.value.length);
    await userEvent.keyboard('4{Enter}');
    await expect.element(screen.getByText(m.addedToBasket)).toBeVisible();
    expect(calls('processBasket')[0]!.body).toMatchObject({ id: drill.id, qnt: 4 });
    await expect.element(screen.getByRole('combobox', { name: m.fastOrderCodeLabel })).toHaveFocus();
  });

  it('keyboard only: Tab reaches the add button and Enter adds', async () => {
    const screen = await renderFastOrder();
    await userEvent.keyboard('{Tab}ФР-00101');
    await expect.element(screen.getByRole('option').first()).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect.element(quantity(screen)).toHaveFocus();
    // quantity -> "+" -> add
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(addButton(screen)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByText(m.addedToBasket)).toBeVisible();
  });
});
