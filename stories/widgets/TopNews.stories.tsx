import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetInFlight } from '../../src/core/api/client';
import { defaultMessages as m } from '../../src/core/messages';
import { resetPageStores } from '../../src/stores/page';
import { createChrome, createChromeHandlers, createHandlers, createState, TOP_NEWS } from '../../src/testing';
import { TopNews } from '../../src/widgets/top-news';

const server = (...first: ReturnType<typeof http.post>[]) => {
  const state = createState();
  return { msw: { handlers: [...first, ...createChromeHandlers(state, createChrome()), ...createHandlers(state)] } };
};
const wait = { timeout: 5000 };

const meta = {
  title: 'Widgets/TopNews',
  component: TopNews,
  parameters: { layout: 'padded', element: 'b2b-top-news', ...server() },
  beforeEach: () => {
    resetPageStores();
    resetInFlight();
  },
} satisfies Meta<typeof TopNews>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The newest news the user has not hidden, from `material`. */
export const Line: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(TOP_NEWS.header, {}, wait)).toBeVisible();
  },
};

/** «Скрыть новость» hides the line (hidetopnews keeps it hidden for the user). */
export const Hide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(TOP_NEWS.header, {}, wait);
    await userEvent.click(canvas.getByRole('button', { name: m.topNewsHide }));
    await waitFor(() => expect(canvas.queryByText(TOP_NEWS.header)).toBeNull(), wait);
  },
};

/** The server refused: the line comes back with the reason. */
export const HideFailed: Story = {
  parameters: server(http.post('/api/hidetopnews', () => HttpResponse.json({ status: 'error', message: 'Сервер недоступен' }, { status: 400 }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(TOP_NEWS.header, {}, wait);
    await userEvent.click(canvas.getByRole('button', { name: m.topNewsHide }));
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('Сервер недоступен');
  },
};
