// The basket on a phone: at 390 px the widget is 370 px wide in the portal's page, and
// the table scrolls sideways in its own box under its sticky first columns, the row's
// check box and name. A quantity field the buyer reaches from the keyboard is scrolled
// into that box clear of them, with its − and +: the − and the line's message used to
// show from under the name cell («личество» of «Укажите количество товара»), and once the
// columns were cleared, a field tabbed into from its − left its + and the message's end
// past the box's right edge.
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Basket } from 'b2b-widgets/basket';
import { COUNTER_DEBOUNCE_MS } from '../../../src/core/constants';
import { counterMessages } from '../../../src/ui/counter/counter-messages';
import { debounceClock } from '../support/clocks';
import { installBasketTestHooks, m, quantity, row, seedLines } from './setup-basket';

installBasketTestHooks();

/** What shows at (x, y) of the page is `el` or inside it. */
function shows(el: Element, x: number, y: number): boolean {
  const hit = (el.getRootNode() as Document | ShadowRoot).elementFromPoint(x, y);
  return hit !== null && el.contains(hit);
}

/** `el` shows from its left edge to its right. */
function wholeShows(el: Element): boolean {
  const box = el.getBoundingClientRect();
  const y = box.top + box.height / 2;
  return shows(el, box.left + 1, y) && shows(el, box.left + box.width / 2, y) && shows(el, box.right - 1, y);
}

/** Each line of `el`'s text shows from its first letter to its last. */
function textShows(el: Element): boolean {
  const range = document.createRange();
  range.selectNodeContents(el);
  return [...range.getClientRects()].every((line) => {
    const y = line.top + line.height / 2;
    return shows(el, line.left + 1, y) && shows(el, line.right - 1, y);
  });
}

describe('<Basket> on a phone', () => {
  it('a quantity field reached from the keyboard shows its − and + and its message clear of the sticky check box and name', async () => {
    const goods = seedLines([2, 3, 4]);
    // A name with a word longer than the name column is wide: it must not widen the column.
    goods[1]!.header = 'Насос электрогидравлический погружной';
    await render(
      <div style={{ width: '370px' }}>
        <Basket />
      </div>,
    );
    const clock = debounceClock();
    const counter = (line: { header: string }) => ({
      minus: row(line.header).getByRole('button', { name: counterMessages.decrease }).element(),
      plus: row(line.header).getByRole('button', { name: counterMessages.increase }).element(),
    });
    for (const line of goods) {
      await expect.element(quantity(line!)).toBeVisible();
      // Focus scrolls the field into the table's scroll box, as Tab or a tap does.
      (quantity(line!).element() as HTMLElement).focus();
      const { minus, plus } = counter(line!);
      expect(wholeShows(minus), `the − of «${line!.header}»`).toBe(true);
      expect(wholeShows(plus), `the + of «${line!.header}»`).toBe(true);
    }
    // From the last line's check box, Tab to its − and on to its field; a 0 typed: the
    // spec's message under the field, whole.
    const last = goods[goods.length - 1]!;
    row(last.header).getByRole('checkbox').element().focus();
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(quantity(last)).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}0');
    await clock.advance(COUNTER_DEBOUNCE_MS);
    const message = row(last.header).getByRole('alert');
    await expect.element(message).toHaveTextContent(m.zeroQuantity);
    expect(textShows(message.element()), 'the message').toBe(true);
    const { minus, plus } = counter(last);
    expect(wholeShows(minus), 'the − of the last line').toBe(true);
    expect(wholeShows(plus), 'the + of the last line').toBe(true);
  });
});
