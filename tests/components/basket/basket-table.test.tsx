// The basket's lines as a table: columns, pictures with the no-photo fallback,
// variants, totals, sorting (spec 4), the empty basket and a failed load.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { formatPrice } from '../../../src/core/format';
import { CONTRACT_CLEAN } from '../../../src/testing';
import { Basket } from '../../../src/widgets/basket';
import { fill, installBasketTestHooks, m, renderBasket, row, seedLines, state, table, worker } from './setup-basket';

installBasketTestHooks();

/** Text of each body row's name cell, top to bottom. */
function shownNames(): string[] {
  const host = table().element();
  return [...host.querySelectorAll('tbody th[scope="row"] .b2b-basket-header')].map((el) => el.textContent ?? '');
}

const titleCell = (name: string) => table().getByRole('columnheader', { name });

describe('<Basket> table', () => {
  it('while loading says «Загружаем корзину…» over placeholders of the selects and rows; the table comes where they were', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const wait = async () => {
      await gate;
      return undefined;
    };
    worker.use(http.get('/api/initdata', wait), http.get('/api/getBasketData', wait));
    seedLines([1, 2, 3, 4, 5]);
    // A page-wide box, as on the cart page (a narrow one would scroll the table sideways).
    const screen = await render(
      <div style={{ width: '1000px' }}>
        <Basket />
      </div>,
    );
    await expect.element(page.getByRole('status').filter({ hasText: m.basketLoading })).toBeVisible();
    const top = (selector: string) => screen.container.querySelector(selector)!.getBoundingClientRect().top;
    const skeletonTop = top('.b2b-basket-skeleton');
    release();
    await expect.element(table()).toBeVisible();
    expect(top('.b2b-basket-table')).toBeCloseTo(skeletonTop, 0);
  });

  it('shows each line: articul, name, price and RRP of the contract, quantity, line sum, stock in the warehouse', async () => {
    const [drill] = seedLines([3]);
    await renderBasket();
    const line = row(drill!.header);
    await expect.element(line).toBeVisible();
    await expect.element(line.getByRole('rowheader', { name: drill!.header })).toBeVisible();
    await expect.element(line.getByRole('cell', { name: drill!.articul, exact: true })).toBeVisible();
    await expect.element(line.getByRole('cell', { name: formatPrice(drill!.price), exact: true }).first()).toBeVisible();
    await expect.element(line.getByRole('cell', { name: formatPrice(drill!.price_rrc), exact: true })).toBeVisible();
    await expect.element(line.getByRole('cell', { name: formatPrice(drill!.price * 3), exact: true })).toBeVisible();
    await expect.element(line.getByRole('spinbutton', { name: fill('basketQuantityLabel', { header: drill!.header, articul: drill!.articul }) })).toHaveValue('3');
    const stock = drill!.stocks.find((s) => s.wms_id === 1)!.quantity;
    await expect.element(line.getByRole('cell', { name: String(stock), exact: true })).toBeVisible();
  });

  it('shows the totals: number of lines and the sum', async () => {
    const goods = seedLines([1, 2, 3]);
    await renderBasket();
    const sum = goods.reduce((s, p, i) => s + p.price * (i + 1), 0);
    await expect.element(page.getByText(fill('basketTotalLines', { n: 3 }))).toBeVisible();
    await expect.element(page.getByText(`${formatPrice(sum)}\u00A0₽`)).toBeVisible();
  });

  it('shows pictures from /dbpics/ and the no-photo image for goods without one or whose picture fails', async () => {
    const goods = seedLines([1, 1, 1, 1, 1, 1]);
    await renderBasket();
    await expect.element(table()).toBeVisible();
    const withPicture = goods.find((p) => p.picture !== null)!;
    const without = goods.find((p) => p.picture === null)!;
    const img = (p: (typeof goods)[number]) => row(p.header).element().querySelector('img')!;
    // The test server has no /dbpics/: the picture fails and the fallback takes its place.
    await expect.poll(() => img(withPicture).getAttribute('src')).toBe('/img/no_photo.gif');
    expect(img(without).getAttribute('src')).toBe('/img/no_photo.gif');
    // Decorative: the name cell names the row.
    expect(img(withPicture).getAttribute('alt')).toBe('');
  });

  it('tries the product picture first', async () => {
    const goods = seedLines([1, 1, 1]);
    const requested: string[] = [];
    worker.use(http.get('/dbpics/:file', ({ params }) => {
      requested.push(String(params.file));
      return new HttpResponse(null, { status: 404 });
    }));
    await renderBasket();
    await expect.element(table()).toBeVisible();
    const pictured = goods.filter((p) => p.picture !== null);
    await expect.poll(() => requested.sort()).toEqual(pictured.map((p) => `${p.picture}.${p.picturetype}`).sort());
  });

  it('shows a variant line with its parameters', async () => {
    const gloves = state.products.find((p) => p.variants.length && p.variants[0]!.params.length)!;
    const variant = gloves.variants[0]!;
    state.basket.push({ id: variant.id, type: 'variants', qnt: 2, wms: 1, contract: CONTRACT_CLEAN, payload: null });
    await renderBasket();
    const line = row(gloves.header);
    await expect.element(line.getByText(variant.params.map((p) => p.header).join(', '))).toBeVisible();
    await expect.element(line.getByRole('cell', { name: variant.articul, exact: true })).toBeVisible();
  });

  it('says when a line has no stock in the chosen warehouse', async () => {
    const none = state.products.find((p) => !p.variants.length && p.stocks[0]!.quantity === 0)!;
    state.basket.push({ id: none.id, type: 'products', qnt: 1, wms: 1, contract: CONTRACT_CLEAN, payload: null });
    await renderBasket();
    await expect.element(row(none.header).getByText(m.basketNoStock)).toBeVisible();
  });
});

describe('<Basket> sorting (spec 4)', () => {
  it('sorts by name ascending first, then cycles asc/desc on one column at a time', async () => {
    const goods = seedLines([1, 1, 1, 1, 1]);
    await renderBasket();
    await expect.element(table()).toBeVisible();
    const byName = [...goods].map((p) => p.header).sort((a, b) => a.localeCompare(b, 'ru'));
    expect(shownNames()).toEqual(byName);
    await expect.element(titleCell(m.basketColHeader)).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(table().getByRole('button', { name: m.basketColPrice }));
    const byPrice = [...goods].sort((a, b) => a.price - b.price).map((p) => p.header);
    await expect.poll(shownNames).toEqual(byPrice);
    await expect.element(titleCell(m.basketColPrice)).toHaveAttribute('aria-sort', 'ascending');
    await expect.element(titleCell(m.basketColHeader)).not.toHaveAttribute('aria-sort');

    await userEvent.click(table().getByRole('button', { name: m.basketColPrice }));
    await expect.poll(shownNames).toEqual([...byPrice].reverse());
    await expect.element(titleCell(m.basketColPrice)).toHaveAttribute('aria-sort', 'descending');

    // desc goes back to asc, never to unsorted.
    await userEvent.click(table().getByRole('button', { name: m.basketColPrice }));
    await expect.poll(shownNames).toEqual(byPrice);
  });

  it('sorts by articul and by RRP, from the keyboard too', async () => {
    const goods = seedLines([1, 1, 1, 1]);
    await renderBasket();
    await expect.element(table()).toBeVisible();
    table().getByRole('button', { name: m.basketColArticul }).element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(shownNames).toEqual([...goods].sort((a, b) => a.articul.localeCompare(b.articul, 'ru')).map((p) => p.header));
    table().getByRole('button', { name: m.basketColPriceRrc }).element().focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard(' ');
    await expect.poll(shownNames).toEqual([...goods].sort((a, b) => b.price_rrc - a.price_rrc).map((p) => p.header));
  });

  it('keeps the sort when a quantity changes', async () => {
    const goods = seedLines([1, 1, 1]);
    await renderBasket();
    await expect.element(table()).toBeVisible();
    await userEvent.click(table().getByRole('button', { name: m.basketColPrice }));
    const byPrice = [...goods].sort((a, b) => a.price - b.price).map((p) => p.header);
    await expect.poll(shownNames).toEqual(byPrice);
    await userEvent.click(row(byPrice[0]!).getByRole('button', { name: 'Увеличить количество' }));
    await expect.poll(() => state.basket.find((i) => i.id === goods.find((p) => p.header === byPrice[0])!.id)?.qnt).toBe(2);
    expect(shownNames()).toEqual(byPrice);
  });
});

describe('<Basket> empty and failing', () => {
  it('an empty basket says so and links to the catalogue', async () => {
    await renderBasket();
    await expect.element(page.getByText(m.basketEmptyTitle)).toBeVisible();
    await expect.element(page.getByRole('link', { name: m.basketToCatalog })).toHaveAttribute('href', '/catalog/');
    await expect.element(table()).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: m.basketSend })).not.toBeInTheDocument();
  });

  it('delivery choices the server refuses (4xx) say why with no «Повторить»; a 5xx offers it, and it reads again', async () => {
    seedLines([1]);
    let status = 403;
    worker.use(
      http.get('/api/getBasketTableInit', () => (status ? HttpResponse.json({ status: 'error', message: `Отказ ${status}` }, { status }) : undefined)),
    );
    const first = await renderBasket();
    await expect.element(page.getByRole('alert').getByText(fill('basketDeliveryInitFailed', { error: 'Отказ 403' }))).toBeVisible();
    await expect.element(page.getByRole('button', { name: m.retry })).not.toBeInTheDocument();
    await first.unmount();
    // 501: a 5xx the client does not retry by itself (a GET's 500 or 503 is retried before the widget hears of it).
    status = 501;
    await renderBasket();
    await expect.element(page.getByRole('alert').getByText(fill('basketDeliveryInitFailed', { error: 'Отказ 501' }))).toBeVisible();
    status = 0;
    await userEvent.click(page.getByRole('button', { name: m.retry }));
    await expect.element(page.getByRole('radio', { name: m.basketAvailability1 })).toBeChecked();
    expect(page.getByRole('button', { name: m.retry }).elements()).toHaveLength(0);
  });

  it('a failed load says why in Russian and retries', async () => {
    seedLines([1, 2]);
    let fail = true;
    worker.use(
      http.get('/api/getBasketData', () =>
        // 501: a server failure, which trying again can help (a refusal offers no «Повторить»).
        fail ? HttpResponse.json({ status: 'error', message: 'База данных недоступна' }, { status: 501 }) : undefined,
      ),
    );
    await renderBasket();
    await expect.element(page.getByRole('alert').getByText('База данных недоступна')).toBeVisible();
    fail = false;
    await userEvent.click(page.getByRole('button', { name: m.retry }));
    await expect.element(table()).toBeVisible();
    await expect.element(page.getByText(fill('basketTotalLines', { n: 2 }))).toBeVisible();
  });
});
