import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetInFlight } from '../../src/core/api/client';
import { defaultMessages as m } from '../../src/core/messages';
import { resetPageStores } from '../../src/stores/page';
import { CONTRACT_STOPPED, createHandlers, createState, products, type FakeState } from '../../src/testing';
import { GoodsCarousel } from '../../src/widgets/goods-carousel';

type Handler = ReturnType<typeof http.get>;
const server = (state: FakeState = createState(), first: Handler[] = []) => ({
  msw: { handlers: [...first, ...createHandlers(state)] },
});

const drill = products.find((p) => p.articul === 'ФР-00101')!;

const meta = {
  title: 'Widgets/GoodsCarousel',
  component: GoodsCarousel,
  args: { kind: 'hit' },
  argTypes: {
    kind: { control: 'inline-radio', options: ['hit', 'novelty', 'spec'] },
    contract: { control: 'number' },
    warehouse: { control: 'number' },
    catalog: { control: 'number' },
    perPage: { control: 'number' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '64rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded', element: 'b2b-goods-carousel', ...server() },
  beforeEach: () => {
    resetPageStores();
    resetInFlight();
  },
} satisfies Meta<typeof GoodsCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hits (hitGoods): 4 cards per view on a wide box. */
export const Hits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('group'))[0]).toBeVisible();
  },
};

export const Novelties: Story = { args: { kind: 'novelty' } };

export const SpecialOffers: Story = { args: { kind: 'spec' } };

/** A narrow box (a sidebar, a phone): one card per view, swipe or arrows. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '340px' }}>
        <Story />
      </div>
    ),
  ],
};

/** The next 2 goods load as the buyer nears the end. */
export const LoadsMore: Story = {
  args: { perPage: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: m.carouselNext }));
    await waitFor(() => expect(canvas.getAllByRole('group').length).toBeGreaterThan(2));
  },
};

export const Loading: Story = {
  parameters: server(createState(), [http.post('/api/hitGoods', () => delay('infinite'))]),
};

export const Empty: Story = {
  parameters: server(createState(), [http.post('/api/hitGoods', () => HttpResponse.json({ products: [], total: 0, page: 1, perpage: 20 }))]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(m.carouselEmpty)).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: server(createState(), [
    http.post('/api/hitGoods', () => HttpResponse.json({ status: 'error', message: 'Хиты временно недоступны' }, { status: 500 })),
  ]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Хиты временно недоступны')).toBeVisible();
  },
};

/** Added from a card: the popup with links to the cart. */
export const AddedToBasket: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: m.productAddLabel.replace('{header}', drill.header) }));
    await expect(await canvas.findByText(m.addedToBasket)).toBeVisible();
  },
};

/** A stop-orders contract: the notice, the add buttons blocked. */
export const StopOrders: Story = {
  parameters: server(createState({ selectedContract: CONTRACT_STOPPED })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: m.productAddLabel.replace('{header}', drill.header) })).toBeDisabled();
  },
};
