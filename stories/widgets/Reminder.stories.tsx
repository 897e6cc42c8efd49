import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent } from 'storybook/test';
import { resetInFlight } from '../../src/core/api/client';
import { defaultMessages as m } from '../../src/core/messages';
import { createHandlers, createState } from '../../src/testing';
import { Reminder } from '../../src/widgets/reminder';
import { reminderCss } from '../../src/widgets/reminder/reminder.css';
import { openDialog as openBehindOpener, renderBehindOpener, withWidgetCss, type Scope } from './visitor-opener';

const OPENER = 'Забыли пароль?';

const server = (...first: ReturnType<typeof http.post>[]) => ({
  msw: { handlers: [...first, ...createHandlers(createState({ user: null }))] },
});

const meta = {
  title: 'Widgets/Reminder',
  component: Reminder,
  args: { onSent: fn(), onClose: fn() },
  render: renderBehindOpener(Reminder, OPENER),
  decorators: [withWidgetCss(reminderCss)],
  parameters: { layout: 'padded', element: 'b2b-reminder', ...server() },
  beforeEach: () => resetInFlight(),
} satisfies Meta<typeof Reminder>;
export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = (canvasElement: HTMLElement) => openBehindOpener(canvasElement, OPENER, m.reminderTitle);

async function ask(dialog: Scope, email: string) {
  if (email) await userEvent.type(dialog.getByRole('textbox', { name: m.reminderEmail }), email);
  await userEvent.click(dialog.getByRole('button', { name: m.reminderSubmit }));
}

export const Form: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('textbox', { name: m.reminderEmail })).toBeVisible();
  },
};

/** Spec 5: 'Вы ничего не ввели'. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await ask(dialog, '');
    await expect(dialog.getByText(m.reminderEmpty)).toBeVisible();
  },
};

/** Spec 8: 'В нашей базе не содержится такого E-mail'. */
export const Unknown: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await ask(dialog, 'nobody@example.ru');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(m.reminderUnknown);
  },
};

/** Spec 8: 'Письмо с вашими данными было отправлено на вашу почту'. */
export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await ask(dialog, 'demo@example.ru');
    await expect(await dialog.findByText(m.reminderSent)).toBeVisible();
    await expect(args.onSent).toHaveBeenCalledWith('demo@example.ru');
  },
};

/** The portal's rate limit: a second letter too soon. */
export const TooSoon: Story = {
  parameters: server(
    http.post('/reminder/', () =>
      HttpResponse.json({ result: 0, status: 'error', message: 'Письмо на этот адрес уже отправлено. Повторить запрос можно через 5 мин.' }, { status: 429 }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await ask(dialog, 'demo@example.ru');
    await expect(await dialog.findByRole('alert')).toHaveTextContent('через 5 мин.');
  },
};
