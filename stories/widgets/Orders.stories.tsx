import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { resetInFlight } from '../../src/core/api/client';
import { defaultMessages as m } from '../../src/core/messages';
import { resetPageStores } from '../../src/stores/page';
import { contracts, createHandlers, createHistory, createHistoryHandlers, createState, FAKE_STATES, type FakeHistory, type PreviewKind } from '../../src/testing';
import { Orders } from '../../src/widgets/orders';

/** A busy machine answers later than testing-library's default second. */
const wait = { timeout: 5000 };

/**
 * What repeating each order would find: a changed order and one with nothing in
 * stock in the last week, both on contracts that take orders (the first
 * contract has stop orders, and refuses repeats).
 */
const kinds = (i: number): PreviewKind => (i % 7 === 4 ? 'changed' : i % 7 === 5 ? 'none' : 'same');

/** The fake portal over a fresh history of `count` orders (one a day); `first` handlers win. */
function server(count = 25, setup: (h: FakeHistory) => void = () => {}, first: HttpHandler[] = []) {
  const state = createState();
  const history = createHistory(state, count, 1, kinds);
  setup(history);
  return { msw: { handlers: [...first, ...createHistoryHandlers(state, history), ...createHandlers(state)] } };
}

/** The orders of the default list (last week) that a story opens, by what they show. */
const sample = createHistory(createState(), 25, 1, kinds);
// The week ends today and starts 7 days back, both days included.
const inWeek = sample.orders.filter((o) => o.age <= 7);
const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k]));

const meta = {
  title: 'Widgets/Orders',
  component: Orders,
  args: {},
  argTypes: {
    contract: { control: 'number', description: 'Contract preselected in the filter (the page address wins when it names one).' },
    perpage: { control: 'number', description: 'Orders per page. Default 10.' },
  },
  parameters: { layout: 'padded', element: 'b2b-orders', ...server() },
  beforeEach: () => {
    resetPageStores();
    resetInFlight();
  },
} satisfies Meta<typeof Orders>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last week's orders: number, date, contract, sum, paid, state, project status, delivery date; cancel where allowed. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: m.ordersCaption }, wait)).toBeVisible();
    await expect(canvas.getByText(fill(m.ordersFound, { n: inWeek.length }))).toBeVisible();
  },
};

/** Every state's marker: done green, cancelled red, shipped blue, the others neutral (spec 3). */
export const StateMarkers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: m.ordersCaption }, wait);
    for (const st of FAKE_STATES) {
      const marker = canvas.getAllByText(st.header, { selector: '[part="state"]' })[0]!;
      const tone = st.id === 3 ? 'success' : st.id === 4 ? 'danger' : st.id === 10 ? 'primary' : 'neutral';
      await expect(marker).toHaveClass(`b2b-orders-state--${tone}`);
    }
  },
};

/** No orders in the period. */
export const Empty: Story = {
  parameters: server(0),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(m.ordersEmpty, {}, wait)).toBeVisible();
  },
};

/** The first list on its way: a skeleton under the filter. */
export const Loading: Story = {
  parameters: server(25, () => {}, [http.get('/api/order', () => delay('infinite'))]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(m.loading, {}, wait)).toBeVisible();
  },
};

/** The list could not be read: the reason in Russian and a retry. */
export const ListFailed: Story = {
  // Every time (not failNext): a development render mounts twice and the first request is aborted.
  parameters: server(25, () => {}, [
    http.get('/api/order', () => HttpResponse.json({ status: 'error', message: 'Сервер временно недоступен, попробуйте позже' }, { status: 503 })),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Сервер временно недоступен, попробуйте позже', {}, wait)).toBeVisible();
    await expect(canvas.getByRole('button', { name: m.retry })).toBeVisible();
  },
};

const processing = inWeek.find((o) => o.state === 2)!;

/**
 * The order was cancelled in another tab meanwhile: the portal refuses the
 * cancel (409) with the order as it is now, the row shows it at once (no
 * «Отменить» any more) and one line says so, with no «Повторить».
 */
export const CancelledElsewhere: Story = {
  parameters: server(25, () => {}, [
    http.post('/api/order/:id', () => {
      const { age: _a, preview: _p, choices: _c, ...order } = processing;
      const now = { ...order, state: 4, status: 'Отменён', marker: 'danger', cancellable: false };
      return HttpResponse.json(
        { status: 'error', code: 'notCancellable', message: fill(m.ordersAlreadyCancelled, { number: processing.number }), order: now },
        { status: 409 },
      );
    }),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `${m.ordersCancel} ${processing.number}` }, wait));
    await userEvent.click(within(await canvas.findByRole('alertdialog', {}, wait)).getByRole('button', { name: m.yes }));
    const said = await canvas.findByRole('alert', {}, wait);
    await expect(said).toHaveTextContent(fill(m.ordersAlreadyCancelled, { number: processing.number }));
    await expect(within(said).queryByRole('button', { name: m.retry })).toBeNull();
    await expect(canvas.queryByRole('button', { name: `${m.ordersCancel} ${processing.number}` })).toBeNull();
  },
};

/** Orders that can be repeated: a contract with stop orders refuses repeats (its button is disabled, with the reason). */
const repeatable = inWeek.filter((o) => !contracts.find((c) => c.id === o.contract)?.stopOrders);
const changed = repeatable.find((o) => o.preview.some((l) => l.withdrawn))!;

/** Before repeating: a dearer line, a line short of stock and a withdrawn one; the buyer chooses. */
export const RepeatPreviewWithChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `${m.ordersRepeat} ${changed.number}` }, wait));
    const dialog = within(await canvas.findByRole('dialog', { name: new RegExp(m.previewTitle) }, wait));
    await expect(dialog.getByText(m.previewWithdrawn)).toBeVisible();
    await expect(dialog.getByText(fill(m.previewShort, { n: 2 }))).toBeVisible();
  },
};

/** After adding: 'Заказ добавлен в корзину' with the count, to the cart or close. */
export const RepeatDone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const order = repeatable[0]!;
    await userEvent.click(await canvas.findByRole('button', { name: `${m.ordersRepeat} ${order.number}` }, wait));
    const preview = within(await canvas.findByRole('dialog', { name: new RegExp(m.previewTitle) }, wait));
    await userEvent.click(preview.getByRole('button', { name: m.previewAdd }));
    await expect(await canvas.findByRole('dialog', { name: m.repeatDone }, wait)).toBeVisible();
  },
};

const none = repeatable.find((o) => o.preview.every((l) => l.available === 0))!;

/** Nothing of the order can be had: 'Нет в наличии'. */
export const NothingInStock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `${m.ordersRepeat} ${none.number}` }, wait));
    const dialog = within(await canvas.findByRole('dialog', { name: m.repeatEmptyTitle }, wait));
    await expect(dialog.getByText(m.repeatEmpty)).toBeVisible();
  },
};
