import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent } from 'storybook/test';
import { resetInFlight } from '../../src/core/api/client';
import { defaultMessages as m } from '../../src/core/messages';
import { createHandlers, createState } from '../../src/testing';
import { Callback } from '../../src/widgets/callback';
import { callbackCss } from '../../src/widgets/callback/callback.css';
import { openDialog as openBehindOpener, renderBehindOpener, withWidgetCss, type Scope } from './visitor-opener';

const OPENER = 'Заказать звонок';

/** The fake server; handlers given first win over the fake's own. */
const server = (...first: ReturnType<typeof http.post>[]) => ({
  msw: { handlers: [...first, ...createHandlers(createState({ user: null }))] },
});

const meta = {
  title: 'Widgets/Callback',
  component: Callback,
  args: { onSent: fn(), onClose: fn() },
  render: renderBehindOpener(Callback, OPENER),
  decorators: [withWidgetCss(callbackCss)],
  parameters: { layout: 'padded', element: 'b2b-callback', ...server() },
  beforeEach: () => resetInFlight(),
} satisfies Meta<typeof Callback>;
export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = (canvasElement: HTMLElement) => openBehindOpener(canvasElement, OPENER, m.callbackTitle);

async function fill(dialog: Scope) {
  await userEvent.type(dialog.getByRole('textbox', { name: m.callbackPhone }), '9123456789');
  await userEvent.type(dialog.getByRole('textbox', { name: m.callbackName }), 'Анна');
}

/** Opened from the page: the caret waits in the phone field. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('textbox', { name: m.callbackPhone })).toHaveFocus();
  },
};

/** Sent empty: the spec's message under both fields, nothing goes to the server. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: m.callbackSubmit }));
    await expect(dialog.getAllByText(m.required)).toHaveLength(2);
  },
};

/** The server takes its time: «Отправляем…». */
export const Sending: Story = {
  parameters: server(
    http.post('/api/callback', async () => {
      await delay('infinite');
      return undefined;
    }),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await fill(dialog);
    await userEvent.click(dialog.getByRole('button', { name: m.callbackSubmit }));
    await expect(await dialog.findByRole('button', { name: m.sending })).toBeVisible();
  },
};

/** Status 'success': the thank-you. */
export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await fill(dialog);
    await userEvent.click(dialog.getByRole('button', { name: m.callbackSubmit }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(m.callbackThanks);
    await expect(args.onSent).toHaveBeenCalledWith({ phone: '+7 (912) 345-67-89', firstname: 'Анна' });
  },
};

/** A refusal: the server's message for 2 s; what was typed stays for another try. */
export const Refused: Story = {
  parameters: server(
    http.post('/api/callback', () =>
      HttpResponse.json({ status: 'error', message: 'Заявки на звонок временно не принимаются' }, { status: 503 }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await fill(dialog);
    await userEvent.click(dialog.getByRole('button', { name: m.callbackSubmit }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Заявки на звонок временно не принимаются');
    await expect(dialog.getByRole('textbox', { name: m.callbackName })).toHaveValue('Анна');
  },
};
