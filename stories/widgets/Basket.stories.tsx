import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetInFlight } from '../../src/core/api/client';
import { defaultMessages as m } from '../../src/core/messages';
import { resetPageStores } from '../../src/stores/page';
import { CONTRACT_CLEAN, CONTRACT_DEBT, CONTRACT_STOPPED, createHandlers, createState, seedBasket, type FakeState } from '../../src/testing';
import { Basket } from '../../src/widgets/basket';

/** The fake server over `state`; `first` handlers win over the fake's own. */
const server = (state: FakeState, first: ReturnType<typeof http.get>[] = []) => ({
  msw: { handlers: [...first, ...createHandlers(state)] },
});

/** A state whose basket holds `qnts.length` in-stock goods of `contract` (chosen for the session). */
function withLines(qnts: number[], contract = CONTRACT_CLEAN): FakeState {
  const state = createState({ selectedContract: contract });
  const goods = state.products.filter((p) => !p.variants.length && (p.stocks[0]?.quantity ?? 0) >= 10);
  state.basket = goods.slice(0, qnts.length).map((p, i) => ({ id: p.id, type: 'products', qnt: qnts[i]!, wms: 1, contract, payload: null }));
  // One variant line, to show its parameters.
  const gloves = state.products.find((p) => p.variants.length)!;
  state.basket.push({ id: gloves.variants[0]!.id, type: 'variants', qnt: 10, wms: 1, contract, payload: null });
  return state;
}

const meta = {
  title: 'Widgets/Basket',
  component: Basket,
  args: {},
  argTypes: {
    contract: { control: 'number', description: 'Contract id; setting it chooses it for the session. Default: the session contract.' },
    warehouse: { control: 'number', description: 'Warehouse id for stock. Default: the session warehouse.' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '72rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded', element: 'b2b-basket', ...server(withLines([2, 5, 1, 12])) },
  // The page stores live for the whole page: each story starts with fresh ones.
  beforeEach: () => {
    resetPageStores();
    resetInFlight();
  },
} satisfies Meta<typeof Basket>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing in the basket: says so and links to the catalogue. */
export const Empty: Story = {
  parameters: server(createState()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(m.basketEmptyTitle)).toBeVisible();
    await expect(canvas.getByRole('link', { name: m.basketToCatalog })).toHaveAttribute('href', '/catalog/');
  },
};

/** A few lines (one a variant) on a clean contract, with delivery, invoicing and the send button. */
export const Normal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: m.basketCaption })).toBeVisible();
    await expect(await canvas.findByRole('combobox', { name: m.basketDeliveryMethod })).toBeVisible();
    await expect(canvas.getByRole('button', { name: m.basketSend })).toBeEnabled();
  },
};

/** 1,000 lines: only the rows in view are rendered; the table scrolls in its own box. */
export const ThousandLines: Story = {
  parameters: server(seedBasket(createState(), 1000)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: m.basketCaption });
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '1001'));
    await expect(table.querySelectorAll('tbody tr[part="row"]').length).toBeLessThan(60);
  },
};

/** A quantity past the free stock: the spec's message and the quantity reset to the stock. */
export const Shortage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('spinbutton', { name: /Дрель ударная 750 Вт/ });
    await userEvent.clear(field);
    await userEvent.type(field, '500{Enter}');
    await expect(await canvas.findByText(m.stockShortage)).toBeVisible();
    await waitFor(() => expect(field).toHaveValue('12'));
  },
};

/** A stop-orders contract: the spec's notice with the debt alert, and sending blocked. */
export const StopOrders: Story = {
  parameters: server(withLines([1, 2], CONTRACT_STOPPED)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(m.stopOrdersTitle)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: m.basketSend })).toBeDisabled());
  },
};

/** An overdue debt: the spec's notice on load; ordering still works. */
export const DebtNotice: Story = {
  parameters: server(withLines([3, 1], CONTRACT_DEBT)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(m.debtTitle)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: m.basketSend })).toBeEnabled());
  },
};

let loadFailures = 0;
/** The basket could not be loaded, a server failure (501): the reason in Russian and a retry (which works here); a refusal (4xx) offers none. */
export const FailureWithRetry: Story = {
  parameters: server(withLines([1, 2]), [
    http.get('/api/getBasketData', () => {
      loadFailures += 1;
      return loadFailures % 2 === 1 ? HttpResponse.json({ status: 'error', message: 'База данных недоступна, повторите попытку' }, { status: 501 }) : undefined;
    }),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('База данных недоступна, повторите попытку')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: m.retry }));
    await expect(await canvas.findByRole('table', { name: m.basketCaption })).toBeVisible();
  },
};

/** Sent (the fake server's user is the demo user): the demo confirmation with the order's link; the basket is empty. */
export const OrderPlaced: Story = {
  parameters: server(withLines([1])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const method = await canvas.findByRole('combobox', { name: m.basketDeliveryMethod });
    await userEvent.selectOptions(method, 'Самовывоз со склада');
    await userEvent.click(canvas.getByRole('button', { name: m.basketSend }));
    await expect(await canvas.findByText(m.basketDemoOrderDoneTitle)).toBeVisible();
  },
};
