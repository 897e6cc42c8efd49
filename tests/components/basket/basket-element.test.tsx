// <b2b-basket> as the custom element legacy pages use: shadow root and styles,
// the contract and warehouse attributes, and events bubbling out to the page.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import 'b2b-widgets/basket/element';
import { CONTRACT_DEBT } from '../../../src/testing';
import { calls, installBasketTestHooks, m, seedLines, state } from './setup-basket';

installBasketTestHooks();

function events(type: string): unknown[] {
  const seen: unknown[] = [];
  document.addEventListener(type, (e) => seen.push((e as CustomEvent).detail));
  return seen;
}

describe('<b2b-basket> element', () => {
  it('renders the table in an open shadow root with its own styles', async () => {
    const [drill] = seedLines([1, 2]);
    document.body.innerHTML = '<b2b-basket></b2b-basket>';
    const el = document.querySelector('b2b-basket')!;
    await expect.element(page.getByRole('table', { name: m.basketCaption })).toBeVisible();
    expect(el.shadowRoot?.querySelector('table')).not.toBeNull();
    expect(document.querySelector('table')).toBeNull();
    await expect.element(page.getByText(drill!.header)).toBeVisible();
    // The widget's sheet is adopted inside its shadow root, not in the page.
    expect(el.shadowRoot!.adoptedStyleSheets.some((s) => [...s.cssRules].some((r) => r.cssText.includes('.b2b-basket-totals')))).toBe(true);
  });

  it('contract and warehouse attributes choose them for the session', async () => {
    seedLines([1], CONTRACT_DEBT);
    document.body.innerHTML = `<b2b-basket contract="${CONTRACT_DEBT}" warehouse="2"></b2b-basket>`;
    await expect.poll(() => calls('setContract').map((r) => r.body)).toEqual([{ id: CONTRACT_DEBT, wms: 2 }]);
    await expect.element(page.getByRole('combobox', { name: m.basketWarehouse })).toHaveDisplayValue(state.warehouses[1]!.header);
    // The debt contract's notice shows on load.
    await expect.element(page.getByText(m.debtTitle)).toBeVisible();
  });

  it('b2b-basket-change and b2b-order-created reach a listener on document', async () => {
    const [drill] = seedLines([1, 1]);
    const changes = events('b2b-basket-change');
    const orders = events('b2b-order-created');
    document.body.innerHTML = '<b2b-basket></b2b-basket>';
    await expect.element(page.getByText(drill!.header)).toBeVisible();
    await userEvent.click(page.getByRole('row').filter({ hasText: drill!.header }).getByRole('checkbox'));
    await userEvent.click(page.getByRole('button', { name: m.basketDeleteChecked }));
    await userEvent.click(page.getByRole('button', { name: m.yes, exact: true }));
    await expect.poll(() => changes).toEqual([{ count: 1 }]);

    await userEvent.selectOptions(page.getByRole('combobox', { name: m.basketDeliveryMethod }), 'Самовывоз со склада');
    await userEvent.click(page.getByRole('button', { name: m.basketSend }));
    await expect.element(page.getByText(m.basketOrderDoneTitle)).toBeVisible();
    const id = state.orders[0]!.id;
    expect(orders).toEqual([{ id, number: `З-2025-${id}` }]);
    await expect.poll(() => changes).toEqual([{ count: 1 }, { count: 0 }]);
  });
});
