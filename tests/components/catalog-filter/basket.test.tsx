import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { defaultMessages as m } from '../../../src/core/messages';
import { CONTRACT_CLEAN, products } from '../../../src/testing';
import { formatPrice, NBSP } from '../../../src/core/format';
import { uiMessages as u } from '../../../src/ui/ui-messages';
import { debounceClock } from '../support/clocks';
import { addButton, calls, drill, openAddress, quantity, renderCatalog, stateOf, setupCatalogHarness, worker, type Screen } from './harness';
import { held } from '../support/held';

setupCatalogHarness();

const gloves = products.find((p) => p.articul === 'ФР-00126')!; // sold by size
const row = (screen: Screen, product: { articul: string }) =>
  screen.getByRole('list', { name: m.catalogResults }).getByRole('listitem').filter({ hasText: `${m.productArticul}: ${product.articul}` }).first();

const noStock = products.find((p) => p.articul === 'ФР-00103')!; // 0 in warehouse 1

describe('<CatalogFilter> actions a rule forbids', () => {
  it('goods «Нет на складе»: «В корзину» and the quantity are disabled, described by it; nothing is sent', async () => {
    const screen = await renderCatalog();
    const card = row(screen, noStock);
    await expect.element(card.getByText(m.productNoStock)).toBeVisible();
    await expect.element(addButton(screen, noStock.header)).toBeDisabled();
    await expect.element(addButton(screen, noStock.header)).toHaveAccessibleDescription(m.productNoStock);
    await expect.element(quantity(screen, noStock.header)).toBeDisabled();
    // The card keeps its code and price in view: no error box takes their place.
    await expect.element(card.getByText(`${m.productArticul}: ${noStock.articul}`)).toBeVisible();
    await expect.element(card.getByRole('alert')).not.toBeInTheDocument();
    // Goods in stock stay offered.
    await expect.element(addButton(screen, drill.header)).toBeEnabled();
    expect(calls('processBasket')).toHaveLength(0);
  });

  it('a refused add (4xx) says why with no «Повторить»', async () => {
    worker.use(http.post('/api/processBasket', () => HttpResponse.json({ status: 'error', message: 'Товар снят с продажи' }, { status: 409 })));
    const screen = await renderCatalog();
    await userEvent.click(addButton(screen, drill.header));
    const alert = row(screen, drill).getByRole('alert');
    await expect.element(alert).toHaveTextContent('Товар снят с продажи');
    await expect.element(alert.getByRole('button', { name: m.retry })).not.toBeInTheDocument();
  });

  it('«В потребности» shows no tick for goods not on the list; the tick comes with the click', async () => {
    const plain = products.find((p) => !p.need && p.articul === 'ФР-00102')!;
    const screen = await renderCatalog();
    const need = screen.getByRole('button', { name: m.productNeedLabel.replace('{header}', plain.header) });
    await expect.element(need).toHaveAttribute('aria-pressed', 'false');
    expect(need.element().querySelector('.b2b-product-need-tick')).toBeNull();
    await userEvent.click(need);
    await expect.element(need).toHaveAttribute('aria-pressed', 'true');
    expect(need.element().querySelector('.b2b-product-need-tick')).not.toBeNull();
  });

  it('a refused wish (4xx) goes back and says why, with no «Повторить»', async () => {
    worker.use(http.post('/api/setWish', () => HttpResponse.json({ status: 'error', message: 'Избранное переполнено' }, { status: 400 })));
    const plain = products.find((p) => !p.wish && p.articul === 'ФР-00102')!;
    const screen = await renderCatalog();
    await userEvent.click(screen.getByRole('button', { name: m.productWishLabel.replace('{header}', plain.header) }));
    const alert = screen.getByRole('alert').filter({ hasText: 'Избранное переполнено' });
    await expect.element(alert).toBeVisible();
    await expect.element(alert.getByRole('button', { name: m.retry })).not.toBeInTheDocument();
  });
});

describe('<CatalogFilter> add to basket and wish list', () => {
  it('adds in the warehouse and contract the address names', async () => {
    openAddress('?warehouse=3');
    const screen = await renderCatalog();
    await userEvent.click(addButton(screen, drill.header));
    await expect.element(screen.getByText(m.addedToBasket)).toBeVisible();
    expect(calls('processBasket')[0]!.body).toMatchObject({ id: drill.id, wms: 3, contract: CONTRACT_CLEAN });
  });

  it('a shortage says so and resets the quantity to what is free (spec 5)', async () => {
    const screen = await renderCatalog();
    await userEvent.fill(quantity(screen, drill.header), '50');
    await userEvent.click(addButton(screen, drill.header));
    await expect.element(row(screen, drill).getByRole('alert')).toHaveTextContent(m.stockShortage);
    await expect.element(quantity(screen, drill.header)).toHaveValue('12');
    expect(stateOf().basket).toEqual([]);
  });

  it('quantity 0 says "Укажите количество товара" and sends nothing', async () => {
    // The 0 is still being typed when «В корзину» is pressed: the counter's
    // debounce (which turns a 0 left alone into 1) waits on a clock that stands still.
    debounceClock();
    const screen = await renderCatalog();
    await userEvent.fill(quantity(screen, drill.header), '0');
    await userEvent.click(addButton(screen, drill.header));
    await expect.element(row(screen, drill).getByRole('alert')).toHaveTextContent(m.zeroQuantity);
    expect(calls('processBasket')).toHaveLength(0);
  });

  it('a failed add keeps the quantity and offers a retry that works', async () => {
    let fail = true;
    worker.use(
      http.post('/api/processBasket', () =>
        fail ? HttpResponse.json({ status: 'error', message: 'Сервер корзины недоступен' }, { status: 502 }) : undefined,
      ),
    );
    const screen = await renderCatalog();
    await userEvent.fill(quantity(screen, drill.header), '2');
    await userEvent.click(addButton(screen, drill.header));
    const alert = row(screen, drill).getByRole('alert');
    await expect.element(alert).toHaveTextContent('Сервер корзины недоступен');
    await expect.element(quantity(screen, drill.header)).toHaveValue('2');
    fail = false;
    await userEvent.click(alert.getByRole('button', { name: m.retry }));
    await expect.element(screen.getByText(m.addedToBasket)).toBeVisible();
    expect(stateOf().basket).toMatchObject([{ id: drill.id, qnt: 2 }]);
  });

  it('Enter in the quantity field adds', async () => {
    const screen = await renderCatalog();
    await userEvent.fill(quantity(screen, drill.header), '4');
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByText(m.addedToBasket)).toBeVisible();
    expect(stateOf().basket).toMatchObject([{ id: drill.id, qnt: 4 }]);
  });

  it('a product with variants adds per variant (type variants)', async () => {
    openAddress('?catalog=1400');
    const screen = await renderCatalog();
    const variants = row(screen, gloves);
    await expect.element(variants.getByRole('heading', { name: m.productVariants })).toBeVisible();
    await expect.element(addButton(screen, gloves.header)).not.toBeInTheDocument();
    const size = gloves.variants[1]!;
    const name = m.productVariantName.replace('{header}', gloves.header).replace('{params}', size.params[0]!.header);
    await userEvent.click(addButton(screen, name));
    await expect.element(screen.getByText(m.addedToBasket)).toBeVisible();
    expect(calls('processBasket')[0]!.body).toMatchObject({ id: size.id, type: 'variants', qnt: 1 });
  });

  it('the popup of goods sold by variant offers a variant choice; «В корзину» adds the chosen one; one «Нет на складе» is disabled', async () => {
    openAddress('?catalog=1400');
    const screen = await renderCatalog();
    await userEvent.click(row(screen, gloves).getByRole('button', { name: gloves.header, exact: true }));
    const dialog = screen.getByRole('dialog', { name: gloves.header });
    const nameOf = (v: (typeof gloves.variants)[number]) => m.productVariantName.replace('{header}', gloves.header).replace('{params}', v.params[0]!.header);
    const [first, second, soldOut] = gloves.variants as [(typeof gloves.variants)[number], (typeof gloves.variants)[number], (typeof gloves.variants)[number]];
    const choice = dialog.getByRole('combobox', { name: m.productPopupVariant });
    // Each option names the variant by its parameters and price.
    // As the popup writes a price (ui/price's formatRubles; the widgets come from dist/ in components-dist).
    const optionOf = (v: (typeof gloves.variants)[number]) => `${v.params[0]!.header} — ${formatPrice(v.price)}${NBSP}${u.currency}`;
    // The first variant in stock to begin with.
    await expect.element(dialog.getByRole('button', { name: m.productAddLabel.replace('{header}', nameOf(first)), exact: true })).toBeEnabled();
    await userEvent.selectOptions(choice, optionOf(second));
    await userEvent.fill(dialog.getByRole('spinbutton', { name: m.productQuantityLabel.replace('{header}', nameOf(second)) }), '2');
    await userEvent.click(dialog.getByRole('button', { name: m.productAddLabel.replace('{header}', nameOf(second)), exact: true }));
    await expect.poll(() => calls('processBasket').map((c) => c.body)).toEqual([expect.objectContaining({ id: second.id, type: 'variants', qnt: 2 })]);
    await expect.element(screen.getByRole('status').filter({ hasText: m.addedToBasket })).toBeVisible();
    // A variant with nothing free in the warehouse: shown, its add disabled with the reason in the popup.
    await userEvent.selectOptions(choice, optionOf(soldOut));
    const add = dialog.getByRole('button', { name: m.productAddLabel.replace('{header}', nameOf(soldOut)), exact: true });
    await expect.element(add).toBeDisabled();
    await expect.element(add).toHaveAccessibleDescription(m.productNoStock);
    await expect.element(dialog.getByText(m.productNoStock)).toBeVisible();
    expect(calls('processBasket')).toHaveLength(1);
  });

  it('the wish flag: setWish, then unsetWish, shown at once', async () => {
    const plain = products.find((p) => !p.wish && p.articul === 'ФР-00102')!;
    const screen = await renderCatalog();
    const wish = screen.getByRole('button', { name: m.productWishLabel.replace('{header}', plain.header) });
    await expect.element(wish).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(wish);
    await expect.element(wish).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => calls('setWish').map((c) => c.body)).toEqual([{ id: plain.id }]);
    await expect.poll(() => stateOf().products.find((p) => p.id === plain.id)!.wish).toBe(true);
    await userEvent.click(wish);
    await expect.element(wish).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => calls('unsetWish').map((c) => c.body)).toEqual([{ id: plain.id }]);
    // The call is logged as it starts: the server's answer comes after.
    await expect.poll(() => stateOf().products.find((p) => p.id === plain.id)!.wish).toBe(false);
  });

  it('a wish lost on the way (5xx) goes back, says why in Russian, and retries', async () => {
    let fail = true;
    // The failure waits until the test has seen the optimistic wish.
    const failure = held();
    worker.use(
      http.post('/api/setWish', () =>
        fail ? failure.hold(() => HttpResponse.json({ status: 'error', message: 'Избранное переполнено' }, { status: 503 })) : undefined,
      ),
    );
    const plain = products.find((p) => !p.wish && p.articul === 'ФР-00102')!;
    const screen = await renderCatalog();
    const wish = screen.getByRole('button', { name: m.productWishLabel.replace('{header}', plain.header) });
    await userEvent.click(wish);
    await expect.element(wish).toHaveAttribute('aria-pressed', 'true');
    failure.release();
    const alert = screen.getByRole('alert').filter({ hasText: 'Избранное переполнено' });
    await expect.element(alert).toBeVisible();
    await expect.element(wish).toHaveAttribute('aria-pressed', 'false');
    fail = false;
    await userEvent.click(alert.getByRole('button', { name: m.retry }));
    await expect.element(wish).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => stateOf().products.find((p) => p.id === plain.id)!.wish).toBe(true);
  });
});
