// The catalogue and the header's counter on one page, two tags that share the
// basket store: an add goes through it, and the counter follows. In the
// standalone and npm builds the two are separate entries, so this file also
// runs against dist/ (vitest.config.ts DIST_TESTS): a store duplicated across
// chunks would leave the counter behind.
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { BasketCounter } from 'b2b-widgets/basket-counter';
import { CatalogFilter } from 'b2b-widgets/catalog-filter';
import { ADDED_TO_CART_POPUP_MS } from '../../../src/core/constants';
import { defaultMessages as m } from '../../../src/core/messages';
import { CONTRACT_CLEAN } from '../../../src/testing';
import { messageClock } from '../support/clocks';
import { addButton, calls, drill, quantity, stateOf, setupCatalogHarness } from './harness';

setupCatalogHarness();

describe('<CatalogFilter> beside <BasketCounter>', () => {
  it('adds through the basket store: processBasket, the popup for 2.5 s, b2b-basket-change, the counter follows', async () => {
    const clock = messageClock();
    const events: number[] = [];
    document.addEventListener('b2b-basket-change', (e) => events.push(e.detail.count));
    const screen = await render(
      <>
        <BasketCounter />
        <CatalogFilter />
      </>,
    );
    // The header counter (whatever its exact wording) shows the number of basket lines.
    const counter = screen.getByRole('link', { name: /^Корзина/ });
    await expect.element(counter).toBeVisible();
    await userEvent.fill(quantity(screen, drill.header), '3');
    await userEvent.click(addButton(screen, drill.header));
    const popup = screen.getByRole('status').filter({ hasText: m.addedToBasket });
    await expect.element(popup).toBeVisible();
    await expect.element(popup.getByRole('link', { name: m.toCart })).toHaveAttribute('href', '/cart/');
    await expect.element(popup.getByRole('button', { name: m.continueShopping })).toBeVisible();
    expect(calls('processBasket').map((c) => c.body)).toEqual([
      { id: drill.id, qnt: 3, wms: 1, type: 'products', contract: CONTRACT_CLEAN, payload: null },
    ]);
    expect(stateOf().basket).toMatchObject([{ id: drill.id, qnt: 3, wms: 1, contract: CONTRACT_CLEAN }]);
    await expect.element(counter).toHaveAccessibleName(/1 товар$/);
    expect(events).toEqual([1]);
    // Ready for the next add.
    await expect.element(quantity(screen, drill.header)).toHaveValue('1');
    // Spec 9: the popup goes after 2.5 s (its wait starts once it is drawn).
    await expect.poll(() => clock.pending).toBe(1);
    await clock.advance(ADDED_TO_CART_POPUP_MS - 1);
    await expect.element(popup).toBeVisible();
    await clock.advance(1);
    await expect.element(popup).not.toBeInTheDocument();
  });

});
