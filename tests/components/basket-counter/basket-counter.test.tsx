import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { BasketCounter } from 'b2b-widgets/basket-counter';
import 'b2b-widgets/basket-counter/element';
import { basketChannelName, getBasketStore } from 'b2b-widgets/internal';
import { defaultMessages as m } from '../../../src/core/messages';
import { createHandlers, createState, CONTRACT_CLEAN, type FakeState } from '../../../src/testing';
import { baseCss } from '../../../src/ui/styles/base.css';
import { StyleRoot } from '../../../src/ui/StyleRoot';
import { basketCounterCss } from '../../../src/widgets/basket-counter/basket-counter.css';
import { fakeServer } from '../support/fake-server';

/** The link's name for an empty basket: the visible 'Корзина' and 'пуста'. */
const emptyName = `${m.basketCounterLabel} ${m.basketCounterEmpty}`;

const worker = fakeServer();
let state: FakeState;
/** Paths of every API request, to count getBasketData calls. */
let requests: string[];

beforeAll(() => {
  worker.events.on('request:start', ({ request }) => requests.push(new URL(request.url).pathname));
});

beforeEach(() => {
  requests = [];
  state = createState();
  worker.use(...createHandlers(state));
});

/** `n` lines of distinct in-stock products in the chosen contract and warehouse. */
function seedBasket(n: number) {
  const inStock = state.products.filter((p) => (p.stocks.find((s) => s.wms_id === 1)?.quantity ?? 0) > 5);
  for (const p of inStock.slice(0, n)) {
    state.basket.push({ id: p.id, type: 'products', qnt: 1, wms: 1, contract: CONTRACT_CLEAN, payload: null });
  }
}

function renderCounter(props: { href?: string } = {}) {
  return render(
    <StyleRoot css={[baseCss, basketCounterCss]}>
      <BasketCounter {...props} />
    </StyleRoot>,
  );
}

const basketCalls = () => requests.filter((p) => p.startsWith('/api/getBasketData')).length;

describe('<BasketCounter>', () => {
  it('shows count.products from getBasketData and links to /cart/', async () => {
    seedBasket(3);
    const screen = await renderCounter();
    const link = screen.getByRole('link', { name: 'Корзина, 3 товара', exact: true });
    await expect.element(link).toBeVisible();
    await expect.element(link).toHaveAttribute('href', '/cart/');
    // The text: the label, the comma only heard (no size), the number.
    await expect.element(link).toHaveTextContent(new RegExp(`^${m.basketCounterLabel},\\s*3`));
  });

  it('while the count loads, an empty badge keeps the link as wide as with the count (no layout shift)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    worker.use(
      http.get('/api/getBasketData', async () => {
        await gate;
        return undefined;
      }),
    );
    seedBasket(3);
    const screen = await renderCounter();
    // The placeholder is decoration: the link is named by what is known.
    const link = screen.getByRole('link', { name: m.basketCounterLabel });
    await expect.element(link).toHaveAttribute('aria-busy', 'true');
    await expect.element(link).toHaveAccessibleName(m.basketCounterLabel);
    const width = () => (link.element() as HTMLElement).getBoundingClientRect().width;
    const loading = width();
    release();
    await expect.element(screen.getByRole('link', { name: 'Корзина, 3 товара', exact: true })).toBeVisible();
    expect(width()).toBeCloseTo(loading, 0);
  });

  it('shows zero as an empty basket, not a blank', async () => {
    const screen = await renderCounter();
    // No comma here: 'Корзина пуста' is already a phrase.
    const link = screen.getByRole('link', { name: emptyName, exact: true });
    await expect.element(link).toBeVisible();
    await expect.element(link).toHaveTextContent(m.basketCounterEmpty);
  });

  it('uses Russian plural forms', async () => {
    seedBasket(5);
    const screen = await renderCounter();
    await expect.element(screen.getByRole('link', { name: 'Корзина, 5 товаров', exact: true })).toBeVisible();
    state.basket.splice(1);
    await getBasketStore().reconcile();
    await expect.element(screen.getByRole('link', { name: 'Корзина, 1 товар', exact: true })).toBeVisible();
  });

  it('changes at once when another widget adds through the page store, without another getBasketData', async () => {
    const screen = await renderCounter();
    await expect.element(screen.getByRole('link', { name: emptyName })).toBeVisible();
    const product = state.products.find((p) => (p.stocks[0]?.quantity ?? 0) > 2)!;
    const result = await getBasketStore().add({ id: product.id, qnt: 2 });
    expect(result.ok).toBe(true);
    await expect.element(screen.getByRole('link', { name: 'Корзина, 1 товар', exact: true })).toBeVisible();
    expect(basketCalls()).toBe(1);
  });

  it('two counters on one page load the basket once', async () => {
    seedBasket(2);
    const screen = await render(
      <StyleRoot css={[baseCss, basketCounterCss]}>
        <BasketCounter />
        <BasketCounter href="/shop/cart/" />
      </StyleRoot>,
    );
    await expect.element(screen.getByRole('link', { name: 'Корзина, 2 товара', exact: true }).nth(1)).toHaveAttribute('href', '/shop/cart/');
    expect(basketCalls()).toBe(1);
  });

  it('follows changes made in another tab (BroadcastChannel)', async () => {
    const screen = await renderCounter();
    await expect.element(screen.getByRole('link', { name: emptyName })).toBeVisible();
    // The other tab changed the basket on the server and tells the others
    // (on this file's channel: see tests/components/support/setup.ts).
    seedBasket(4);
    const otherTab = new BroadcastChannel(basketChannelName());
    otherTab.postMessage({ type: 'basket-changed', source: 'another-tab' });
    otherTab.close();
    await expect.element(screen.getByRole('link', { name: 'Корзина, 4 товара', exact: true })).toBeVisible();
  });

  it('shows a failed load in Russian with a retry that works', async () => {
    let fail = true;
    worker.use(
      // 501: a server failure, which trying again can help.
      http.get('/api/getBasketData', () =>
        fail ? HttpResponse.json({ status: 'error', message: 'База данных недоступна' }, { status: 501 }) : undefined,
      ),
    );
    seedBasket(1);
    const screen = await renderCounter();
    const retry = screen.getByRole('button', { name: `База данных недоступна ${m.retry}` });
    await expect.element(retry).toBeVisible();
    // The cart link still works while the number is unknown.
    await expect.element(screen.getByRole('link', { name: m.basketCounterLabel })).toHaveAttribute('href', '/cart/');
    fail = false;
    await userEvent.click(retry);
    await expect.element(screen.getByRole('link', { name: 'Корзина, 1 товар', exact: true })).toBeVisible();
    await expect.element(retry).not.toBeInTheDocument();
  });

  it('a refusal (the account disabled) offers no retry; the cart link stays', async () => {
    const disabled = 'Ваша учётная запись отключена владельцем аккаунта. Обратитесь к нему, чтобы снова получить доступ.';
    worker.use(http.get('/api/getBasketData', () => HttpResponse.json({ status: 'error', message: disabled }, { status: 401 })));
    seedBasket(1);
    const screen = await renderCounter();
    await expect.poll(() => basketCalls()).toBe(1);
    await expect.element(screen.getByRole('link', { name: m.basketCounterLabel })).toHaveAttribute('href', '/cart/');
    await expect.element(screen.getByRole('link', { name: m.basketCounterLabel })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: new RegExp(m.retry) }).elements()).toEqual([]);
  });

  it('retry is reachable by keyboard', async () => {
    let fail = true;
    worker.use(http.get('/api/getBasketData', () => (fail ? HttpResponse.error() : undefined)));
    const screen = await renderCounter();
    const retry = screen.getByRole('button', { name: new RegExp(m.retry) });
    await expect.element(retry, { timeout: 5000 }).toBeVisible();
    fail = false;
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('link', { name: emptyName })).toBeVisible();
  });
});

describe('<b2b-basket-counter> element', () => {
  it('renders the link in its shadow root, with the href attribute', async () => {
    seedBasket(2);
    document.body.innerHTML = '<header><b2b-basket-counter href="/legacy/cart/"></b2b-basket-counter></header>';
    const link = page.getByRole('link', { name: 'Корзина, 2 товара', exact: true });
    await expect.element(link).toHaveAttribute('href', '/legacy/cart/');
    const host = document.querySelector('b2b-basket-counter')!;
    expect(host.shadowRoot?.querySelector('a')).not.toBeNull();
    expect(host.querySelector('a')).toBeNull();
  });
});
