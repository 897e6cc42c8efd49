import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { resetInFlight } from '../../src/core/api/client';
import { defaultMessages as m } from '../../src/core/messages';
import { createHandlers, createState } from '../../src/testing';
import { Login } from '../../src/widgets/login';
import { loginCss } from '../../src/widgets/login/login.css';
import { openDialog as openBehindOpener, renderBehindOpener, withWidgetCss, type Scope } from './visitor-opener';

const OPENER = 'Войти в кабинет';

const server = (...first: ReturnType<typeof http.post>[]) => ({
  msw: { handlers: [...first, ...createHandlers(createState({ user: null }))] },
});

const meta = {
  title: 'Widgets/Login',
  component: Login,
  // Stories never reload Storybook: the page "handles" b2b-login here.
  args: { noReload: true, onLogin: fn(), onClose: fn() },
  render: renderBehindOpener(Login, OPENER),
  decorators: [withWidgetCss(loginCss)],
  parameters: { layout: 'padded', element: 'b2b-login', ...server() },
  beforeEach: () => {
    resetInFlight();
  },
} satisfies Meta<typeof Login>;
export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = (canvasElement: HTMLElement) => openBehindOpener(canvasElement, OPENER, m.loginTitle);

const submit = (dialog: Scope) => dialog.getByRole('button', { name: m.loginSubmit });

async function typeLogin(dialog: Scope, login: string, password: string) {
  await userEvent.type(dialog.getByRole('textbox', { name: m.loginLogin }), login);
  await userEvent.type(dialog.getByLabelText(m.loginPassword, { exact: false }), password);
}

export const Form: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('textbox', { name: m.loginLogin })).toHaveFocus();
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(submit(dialog));
    await expect(dialog.getAllByText(m.required)).toHaveLength(2);
  },
};

/** The server refused the password: its message, the form as typed. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await typeLogin(dialog, 'owner', 'не тот');
    await userEvent.click(submit(dialog));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Неверный логин или пароль');
  },
};

export const Sending: Story = {
  parameters: server(
    http.post('/api/login', async () => {
      await delay('infinite');
      return undefined;
    }),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await typeLogin(dialog, 'owner', 'owner123');
    await userEvent.click(submit(dialog));
    await expect(await dialog.findByRole('button', { name: m.sending })).toBeVisible();
  },
};

/** The demo entry: logged in at once; the page greets the demo user with <b2b-demo-intro>, not this dialog. */
export const DemoEntry: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: m.loginDemo }));
    await waitFor(() => expect(args.onLogin).toHaveBeenCalledTimes(1));
  },
};

async function openReminder(canvasElement: HTMLElement): Promise<Scope> {
  const dialog = await openDialog(canvasElement);
  await userEvent.click(dialog.getByRole('button', { name: m.loginForgot }));
  return within(await within(canvasElement).findByRole('dialog', { name: m.reminderTitle }));
}

export const Reminder: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openReminder(canvasElement);
    await expect(dialog.getByRole('textbox', { name: m.reminderEmail })).toHaveFocus();
  },
};

export const ReminderEmpty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openReminder(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: m.reminderSubmit }));
    await expect(dialog.getByText(m.reminderEmpty)).toBeVisible();
  },
};

export const ReminderUnknown: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openReminder(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: m.reminderEmail }), 'nobody@example.ru');
    await userEvent.click(dialog.getByRole('button', { name: m.reminderSubmit }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(m.reminderUnknown);
  },
};

export const ReminderSent: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openReminder(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: m.reminderEmail }), 'demo@example.ru');
    await userEvent.click(dialog.getByRole('button', { name: m.reminderSubmit }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(m.reminderSent);
  },
};
