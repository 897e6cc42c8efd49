// The widgets keep their sizes whatever the host page does to its root font
// size. Bootstrap 3 sets `html { font-size: 10px }` (older themes `62.5%`);
// sizes in rem would follow it, and the basket's «−» and «+» shrank to 23 px,
// under WCAG 2.5.8's 24 px target. Each control's box is measured on a page
// without such a rule and again with each one: every box stays the same.
import { describe, expect, it } from 'vitest';
import { page, type Locator } from 'vitest/browser';
import 'b2b-widgets/basket/element';
import 'b2b-widgets/basket-counter/element';
import 'b2b-widgets/callback/element';
import 'b2b-widgets/fast-order/element';
import { defaultMessages as m } from '../../../src/core/messages';
import { fill } from '../../../src/core/messages/fill';
import { CONTRACT_CLEAN } from '../../../src/testing';
import { uiMessages as u } from '../../../src/ui/ui-messages';
import { fakePortal } from '../support/fake-server';

const portal = fakePortal();

/** WCAG 2.5.8 (target size, minimum). */
const MIN_TARGET = 24;

/** The root rules legacy themes ship, each alone, and Bootstrap 3's pair as it comes. */
const ROOT_RULES = {
  'html 10px': 'html { font-size: 10px; }',
  'html 62.5%': 'html { font-size: 62.5%; }',
  'Bootstrap 3': 'html { font-size: 10px; } body { font-size: 14px; line-height: 1.42857143; }',
};

interface Box {
  width: number;
  height: number;
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const host = (tag: string) => page.elementLocator(document.querySelector(tag)!);

/** The controls measured, by name. */
function controls(): Record<string, Locator> {
  const [line] = portal.state.basket;
  const product = portal.state.products.find((p) => p.id === line!.id)!;
  const quantity = fill(m.basketQuantityLabel, { header: product.header, articul: product.articul });
  const basket = host('b2b-basket');
  const row = basket.getByRole('row').filter({ hasText: product.header });
  const dialog = page.getByRole('dialog', { name: m.callbackTitle });
  const fastOrder = host('b2b-fast-order');
  return {
    'basket −': row.getByRole('button', { name: u.decrease }),
    'basket +': row.getByRole('button', { name: u.increase }),
    'basket quantity': row.getByRole('spinbutton', { name: quantity }),
    'basket row check box': row.getByRole('checkbox'),
    'basket warehouse': basket.getByRole('combobox', { name: m.basketWarehouse }),
    'basket send': basket.getByRole('button', { name: m.basketSend }),
    'basket counter link': host('b2b-basket-counter').getByRole('link'),
    'fast order code field': fastOrder.getByRole('combobox', { name: m.fastOrderCodeLabel }),
    'fast order add': fastOrder.getByRole('button', { name: m.fastOrderAdd, exact: true }),
    'callback dialog': dialog,
    'callback phone field': dialog.getByLabelText(m.callbackPhone),
    'callback name field': dialog.getByLabelText(m.callbackName),
    'callback submit': dialog.getByRole('button', { name: m.callbackSubmit }),
    'callback close': dialog.getByRole('button', { name: m.close }),
  };
}

async function measure(): Promise<Record<string, Box>> {
  // Layout after the style change, and a frame for anything a resize observer moves.
  await frame();
  await frame();
  const round = (n: number) => Math.round(n * 100) / 100;
  return Object.fromEntries(
    Object.entries(controls()).map(([name, locator]) => {
      const r = locator.element().getBoundingClientRect();
      return [name, { width: round(r.width), height: round(r.height) }];
    }),
  );
}

describe('widget sizes under a host page root font size', () => {
  it('every control keeps its box, and «−» and «+» stay at least 24 px', async () => {
    const inStock = portal.state.products.find((p) => !p.variants.length && (p.stocks.find((s) => s.wms_id === 1)?.quantity ?? 0) >= 10)!;
    portal.state.basket.push({ id: inStock.id, type: 'products', qnt: 2, wms: 1, contract: CONTRACT_CLEAN, payload: null });
    document.body.innerHTML = `<header><b2b-fast-order></b2b-fast-order> <b2b-basket-counter></b2b-basket-counter></header>
      <main><b2b-basket></b2b-basket></main><b2b-callback open></b2b-callback>`;
    for (const locator of Object.values(controls())) await expect.element(locator).toBeVisible();

    const plain = await measure();
    for (const name of ['basket −', 'basket +'] as const) {
      expect(plain[name]!.width, name).toBeGreaterThanOrEqual(MIN_TARGET);
      expect(plain[name]!.height, name).toBeGreaterThanOrEqual(MIN_TARGET);
    }
    const style = document.head.appendChild(document.createElement('style'));
    try {
      for (const [label, rules] of Object.entries(ROOT_RULES)) {
        style.textContent = rules;
        const sized = await measure();
        expect(sized, label).toEqual(plain);
      }
    } finally {
      style.remove();
    }
  });
});
