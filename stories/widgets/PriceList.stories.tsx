import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent } from 'storybook/test';
import { resetInFlight } from '../../src/core/api/client';
import { defaultMessages as m } from '../../src/core/messages';
import { createHandlers, createState } from '../../src/testing';
import { PriceList } from '../../src/widgets/price-list';
import { priceListCss } from '../../src/widgets/price-list/price-list.css';
import { openDialog as openBehindOpener, renderBehindOpener, withWidgetCss } from './visitor-opener';

const OPENER = 'Скачать прайс-лист';

/** The fake server; handlers given first win over the fake's own. */
const server = (...first: ReturnType<typeof http.post>[]) => ({
  msw: { handlers: [...first, ...createHandlers(createState())] },
});

const meta = {
  title: 'Widgets/PriceList',
  component: PriceList,
  args: { onReady: fn(), onClose: fn(), linkOnly: true },
  render: renderBehindOpener(PriceList, OPENER),
  decorators: [withWidgetCss(priceListCss)],
  parameters: { layout: 'padded', element: 'b2b-price-list', ...server() },
  beforeEach: () => resetInFlight(),
} satisfies Meta<typeof PriceList>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  const dialog = await openBehindOpener(canvasElement, OPENER, m.priceListTitle);
  await dialog.findByRole('checkbox', { name: 'Крепёж' });
  return dialog;
}

/** Every section checked, the chosen contract preselected. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('checkbox', { name: m.priceListAll })).toBeChecked();
  },
};

/** Spec 4: the last checked section stays, and the form says why. */
export const LastSection: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    for (const name of ['Инструмент', 'Крепёж', 'Спецодежда и СИЗ']) await userEvent.click(dialog.getByRole('checkbox', { name }));
    await expect(dialog.getByRole('checkbox', { name: 'Спецодежда и СИЗ' })).toBeChecked();
    await expect(dialog.getByText(m.priceListLastCategory)).toBeVisible();
  },
};

/** The portal is making the file. */
export const Making: Story = {
  parameters: server(
    http.post('/api/getPriceList', async () => {
      await delay('infinite');
      return undefined;
    }),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: m.priceListSubmit }));
    await expect(await dialog.findByText(m.priceListMaking)).toBeVisible();
  },
};

/** Made: the link to price_ZZ_{date}.xlsx. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: m.priceListSubmit }));
    await expect(await dialog.findByText(m.priceListReady)).toBeVisible();
    await expect(args.onReady).toHaveBeenCalled();
  },
};

/** A failure in Russian with «Повторить». */
export const Failed: Story = {
  parameters: server(http.post('/api/getPriceList', () => HttpResponse.json({ status: 'error', message: 'Сервис прайс-листов недоступен' }, { status: 503 }))),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: m.priceListSubmit }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(m.priceListFailed.replace('{error}', 'Сервис прайс-листов недоступен'));
  },
};

/** The sections could not be loaded, the server busy (503): the reason and «Повторить» (a refusal, 4xx, offers none). */
export const SectionsFailed: Story = {
  parameters: {
    msw: { handlers: [http.get('/api/rootCategories', () => HttpResponse.json({ status: 'error', message: 'Каталог обновляется' }, { status: 503 })), ...createHandlers(createState())] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openBehindOpener(canvasElement, OPENER, m.priceListTitle);
    // The client asks twice more before the widget hears of a 503.
    await expect(await dialog.findByText(m.priceListCategoriesFailed.replace('{error}', 'Каталог обновляется'), {}, { timeout: 5000 })).toBeVisible();
    await expect(dialog.getByRole('button', { name: m.retry })).toBeVisible();
  },
};
