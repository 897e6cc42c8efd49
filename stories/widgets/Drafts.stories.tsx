import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, type HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { resetInFlight } from '../../src/core/api/client';
import { defaultMessages as m } from '../../src/core/messages';
import { resetPageStores } from '../../src/stores/page';
import { createDraftHandlers, createDrafts, createHandlers, createState, type FakeDrafts } from '../../src/testing';
import { Drafts } from '../../src/widgets/drafts';

/** A busy machine answers later than testing-library's default second. */
const wait = { timeout: 5000 };

/** The fake portal over `count` fresh drafts; `first` handlers win. */
function server(count = 5, setup: (d: FakeDrafts) => void = () => {}, first: HttpHandler[] = []) {
  const state = createState();
  const drafts = createDrafts(state, count);
  setup(drafts);
  return { msw: { handlers: [...first, ...createDraftHandlers(state, drafts), ...createHandlers(state)] } };
}

const sample = createDrafts(createState(), 5).drafts;
const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k]));
const labelOf = (d: (typeof sample)[number]) => d.header || fill(m.basketDraftDefault, { date: d.date, time: d.time });

const meta = {
  title: 'Widgets/Drafts',
  component: Drafts,
  args: {},
  argTypes: { perpage: { control: 'number', description: 'Drafts per page. Default 10.' } },
  parameters: { layout: 'padded', element: 'b2b-drafts', ...server() },
  beforeEach: () => {
    resetPageStores();
    resetInFlight();
  },
} satisfies Meta<typeof Drafts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Drafts newest first: name (or 'Корзина от <date> <time>' for one without), date, lines, sum, contract, actions. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: m.draftsCaption }, wait)).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: labelOf(sample[1]!) })).toBeVisible();
  },
};

/** More than a page: pagination under the table. */
export const ManyPages: Story = {
  parameters: server(23),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('navigation', {}, wait)).toBeVisible();
  },
};

/** No drafts yet: says where they come from. */
export const Empty: Story = {
  parameters: server(0),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(m.draftsEmpty, {}, wait)).toBeVisible();
  },
};

/** The first list on its way. */
export const Loading: Story = {
  parameters: server(5, () => {}, [http.post('/api/drafts', () => delay('infinite'))]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(m.loading, {}, wait)).toBeVisible();
  },
};

/** Renaming: an empty name is refused in Russian before anything is sent. */
export const Rename: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const draft = sample[0]!;
    await userEvent.click(await canvas.findByRole('button', { name: fill(m.draftsRenameLabel, { name: labelOf(draft) }) }, wait));
    const dialog = within(await canvas.findByRole('dialog', { name: m.draftsRenameTitle }, wait));
    await userEvent.clear(dialog.getByRole('textbox', { name: m.draftsRenameTitle }));
    await userEvent.click(dialog.getByRole('button', { name: m.save }));
    await expect(await dialog.findByText(m.required, {}, wait)).toBeVisible();
  },
};

/** Removing asks 'Подтвердите действие' with Да/Нет. */
export const RemoveConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const draft = sample[0]!;
    await userEvent.click(await canvas.findByRole('button', { name: fill(m.draftsRemoveLabel, { name: labelOf(draft) }) }, wait));
    await expect(await canvas.findByRole('alertdialog', { name: m.confirmTitle }, wait)).toBeVisible();
  },
};

/** Repeating a draft whose goods changed: the same what-changed preview as an order. */
export const RepeatPreviewWithChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const draft = sample[2]!;
    await userEvent.click(await canvas.findByRole('button', { name: fill(m.draftsRepeatLabel, { name: labelOf(draft) }) }, wait));
    const dialog = within(await canvas.findByRole('dialog', { name: new RegExp(m.previewTitle) }, wait));
    await expect(dialog.getByText(m.previewWithdrawn)).toBeVisible();
  },
};

/** Nothing of the draft can be had: 'Нет в наличии'. */
export const NothingInStock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const draft = sample[3]!;
    await userEvent.click(await canvas.findByRole('button', { name: fill(m.draftsRepeatLabel, { name: labelOf(draft) }) }, wait));
    await expect(await canvas.findByRole('dialog', { name: m.repeatEmptyTitle }, wait)).toBeVisible();
  },
};
