import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { resetInFlight } from '../../src/core/api/client';
import { defaultMessages as m } from '../../src/core/messages';
import { uiMessages as u } from '../../src/ui/ui-messages';
import { createHandlers, createState } from '../../src/testing';
import { PriceUpload } from '../../src/widgets/price-upload';
import { priceUploadCss } from '../../src/widgets/price-upload/price-upload.css';
import { openDialog as openBehindOpener, renderBehindOpener, withWidgetCss, type Scope } from './visitor-opener';

const OPENER = 'Загрузить заказ из файла';
/** Every status at once over the fixtures (ФР-00106 has 3 in stock, ФР-00126 is sold by size). */
const EVERY_STATUS = ['ФР-00101\t2', 'фр 00104\t1', 'ФР-00106\t5', 'НЕТ-00000\t1', 'ФР-00126\t2', 'ФР-00107\t0', 'ФP-00101\t1'].join('\n');

const server = (...first: ReturnType<typeof http.post>[]) => ({
  msw: { handlers: [...first, ...createHandlers(createState({ basket: [] }))] },
});

const meta = {
  title: 'Widgets/PriceUpload',
  component: PriceUpload,
  // cartUrl '': the story stays where it is after adding.
  args: { onAdded: fn(), onClose: fn(), cartUrl: '' },
  render: renderBehindOpener(PriceUpload, OPENER),
  decorators: [withWidgetCss(priceUploadCss)],
  parameters: { layout: 'padded', element: 'b2b-price-upload', ...server() },
  beforeEach: () => resetInFlight(),
} satisfies Meta<typeof PriceUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = (canvasElement: HTMLElement) => openBehindOpener(canvasElement, OPENER, m.priceUploadTitle);
const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (x, k: string) => String(params[k] ?? x));

async function paste(dialog: Scope, text: string) {
  await userEvent.click(dialog.getByRole('radio', { name: m.priceUploadModeText }));
  await userEvent.type(dialog.getByRole('textbox', { name: m.priceUploadText }), text.replace(/\t/g, ' '));
  await userEvent.click(dialog.getByRole('button', { name: m.priceUploadSubmit }));
}

/** A file to choose or drop, the limits, a sample to download. */
export const FileForm: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    // The native input lies transparent over «Выбрать файл» (ours, as the browser's own button is in English): the button shows, the input takes the click.
    await expect(dialog.getByLabelText(m.priceUploadFile)).toBeEnabled();
    await expect(dialog.getByText(u.fileChoose)).toBeVisible();
  },
};

/** Lines pasted from a spreadsheet. */
export const PasteForm: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: m.priceUploadModeText }));
    await expect(dialog.getByRole('textbox', { name: m.priceUploadText })).toBeVisible();
  },
};

/** A file on its way: the progress bar in %. */
export const Uploading: Story = {
  parameters: server(
    http.post('/api/uploadsFromFile', async () => {
      await delay('infinite');
      return undefined;
    }),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const file = new File(['Артикул;Количество\nФР-00101;2\n'], 'zakaz.csv', { type: 'text/csv' });
    await userEvent.upload(dialog.getByLabelText(m.priceUploadFile), file);
    await userEvent.click(dialog.getByRole('button', { name: m.priceUploadSubmit }));
    await expect(await dialog.findByRole('progressbar')).toBeVisible();
  },
};

/** The portal is reading the lines. */
export const Checking: Story = {
  parameters: server(
    http.post('/api/uploadsFromBuffer', async () => {
      await delay('infinite');
      return undefined;
    }),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await paste(dialog, 'ФР-00101 2');
    await expect(await dialog.findByText(m.priceUploadChecking)).toBeVisible();
  },
};

/** The result: found, short of stock, unknown, ambiguous, bad quantity, repeated. */
export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: m.priceUploadModeText }));
    await userEvent.click(dialog.getByRole('textbox', { name: m.priceUploadText }));
    await userEvent.paste(EVERY_STATUS);
    await userEvent.click(dialog.getByRole('button', { name: m.priceUploadSubmit }));
    const result = within(canvasElement);
    await expect(await result.findByText(fill(m.priceUploadSummary, { total: 7, ready: 3, problems: 3 }))).toBeVisible();
  },
};

/** Confirmed: the chosen lines are in the basket. */
export const Added: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await paste(dialog, 'ФР-00101 2');
    const result = within(canvasElement);
    await userEvent.click(await result.findByRole('button', { name: fill(m.priceUploadConfirm, { n: 1 }) }));
    await waitFor(() => expect(args.onAdded).toHaveBeenCalledWith({ added: 1, count: 1 }), { timeout: 5000 });
  },
};

/** Spec 8: the upload error shows the server's text (its HTTP status is not for the buyer), with «Повторить». */
export const UploadFailed: Story = {
  parameters: server(http.post('/api/uploadsFromBuffer', () => HttpResponse.json({ status: 'error', message: 'Сервис занят' }, { status: 503 }))),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await paste(dialog, 'ФР-00101 2');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(fill(m.priceUploadFailed, { error: 'Сервис занят' }));
  },
};

/** The add is refused: the result stays, the basket is as it was. */
export const AddFailed: Story = {
  parameters: server(
    http.post('/api/addCartFromPricelist', () => HttpResponse.json({ status: 'error', code: 'shortage', message: m.stockShortage, id: 1001, available: 1 }, { status: 409 })),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await paste(dialog, 'ФР-00101 2');
    const result = within(canvasElement);
    await userEvent.click(await result.findByRole('button', { name: fill(m.priceUploadConfirm, { n: 1 }) }));
    await expect(await result.findByRole('alert')).toHaveTextContent(m.stockShortage);
  },
};
