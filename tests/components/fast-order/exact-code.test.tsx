// A code typed or pasted in full, then «В корзину», adds that
// product without a click on a suggestion; on React and on Preact.
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { defaultMessages as m } from '../../../src/core/messages';
import { CONTRACT_CLEAN, products } from '../../../src/testing';
import { calls, pasteInto, renderFastOrder, setupFastOrderHarness } from './harness';

setupFastOrderHarness();

const drill = products.find((p) => p.articul === 'ФР-00101')!;
const goggles = products.find((p) => p.articul === 'ФР-00127')!; // 140 in warehouse 1

type Screen = Awaited<ReturnType<typeof renderFastOrder>>;
const quantity = (screen: Screen) => screen.getByRole('spinbutton', { name: m.fastOrderQuantityLabel });
const addButton = (screen: Screen) => screen.getByRole('button', { name: m.fastOrderAdd, exact: true });

describe('<FastOrder> exact code', () => {
  it('an exact code typed in full, then «В корзину», adds that product without a click on a suggestion ', async () => {
    const screen = await renderFastOrder();
    await userEvent.type(screen.getByRole('combobox', { name: m.fastOrderCodeLabel }), drill.articul.toLowerCase());
    await userEvent.keyboard('{Escape}');
    await userEvent.fill(quantity(screen), '2');
    await userEvent.click(addButton(screen));
    await expect.element(screen.getByRole('status').filter({ hasText: m.addedToBasket })).toBeVisible();
    expect(calls('processBasket').map((c) => c.body)).toEqual([{ id: drill.id, qnt: 2, wms: 1, type: 'products', contract: CONTRACT_CLEAN, payload: null }]);
    await expect.element(screen.getByRole('combobox', { name: m.fastOrderCodeLabel })).toHaveValue('');
  });

  it('an exact code pasted into the field, then «В корзину», adds it too', async () => {
    const screen = await renderFastOrder();
    const field = screen.getByRole('combobox', { name: m.fastOrderCodeLabel });
    await userEvent.click(field);
    // A single code is no table: the widget lets the browser insert it, one input event with the whole text.
    pasteInto(field.element(), goggles.articul);
    await userEvent.fill(field, goggles.articul);
    await expect.element(screen.getByRole('option').first()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(addButton(screen));
    await expect.element(screen.getByRole('status').filter({ hasText: m.addedToBasket })).toBeVisible();
    expect(calls('processBasket').map((c) => (c.body as { id: number }).id)).toEqual([goggles.id]);
  });

  it('part of a code is no product: it still asks to choose from the suggestions', async () => {
    const screen = await renderFastOrder();
    await userEvent.type(screen.getByRole('combobox', { name: m.fastOrderCodeLabel }), drill.articul.slice(0, -1));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(addButton(screen));
    await expect.element(screen.getByRole('alert').filter({ hasText: m.fastOrderChooseProduct })).toBeVisible();
    expect(calls('processBasket')).toHaveLength(0);
  });
});
