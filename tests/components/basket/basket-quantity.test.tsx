// Quantity edits through the page's basket store: debounced, the last value
// wins, the spec's shortage and zero-quantity messages, rollback and retry.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { getBasketStore } from 'b2b-widgets/internal';
import { COUNTER_DEBOUNCE_MS } from '../../../src/core/constants';
import { formatPrice } from '../../../src/core/format';
import { held } from '../support/held';
import { debounceClock } from '../support/clocks';
import { calls, installBasketTestHooks, m, quantity, renderBasket, row, seedLines, state, worker } from './setup-basket';

installBasketTestHooks();

const qntOf = (id: number) => state.basket.find((i) => i.id === id)?.qnt;

/**
 * The field's text replaced in one input, as a paste or a select-and-type
 * does: cleared and then typed, a loaded machine's pause between the two
 * (over the counter's 500 ms) committed the emptied field, and the line's
 * quantity came back before the digits (4, then 0 typed: 40).
 */
async function typeQuantity(goods: { header: string; articul: string }, text: string) {
  await userEvent.fill(quantity(goods), text);
}

describe('<Basket> quantities', () => {
  it('sends one update with the last value typed, and the sums follow', async () => {
    const [drill, other] = seedLines([1, 2]);
    await renderBasket();
    await expect.element(quantity(drill!)).toHaveValue('1');
    await typeQuantity(drill!, '5');
    await typeQuantity(drill!, '7');
    await userEvent.keyboard('{Tab}');
    await expect.poll(() => qntOf(drill!.id)).toBe(7);
    const updates = calls('processBasketUpdate');
    expect(updates).toHaveLength(1);
    expect(updates[0]!.body).toMatchObject({ id: drill!.id, type: 'products', qnt: 7 });
    await expect.element(row(drill!.header).getByRole('cell', { name: formatPrice(drill!.price * 7), exact: true })).toBeVisible();
    const total = drill!.price * 7 + other!.price * 2;
    await expect.element(page.getByText(`${formatPrice(total)}\u00A0₽`)).toBeVisible();
  });

  it('a burst of + clicks is one request after the user stops', async () => {
    // The debounce waits on a clock the test moves: the clicks are a burst however slow the machine.
    const clock = debounceClock();
    const [drill] = seedLines([2]);
    await renderBasket();
    const plus = row(drill!.header).getByRole('button', { name: 'Увеличить количество' });
    await userEvent.click(plus);
    await clock.advance(COUNTER_DEBOUNCE_MS - 1);
    await userEvent.click(plus);
    await clock.advance(COUNTER_DEBOUNCE_MS - 1);
    await userEvent.click(plus);
    await expect.element(quantity(drill!)).toHaveValue('5');
    expect(calls('processBasketUpdate')).toHaveLength(0);
    await clock.advance(COUNTER_DEBOUNCE_MS);
    await expect.poll(() => qntOf(drill!.id)).toBe(5);
    await getBasketStore().whenIdle();
    expect(clock.pending).toBe(0);
    expect(calls('processBasketUpdate').map((r) => (r.body as { qnt: number }).qnt)).toEqual([5]);
  });

  it('past the stock: the spec message, and the quantity reset to the stock (on the server too)', async () => {
    const [drill] = seedLines([2]);
    const stock = drill!.stocks.find((s) => s.wms_id === 1)!.quantity;
    await renderBasket();
    await typeQuantity(drill!, String(stock + 50));
    await userEvent.keyboard('{Enter}');
    await expect.element(row(drill!.header).getByRole('alert')).toHaveTextContent(m.stockShortage);
    await expect.element(quantity(drill!)).toHaveValue(String(stock));
    await expect.poll(() => qntOf(drill!.id)).toBe(stock);
    expect(calls('processBasketUpdate').map((r) => (r.body as { qnt: number }).qnt)).toEqual([stock + 50, stock]);
    // The shortage is final: nothing to retry.
    await expect.element(row(drill!.header).getByRole('button', { name: m.retry })).not.toBeInTheDocument();
  });

  it('a typed 0 gets the spec message; the line keeps its quantity and nothing is sent', async () => {
    const [drill] = seedLines([4]);
    await renderBasket();
    // The counter's wait (500 ms) runs on this test's clock: it passes once
    // the buyer has left the field, however slowly the machine runs.
    const clock = debounceClock();
    await typeQuantity(drill!, '0');
    await userEvent.keyboard('{Tab}');
    await clock.advance(COUNTER_DEBOUNCE_MS);
    await expect.element(row(drill!.header).getByRole('alert')).toHaveTextContent(m.zeroQuantity);
    await expect.element(quantity(drill!)).toHaveValue('4');
    // Whatever still waited for its debounce goes out now: there must be nothing.
    await getBasketStore().flush();
    expect(calls('processBasketUpdate')).toHaveLength(0);
    expect(qntOf(drill!.id)).toBe(4);
    // The next real edit clears the message and goes out.
    await userEvent.click(row(drill!.header).getByRole('button', { name: 'Увеличить количество' }));
    await expect.element(row(drill!.header).getByText(m.zeroQuantity)).not.toBeInTheDocument();
    await clock.advance(COUNTER_DEBOUNCE_MS);
    await expect.poll(() => qntOf(drill!.id)).toBe(5);
  });

  it('an emptied field waits for the next number; left empty, it counts as no quantity', async () => {
    const [drill] = seedLines([3]);
    await renderBasket();
    const clock = debounceClock();
    await typeQuantity(drill!, '');
    // A buyer between two numbers: nothing comes back into the field, nothing is said or sent.
    await clock.advance(COUNTER_DEBOUNCE_MS * 4);
    await expect.element(quantity(drill!)).toHaveValue('');
    expect(row(drill!.header).getByRole('alert').elements()).toHaveLength(0);
    // Leaving the counter (past its + button) says it; the line keeps its 3.
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(row(drill!.header).getByRole('alert')).toHaveTextContent(m.zeroQuantity);
    await expect.element(quantity(drill!)).toHaveValue('3');
    await getBasketStore().flush();
    expect(calls('processBasketUpdate')).toHaveLength(0);
  });

  it('a failed save rolls the line back with the reason; Повторить sends the wanted value again', async () => {
    const [drill] = seedLines([2]);
    let fail = true;
    worker.use(
      http.post('/api/processBasketUpdate', () =>
        fail ? HttpResponse.json({ status: 'error', message: 'Сервер перегружен, попробуйте позже' }, { status: 503 }) : undefined,
      ),
    );
    await renderBasket();
    await typeQuantity(drill!, '6');
    await userEvent.keyboard('{Enter}');
    await expect.element(row(drill!.header).getByRole('alert')).toHaveTextContent('Сервер перегружен, попробуйте позже');
    await expect.element(quantity(drill!)).toHaveValue('2');
    expect(qntOf(drill!.id)).toBe(2);
    fail = false;
    await userEvent.click(row(drill!.header).getByRole('button', { name: m.retry }));
    await expect.poll(() => qntOf(drill!.id)).toBe(6);
    await expect.element(quantity(drill!)).toHaveValue('6');
    await expect.element(row(drill!.header).getByRole('alert')).not.toBeInTheDocument();
  });

  it('a late reply never overwrites a newer edit', async () => {
    const [drill] = seedLines([1]);
    // The reply to the first save is late: the test lets it go once the buyer
    // has typed a newer value (one request per line at a time, so the second
    // save goes out after it).
    const late = held();
    worker.use(http.post('/api/processBasketUpdate', () => (late.holds ? undefined : late.hold(() => undefined))));
    await renderBasket();
    await typeQuantity(drill!, '3');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => late.holds).toBe(1);
    await typeQuantity(drill!, '8');
    await userEvent.keyboard('{Enter}');
    await expect.element(quantity(drill!)).toHaveValue('8');
    await late.answered();
    // Read at once, two frames after the reply for 3 was handed back: no flash of the old value.
    expect(quantity(drill!).element()).toHaveValue('8');
    await expect.poll(() => calls('processBasketUpdate').map((r) => (r.body as { qnt: number }).qnt)).toEqual([3, 8]);
    await expect.poll(() => qntOf(drill!.id)).toBe(8);
    await expect.element(quantity(drill!)).toHaveValue('8');
  });

  it('tells the host page: b2b-basket-change with the number of lines', async () => {
    const [drill] = seedLines([1, 1]);
    const counts: number[] = [];
    const listener = (e: Event) => counts.push((e as CustomEvent<{ count: number }>).detail.count);
    document.addEventListener('b2b-basket-change', listener);
    try {
      await renderBasket();
      await userEvent.click(row(drill!.header).getByRole('button', { name: 'Увеличить количество' }));
      await expect.poll(() => counts).toEqual([2]);
    } finally {
      document.removeEventListener('b2b-basket-change', listener);
    }
  });

  it('works from the keyboard: arrows step, Enter sends', async () => {
    const [drill] = seedLines([2]);
    await renderBasket();
    await expect.element(quantity(drill!)).toBeVisible();
    quantity(drill!).element().focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    await expect.poll(() => qntOf(drill!.id)).toBe(4);
  });
});
