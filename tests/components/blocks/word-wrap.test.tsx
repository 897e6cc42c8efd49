// A long product name wraps between its words, never inside one: on a phone
// «Клапан термостатический…» showed as «термостатическ / и / й» where a
// column or a grid track could shrink below a word (overflow-wrap: anywhere).
// Every word of the name is measured where it is drawn: a word broken across
// lines has pieces on two lines.
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent, type Locator } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Basket } from 'b2b-widgets/basket';
import { CatalogFilter } from 'b2b-widgets/catalog-filter';
import { Favorites } from 'b2b-widgets/favorites';
import { FastOrder } from 'b2b-widgets/fast-order';
import { GoodsCarousel } from 'b2b-widgets/goods-carousel';
import { defaultMessages as m } from '../../../src/core/messages';
import { CONTRACT_CLEAN } from '../../../src/testing';
import { setupCatalogHarness, stateOf } from '../catalog-filter/harness';
import { brokenWords } from '../support/phone-cards';

setupCatalogHarness();

/** Words of 14 to 16 letters, each far narrower than a phone's column. */
const LONG_NAME = 'Клапан термостатический радиаторный угловой никелированный';
const ARTICUL = 'ФР-00101';

afterEach(async () => {
  await page.viewport(1280, 800);
});

/** The product the tests rename, in stock in warehouse 1 and a hit. */
function renamed() {
  const product = stateOf().products.find((p) => p.articul === ARTICUL)!;
  product.header = LONG_NAME;
  product.title = LONG_NAME;
  return product;
}

/** The name shows, on more than one line (it did wrap), and no word of it is broken. */
async function expectWrappedAtSpaces(name: Locator) {
  await expect.element(name).toBeVisible();
  const element = name.element();
  const range = document.createRange();
  range.selectNodeContents(element);
  const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
  expect(lines.size, 'the name wraps on this screen').toBeGreaterThan(1);
  expect(brokenWords(element)).toEqual([]);
}

describe.each([320, 360])('a long product name at %i px', (width) => {
  it('the basket’s lines', async () => {
    await page.viewport(width, 800);
    const product = renamed();
    stateOf().basket.push({ id: product.id, type: 'products', qnt: 1, wms: 1, contract: CONTRACT_CLEAN, payload: null });
    const screen = await render(<Basket />);
    const table = screen.getByRole('table', { name: m.basketCaption });
    await expectWrappedAtSpaces(table.getByRole('rowheader').filter({ hasText: 'термостатический' }).getByText(LONG_NAME));
  });

  it('a list’s table (the favourites): the name column stays as wide as its title, the words whole', async () => {
    await page.viewport(width, 800);
    const product = renamed();
    product.wish = true;
    const screen = await render(<Favorites />);
    await expectWrappedAtSpaces(screen.getByRole('rowheader').filter({ hasText: 'термостатический' }).getByText(LONG_NAME));
  });

  it('the catalogue list', async () => {
    await page.viewport(width, 800);
    renamed();
    const screen = await render(<CatalogFilter />);
    await expectWrappedAtSpaces(screen.getByRole('button', { name: LONG_NAME, exact: true }));
  });

  it('a carousel card', async () => {
    await page.viewport(width, 800);
    renamed();
    const screen = await render(<GoodsCarousel kind="hit" />);
    await expectWrappedAtSpaces(screen.getByText(LONG_NAME));
  });

  it('a fast order suggestion', async () => {
    await page.viewport(width, 800);
    renamed();
    const screen = await render(<FastOrder />);
    await userEvent.type(screen.getByRole('combobox', { name: m.fastOrderCodeLabel }), ARTICUL);
    await expectWrappedAtSpaces(screen.getByRole('option', { name: new RegExp(ARTICUL) }).getByText(LONG_NAME));
  });
});
