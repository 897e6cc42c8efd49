import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, type HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { resetInFlight } from '../../src/core/api/client';
import { defaultMessages as m } from '../../src/core/messages';
import { resetPageStores } from '../../src/stores/page';
import { createActHandlers, createActs, createHandlers, createState, fakeAct, FAKE_REFUSAL, type FakeActs } from '../../src/testing';
import { Acts } from '../../src/widgets/acts';

/** A busy machine answers later than testing-library's default second. */
const wait = { timeout: 5000 };

/** The fake portal over fresh acts (one in each state); `first` handlers win. */
function server(setup: (a: FakeActs) => void = () => {}, first: HttpHandler[] = []) {
  const state = createState();
  const acts = createActs(state);
  setup(acts);
  return { msw: { handlers: [...first, ...createActHandlers(state, acts), ...createHandlers(state)] } };
}

const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k]));
const form = (canvasElement: HTMLElement) => within(canvasElement).findByRole('form', { name: m.actsFormTitle }, wait).then((f) => within(f));

const meta = {
  title: 'Widgets/Acts',
  component: Acts,
  args: {},
  argTypes: {
    contract: { control: 'number', description: 'Contract chosen at first in the request form.' },
    perpage: { control: 'number', description: 'Acts per page. Default 20.' },
  },
  parameters: { layout: 'padded', element: 'b2b-acts', ...server() },
  beforeEach: () => {
    resetPageStores();
    resetInFlight();
  },
} satisfies Meta<typeof Acts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form and acts in every state: requested, being prepared, ready (with its file), refused with the reason. */
export const EveryState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: m.actsCaption }, wait));
    for (const text of [m.actsStateRequested, m.actsStateProcessing, m.actsStateReady, m.actsStateRefused]) {
      await expect(table.getAllByText(text, { exact: true })[0]).toBeVisible();
    }
    await expect(table.getByText(FAKE_REFUSAL)).toBeVisible();
    await expect(table.getByRole('link', { name: new RegExp(m.actsDownload) })).toBeVisible();
  },
};

/** Every act ready: each row has its file. */
export const AllReady: Story = {
  parameters: server((a) => (a.acts = a.acts.map((act, i) => fakeAct(act.id, 'ready', i)))),
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: m.actsCaption }, wait));
    await expect(table.getAllByRole('link')).toHaveLength(4);
  },
};

/** More than a page: pagination under the table. */
export const ManyPages: Story = {
  parameters: server((a) => (a.acts = Array.from({ length: 23 }, (_, i) => fakeAct(500 - i, i % 5 ? 'ready' : 'processing', i)))),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('navigation', {}, wait)).toBeVisible();
  },
};

/** No acts yet: says how to get one; the form is there. */
export const Empty: Story = {
  parameters: server((a) => (a.acts = [])),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(m.actsEmpty, {}, wait)).toBeVisible();
  },
};

/** The first list on its way. */
export const Loading: Story = {
  parameters: server(() => {}, [http.post('/api/getActs', () => delay('infinite'))]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(m.loading, {}, wait)).toBeVisible();
  },
};

/** The list failed: the server's reason in Russian and a retry. */
export const ListFailed: Story = {
  parameters: server((a) => (a.failNext.list = { status: 503, message: 'Сервер занят, попробуйте позже' })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Сервер занят, попробуйте позже', {}, wait)).toBeVisible();
  },
};

/** A start not before the end: spec 5's message, nothing sent. */
export const PeriodRefused: Story = {
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await userEvent.clear(f.getByRole('textbox', { name: 'Дата начала' }));
    await userEvent.type(f.getByRole('textbox', { name: 'Дата начала' }), '10.05.2025');
    await userEvent.clear(f.getByRole('textbox', { name: 'Дата окончания' }));
    await userEvent.type(f.getByRole('textbox', { name: 'Дата окончания' }), '10.05.2025');
    await userEvent.click(f.getByRole('button', { name: m.actsRequest }));
    await expect(await f.findByText(m.dateRange, {}, wait)).toBeVisible();
  },
};

/** The act was asked for: the confirmation, and the new act heads the list, requested. */
export const Requested: Story = {
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await userEvent.click(f.getByRole('button', { name: m.actsRequest }));
    await expect(await within(canvasElement).findByText(m.actsRequested, {}, wait)).toBeVisible();
  },
};

/** The portal refused the request: its reason in Russian, the form kept. */
export const RequestFailed: Story = {
  parameters: server((a) => (a.failNext.request = { status: 404, message: 'Договор не найден' })),
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await userEvent.click(f.getByRole('button', { name: m.actsRequest }));
    await expect(await within(canvasElement).findByText(fill(m.actsRequestFailed, { reason: 'Договор не найден' }), {}, wait)).toBeVisible();
  },
};
