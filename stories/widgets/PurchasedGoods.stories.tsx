import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetInFlight } from '../../src/core/api/client';
import { defaultMessages as m } from '../../src/core/messages';
import { resetPageStores } from '../../src/stores/page';
import { CONTRACT_STOPPED, createHandlers, createHistory, createReportHandlers, createState, type FakeHistory } from '../../src/testing';
import { PurchasedGoods } from '../../src/widgets/purchased-goods';

/** A busy machine answers later than testing-library's default second. */
const wait = { timeout: 5000 };

/** The fake portal over a fresh history of `count` orders (one a day); `first` handlers win. */
function server(count = 40, setup: (h: FakeHistory) => void = () => {}, first: HttpHandler[] = []) {
  const state = createState();
  const history = createHistory(state, count);
  setup(history);
  return { msw: { handlers: [...first, ...createReportHandlers(state, history), ...createHandlers(state)] } };
}

const caption = (name: string) => new RegExp(`^${name}`);

const meta = {
  title: 'Widgets/PurchasedGoods',
  component: PurchasedGoods,
  args: {},
  argTypes: {
    contract: { control: 'number', description: 'Contract preselected in the filter (the page address wins when it names one).' },
    report: { control: 'select', options: ['goods', 'often', 'last', 'sum'], description: 'Report shown first. Default goods.' },
    perpage: { control: 'number', description: 'Rows per page. Default 20.' },
  },
  parameters: { layout: 'padded', element: 'b2b-purchased-goods', ...server() },
  beforeEach: () => {
    resetPageStores();
    resetInFlight();
    // Stories share one page address: each starts from a clean one (the widget keeps its filter there).
    window.history.replaceState(null, '', window.location.pathname + window.location.search.replace(/([?&])(report|sorting|startDate|endDate|contract|catalog|page)=[^&]*/g, '$1'));
  },
} satisfies Meta<typeof PurchasedGoods>;
export default meta;
type Story = StoryObj<typeof meta>;

/** By goods: quantity and sum per goods over the last 30 days, with the period's total, an add to basket per row and the .xlsx link. */
export const ByGoods: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: caption(m.reportGoods) }, wait)).toBeVisible();
    await expect(canvas.getByRole('link', { name: m.reportsExport })).toBeVisible();
  },
};

/** Often in orders: how many orders held each goods, most first. */
export const OftenInOrders: Story = {
  args: { report: 'often' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: caption(m.reportOften) }, wait)).toBeVisible();
  },
};

/** Last in orders: the date and number of the last order with each goods, newest first. */
export const LastInOrders: Story = {
  args: { report: 'last' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: caption(m.reportLast) }, wait)).toBeVisible();
  },
};

/** By sum: goods ranked by the money spent on them. */
export const BySum: Story = {
  args: { report: 'sum' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: caption(m.reportSum) }, wait)).toBeVisible();
  },
};

/** A column sorted (spec 4): one click ascending, the next descending. */
export const Sorted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', {}, wait);
    await userEvent.click(canvas.getByRole('button', { name: m.reportsColQnt }));
    await userEvent.click(canvas.getByRole('button', { name: m.reportsColQnt }));
    await expect(canvas.getByRole('columnheader', { name: m.reportsColQnt })).toHaveAttribute('aria-sort', 'descending');
    // The sorted rows are in (the table fades while they load).
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy]')).toBeNull(), wait);
  },
};

/** Nothing bought in the period. */
export const Empty: Story = {
  parameters: server(0),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(m.reportsEmpty, {}, wait)).toBeVisible();
  },
};

/** The first report on its way: a skeleton under the filter. */
export const Loading: Story = {
  parameters: server(40, () => {}, [http.get('/api/purchasedGoods', () => delay('infinite'))]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(m.loading, {}, wait)).toBeVisible();
  },
};

/** The report failed: why, in Russian, and a retry. */
export const Failed: Story = {
  // A 5xx: «Повторить» can help (a 4xx refusal shows its message and no retry). 501: the client does not retry it itself.
  parameters: server(40, (h) => (h.failNext.list = { status: 501, message: 'Ошибка сервера, попробуйте ещё раз' })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ошибка сервера, попробуйте ещё раз', {}, wait)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: m.retry }));
    await expect(await canvas.findByRole('table', {}, wait)).toBeVisible();
  },
};

/** A period whose start is not before its end: the spec 5 message, and nothing is asked. */
export const PeriodRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', {}, wait);
    const start = canvas.getByRole('textbox', { name: 'Дата начала' });
    const end = canvas.getByRole('textbox', { name: 'Дата окончания' });
    await userEvent.clear(start);
    await userEvent.type(start, '10.03.2025');
    await userEvent.clear(end);
    await userEvent.type(end, '10.03.2025');
    await userEvent.click(canvas.getByRole('button', { name: m.reportsApply }));
    await expect((await canvas.findAllByText(m.dateRange, {}, wait))[0]).toBeVisible();
  },
};

/** The stop-orders contract chosen: its rows cannot go into the basket (spec 4). */
export const StopOrdersContract: Story = {
  args: { contract: CONTRACT_STOPPED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', {}, wait);
    const adds = canvas.getAllByRole('button', { name: new RegExp(`^${m.productAdd}:`) });
    for (const add of adds) await expect(add).toBeDisabled();
  },
};
