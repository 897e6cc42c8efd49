// <Favorites> and <Needs> on a phone: in a box of a phone's width each
// product is a card (product-list-cards.css.ts over the table's cards) laid
// out as the basket's lines are, with nothing to scroll sideways: the name
// (a long one wrapped between its words) and code beside the picture, the
// price and the recommended one, each named, the stock, the counter with «В
// корзину» (per variant for goods with variants) and «Удалить», inside the
// card and whole. The table keeps its roles and names.
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { Favorites } from 'b2b-widgets/favorites';
import { Needs } from 'b2b-widgets/needs';
import { defaultMessages as m } from '../../../src/core/messages';
import { fill } from '../../../src/core/messages/fill';
import { counterMessages } from '../../../src/ui/counter/counter-messages';
import { formatRubles } from '../../../src/ui/price';
import { createHandlers, createListState, listed } from '../../../src/testing';
import type { ListKind } from '../../../src/core/api/lists';
import { fakeServer } from '../support/fake-server';
import { expectCard, expectFitsBox, PHONE_BOXES, renderInBox } from '../support/phone-cards';

const worker = fakeServer();

/** Words of 14 to 16 letters, the name far wider than a phone's card. */
const LONG_NAME = 'Клапан термостатический радиаторный угловой никелированный';

const KINDS = [
  { kind: 'wish', Widget: Favorites, caption: m.favoritesCaption, removeLabel: m.favoritesRemoveLabel, root: '.b2b-favorites' },
  { kind: 'need', Widget: Needs, caption: m.needsCaption, removeLabel: m.needsRemoveLabel, root: '.b2b-needs' },
] as const;

describe.each(KINDS)('<$Widget.name> on a phone: each product a card', ({ kind, Widget, caption, removeLabel, root: rootClass }) => {
  let state: ReturnType<typeof createListState>;
  beforeEach(() => {
    state = createListState(kind as ListKind, 5);
    listed(state, kind)[0]!.header = LONG_NAME;
    // And goods with variants, added to the basket per variant.
    state.products.find((p) => p.variants.length > 0)![kind] = true;
    worker.use(...createHandlers(state));
  });

  const table = () => page.getByRole('table', { name: caption });
  /** The product's row: its name cell says the name, then the code. */
  const row = (header: string) => table().getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${header.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `) }) });
  const root = () => document.querySelector<HTMLElement>(rootClass)!;

  it.each(PHONE_BOXES)('in a %i px box: nothing scrolls sideways; each card shows its name and buttons whole', async (width) => {
    renderInBox(<Widget />, width);
    const goods = listed(state, kind);
    await expect.element(row(goods[0]!.header)).toBeVisible();
    expect(table().getByRole('row').elements()).toHaveLength(goods.length + 1);
    expectFitsBox(root());
    for (const p of goods) {
      const r = row(p.header);
      const adds = r.getByRole('button', { name: new RegExp(`^${fill(m.productAddLabel, { header: '' })}`) }).elements();
      expect(adds.length, `«В корзину» of «${p.header}»`).toBeGreaterThan(0);
      const counter = p.variants.length ? [] : [counterMessages.decrease, counterMessages.increase].map((name) => r.getByRole('button', { name }).element());
      const remove = r.getByRole('button', { name: fill(removeLabel, { header: p.header }) }).element();
      expectCard(root(), r.element(), r.getByRole('rowheader').element(), [...adds, ...counter, remove]);
    }
    // The long name wraps (between its words: expectCard).
    const name = row(LONG_NAME).getByRole('rowheader').element();
    expect(name.getBoundingClientRect().height, 'the long name on more than one line').toBeGreaterThan(40);
  });

  it('the prices are named in the card; the cell’s accessible name stays the price', async () => {
    renderInBox(<Widget />, PHONE_BOXES[0]);
    const p = listed(state, kind).find((g) => g.price_rrc > 0 && g.variants.length === 0)!;
    const r = row(p.header);
    await expect.element(r).toBeVisible();
    const cell = (col: string) => r.element().querySelector<HTMLElement>(`[data-col="${col}"]`)!;
    expect(cell('price').textContent).toBe(`${m.productPrice}: ${formatRubles(p.price)}`);
    expect(cell('price_rrc').textContent).toBe(`${m.productPriceRrc}: ${formatRubles(p.price_rrc)}`);
    await expect.element(r.getByRole('cell', { name: formatRubles(p.price), exact: true })).toBeVisible();
    // The picture beside the name, the code under it.
    const picture = cell('picture').getBoundingClientRect();
    const name = r.getByRole('rowheader').element().getBoundingClientRect();
    expect(picture.right, 'the picture left of the name').toBeLessThanOrEqual(name.left);
    expect(Math.abs(picture.top - name.top), 'the picture level with the name').toBeLessThan(8);
  });
});
