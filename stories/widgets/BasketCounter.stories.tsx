import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { resetInFlight } from '../../src/core/api/client';
import { defaultMessages as m } from '../../src/core/messages';

/** The link's name for an empty basket: the visible 'Корзина' and 'пуста'. */
const emptyName = `${m.basketCounterLabel} ${m.basketCounterEmpty}`;
import { resetPageStores } from '../../src/stores/page';
import { CONTRACT_CLEAN, createHandlers, createState, products, type FakeState } from '../../src/testing';
import { BasketCounter } from '../../src/widgets/basket-counter';

/** A fake server whose basket holds `lines` in-stock products. */
function withLines(lines: number): FakeState {
  const state = createState();
  const inStock = products.filter((p) => (p.stocks.find((s) => s.wms_id === 1)?.quantity ?? 0) > 0);
  state.basket = inStock.slice(0, lines).map((p) => ({ id: p.id, type: 'products', qnt: 1, wms: 1, contract: CONTRACT_CLEAN, payload: null }));
  return state;
}

const server = (state: FakeState, first: ReturnType<typeof http.get>[] = []) => ({
  msw: { handlers: [...first, ...createHandlers(state)] },
});

const meta = {
  title: 'Widgets/BasketCounter',
  component: BasketCounter,
  args: {},
  argTypes: { href: { control: 'text', description: "Where the link goes; default the site's /cart/." } },
  parameters: { layout: 'padded', element: 'b2b-basket-counter', ...server(withLines(0)) },
  beforeEach: () => {
    resetPageStores();
    resetInFlight();
  },
} satisfies Meta<typeof BasketCounter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Zero lines: an empty basket, not a blank. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: emptyName })).toHaveTextContent(m.basketCounterEmpty);
  },
};

export const WithGoods: Story = {
  parameters: server(withLines(3)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Корзина, 3 товара' })).toBeVisible();
  },
};

export const ManyGoods: Story = {
  parameters: server(withLines(11)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Корзина, 11 товаров' })).toBeVisible();
  },
};

/** getBasketData still on its way: the link works; an empty badge holds the number's place. */
export const Loading: Story = {
  parameters: server(withLines(3), [
    http.get('/api/getBasketData', async () => {
      await delay('infinite');
      return undefined;
    }),
  ]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: m.basketCounterLabel })).toHaveAttribute('href', '/cart/');
  },
};

/** The basket could not be read, a server failure (501): the reason in Russian and a retry button (a refusal, 4xx, offers none). */
export const LoadFailed: Story = {
  parameters: server(withLines(3), [
    http.get('/api/getBasketData', () => HttpResponse.json({ status: 'error', message: 'Корзина временно недоступна' }, { status: 501 })),
  ]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: `Корзина временно недоступна ${m.retry}` })).toBeVisible();
  },
};
