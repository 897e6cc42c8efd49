// The basket on a phone: at 390 px the widget is 370 px wide in the portal's page, and
// each line is a card (name, code, prices, stock, the counter and the sum) with nothing
// to scroll sideways; the virtual rows stay, the cards measured as they are drawn; the
// totals stay at the bottom of the screen with «К оформлению». A quantity field reached
// from the keyboard shows with its − and + and its message whole.
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Basket } from 'b2b-widgets/basket';
import { COUNTER_DEBOUNCE_MS } from '../../../src/core/constants';
import { counterMessages } from '../../../src/ui/counter/counter-messages';
import { debounceClock } from '../support/clocks';
import { seedBasket } from '../../../src/testing';
import { installBasketTestHooks, m, quantity, row, seedLines, state, table, worker } from './setup-basket';
import { held } from '../support/held';

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

describe('<Basket> on a phone: each line a card', () => {
  const narrow = () =>
    render(
      <div style={{ width: '370px' }}>
        <Basket />
      </div>,
    );
  const scroller = () => table().element().closest<HTMLElement>('.b2b-table-scroll')!;

  it('a line shows its code, name, prices, stock, counter and sum in its card, with nothing to scroll sideways', async () => {
    const [first] = seedLines([2, 3, 4]);
    await narrow();
    const line = row(first!.header);
    await expect.element(line).toBeVisible();
    const box = scroller();
    expect(box.scrollWidth, 'the table scrolls sideways').toBeLessThanOrEqual(box.clientWidth);
    const card = line.element().getBoundingClientRect();
    const plus = line.getByRole('button', { name: counterMessages.increase }).element();
    const code = line.element().querySelector('[data-col="articul"]')!;
    expect(code.textContent).toBe(`${m.basketColArticul}: ${first!.articul}`);
    for (const [what, el] of [['+', plus], ['the code', code]] as const) {
      const r = el.getBoundingClientRect();
      expect(r.left >= card.left && r.right <= card.right, `${what} inside its card`).toBe(true);
      expect(wholeShows(el), `${what} shows whole`).toBe(true);
    }
    // Each cell says what it is: the column's name shows before the value.
    expect(wholeShows(code.querySelector('.b2b-table-card-label')!), 'the label').toBe(true);
  });

  it('keeps the virtual rows: 300 lines draw a screenful of cards and a few beyond it, and scrolling brings the last', async () => {
    seedBasket(state, 300);
    await narrow();
    await expect.element(table()).toBeVisible();
    const rows = () => [...table().element().querySelectorAll('tbody tr[part="row"]')];
    expect(rows().length).toBeLessThan(40);
    const box = scroller();
    expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    // In the middle of the list: a few cards drawn out of sight on each side, ready for the
    // scroll, not ten (1,500 px): each drawn card is restyled with the page on every dialog.
    // Two, and a card or two more where estimated heights put the box's edge further (five
    // before, and ten before that).
    // Again on each try: the box grows as the rows turn into cards and are measured.
    const inMiddle = () => {
      box.scrollTop = box.scrollHeight / 2;
      return rows().some((r) => Number(r.getAttribute('aria-rowindex')) > 120);
    };
    await expect.poll(inMiddle).toBe(true);
    const edge = box.getBoundingClientRect();
    expect(rows().filter((r) => r.getBoundingClientRect().top >= edge.bottom).length).toBeLessThanOrEqual(4);
    expect(rows().filter((r) => r.getBoundingClientRect().bottom <= edge.top).length).toBeLessThanOrEqual(4);
    // Scrolled to the end (again as measured cards change the height): the last card ends
    // where the box does, with no gap of estimated height under it.
    const lastAtEnd = () => {
      box.scrollTop = box.scrollHeight;
      const last = rows().at(-1)!;
      return last.getAttribute('aria-rowindex') === String(300 + 1) && Math.abs(last.getBoundingClientRect().bottom - box.getBoundingClientRect().bottom) <= 2;
    };
    await expect.poll(lastAtEnd).toBe(true);
  });

  it('a deleted card takes its own height with it: the list is shorter by that card, not by an average one', async () => {
    seedBasket(state, 300);
    // The line listed first (name ascending) with a name long enough for a card taller than the others.
    const tall = state.products.at(-300)!;
    tall.header = `Аааа ${'наименование товара в несколько строк '.repeat(4)}`.trim();
    await narrow();
    const rows = () => [...table().element().querySelectorAll('tbody tr[part="row"]')];
    // The virtual rows have come and measured the cards drawn: scrolled ten cards down, the
    // cards above the screen are drawn too, which the first screenful (from the top) never is.
    // Scrolled again on each try: the box grows as the rows turn into cards and are measured.
    await expect
      .poll(() => {
        scroller().scrollTop = 1500;
        return Number(rows()[0]?.getAttribute('aria-rowindex'));
      })
      .toBeGreaterThan(2);
    scroller().scrollTop = 0;
    const card = row(tall.header);
    await expect.element(card).toBeVisible();
    const height = card.element().getBoundingClientRect().height;
    const other = rows()[1]!.getBoundingClientRect().height;
    expect(height - other, 'the long name makes its card taller').toBeGreaterThan(40);
    const box = scroller();
    // Laid out as 300 cards (over 36,000 px), not yet as the table's 64 px rows it starts from.
    await expect.poll(() => box.scrollHeight).toBeGreaterThan(300 * 120);
    const before = box.scrollHeight;

    await userEvent.click(card.getByRole('checkbox'));
    await userEvent.click(table().getByRole('button', { name: m.basketDeleteChecked }));
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: m.yes }));
    await expect.element(card).not.toBeInTheDocument();
    // The heights measured for the other cards stay theirs: the list is shorter by the deleted
    // card alone, not by an estimated one, and no card is estimated anew.
    await expect.poll(() => Math.round(before - box.scrollHeight)).toBeGreaterThan(height - 3);
    expect(before - box.scrollHeight).toBeLessThan(height + 3);
  });

  it('the totals bar stays at the bottom of the screen, and «К оформлению» takes the buyer to the delivery form', async () => {
    seedLines([1, 2, 3, 4, 5, 6, 7, 8]);
    await narrow();
    const go = page.getByRole('button', { name: m.basketToCheckout, exact: true });
    await expect.element(go).toBeVisible();
    expect(getComputedStyle(go.element().closest('.b2b-basket-totals')!).position).toBe('sticky');
    await go.click();
    await expect.element(page.getByRole('combobox', { name: m.basketDeliveryMethod })).toHaveFocus();
  });

  it('from the top of the lines one Tab and Enter skip them all to the delivery form', async () => {
    seedLines([1, 2, 3]);
    await narrow();
    const skip = page.getByRole('button', { name: m.basketSkipToCheckout });
    await expect.element(table()).toBeVisible();
    (skip.element() as HTMLElement).focus();
    await expect.element(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('combobox', { name: m.basketDeliveryMethod })).toHaveFocus();
  });

  it('the skip pressed while the delivery form is still on its way takes the buyer there once it comes', async () => {
    seedLines([1, 2, 3]);
    const init = held();
    worker.use(http.get('/api/getBasketTableInit', () => init.hold(() => undefined)));
    await narrow();
    await expect.element(table()).toBeVisible();
    await expect.poll(() => init.holds).toBe(1);
    const skip = page.getByRole('button', { name: m.basketSkipToCheckout });
    (skip.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const method = page.getByRole('combobox', { name: m.basketDeliveryMethod });
    expect(method.query()).toBeNull();
    await init.answered();
    await expect.element(method).toHaveFocus();
  });
});
