import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent } from 'storybook/test';
import { resetInFlight } from '../../src/core/api/client';
import { defaultMessages as m } from '../../src/core/messages';
import { createHandlers, createState, type FakeState } from '../../src/testing';
import { Registration } from '../../src/widgets/registration';
import { clearDraft } from '../../src/widgets/registration/registration-draft';
import { registrationCss } from '../../src/widgets/registration/registration.css';
import { openDialog as openBehindOpener, renderBehindOpener, withWidgetCss, type Scope } from './visitor-opener';

const OPENER = 'Регистрация';
/** The fake server's captcha answer for the first picture. */
const state: FakeState = createState({ user: null });

const server = (...first: ReturnType<typeof http.post>[]) => ({
  msw: { handlers: [...first, ...createHandlers(state)] },
});

const meta = {
  title: 'Widgets/Registration',
  component: Registration,
  args: { onSent: fn(), onClose: fn() },
  render: renderBehindOpener(Registration, OPENER),
  decorators: [withWidgetCss(registrationCss)],
  parameters: { layout: 'padded', element: 'b2b-registration', ...server() },
  // Each story starts with an empty form and the fake's known captcha.
  beforeEach: () => {
    resetInFlight();
    clearDraft();
    state.captcha = 'k7m2';
  },
} satisfies Meta<typeof Registration>;
export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = (canvasElement: HTMLElement) => openBehindOpener(canvasElement, OPENER, m.registrationTitle);

const box = (dialog: Scope, name: string) => dialog.getByRole('textbox', { name });

async function fill(dialog: Scope) {
  await userEvent.type(box(dialog, m.registrationSurname), 'Иванов');
  await userEvent.type(box(dialog, m.registrationName), 'Иван');
  await userEvent.type(box(dialog, m.registrationPhone), '9123456789');
  await userEvent.type(box(dialog, m.registrationEmail), 'ivanov@example.ru');
  await userEvent.type(box(dialog, m.registrationCompany), 'ООО «Ромашка»');
  await userEvent.type(box(dialog, m.registrationInn), '7707083893');
  await userEvent.type(box(dialog, m.registrationCity), 'Тула');
}

/** Opened from the page: the caret in «Фамилия», the captcha picture loaded. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(box(dialog, m.registrationSurname)).toHaveFocus();
    await expect(await dialog.findByRole('img', { name: m.registrationCaptchaImage })).toBeVisible();
  },
};

/** Sent empty, and a ИНН with a typo: each field says what is wrong. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(box(dialog, m.registrationInn), '7707083894');
    await userEvent.type(box(dialog, m.registrationEmail), 'ivanov@');
    await userEvent.click(dialog.getByRole('button', { name: m.registrationSubmit }));
    await expect(dialog.getByText(m.innChecksum)).toBeVisible();
    await expect(dialog.getByText(m.emailInvalid)).toBeVisible();
    await expect(dialog.getAllByText(m.required).length).toBeGreaterThanOrEqual(5);
  },
};

/** Region «другой» asks for the region in words. */
export const OtherRegion: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: m.registrationRegion }), m.regionOther);
    await expect(box(dialog, m.registrationRegionOther)).toBeVisible();
  },
};

/** A file that is not an image or a document is refused with the reason. */
export const WrongFile: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    // As if dropped or picked with «All files»: the picker's `accept` is only a suggestion.
    await userEvent.setup({ applyAccept: false }).upload(
      dialog.getByLabelText(m.registrationFile),
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
    );
    await expect(await dialog.findByText(/«setup\.exe» не подходит/)).toBeVisible();
  },
};

/** The captcha answer was wrong: the server's text in red, a new picture, every field kept. */
export const CaptchaRefused: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await fill(dialog);
    await userEvent.type(box(dialog, m.registrationCaptcha), 'oops');
    await userEvent.click(dialog.getByRole('button', { name: m.registrationSubmit }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Неверно введён код с картинки');
    await expect(box(dialog, m.registrationSurname)).toHaveValue('Иванов');
    await expect(box(dialog, m.registrationCaptcha)).toHaveValue('');
  },
};

/** On its way: «Отправляем…» and the progress in %. */
export const Sending: Story = {
  parameters: server(
    http.post('/registration', async () => {
      await delay('infinite');
      return undefined;
    }),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await fill(dialog);
    await userEvent.type(box(dialog, m.registrationCaptcha), 'k7m2');
    await userEvent.click(dialog.getByRole('button', { name: m.registrationSubmit }));
    await expect(await dialog.findByRole('button', { name: m.sending })).toBeVisible();
    await expect(dialog.getByRole('progressbar', { name: m.registrationProgress })).toBeVisible();
  },
};

/** Registered: the spec's text. */
export const Done: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await fill(dialog);
    await userEvent.type(box(dialog, m.registrationCaptcha), 'k7m2');
    await userEvent.click(dialog.getByRole('button', { name: m.registrationSubmit }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(m.registrationDone);
    await expect(args.onSent).toHaveBeenCalledWith(m.registrationDone);
  },
};

/** `request`: a registration request (POST /registration/) and its own success text. */
export const RequestDone: Story = {
  args: { request: true },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await fill(dialog);
    await userEvent.type(box(dialog, m.registrationCaptcha), 'k7m2');
    await userEvent.click(dialog.getByRole('button', { name: m.registrationRequestSubmit }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(m.registrationRequestDone);
  },
};

/** The server could not be reached at all. */
export const Offline: Story = {
  parameters: server(http.post('/registration', () => HttpResponse.error())),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await fill(dialog);
    await userEvent.type(box(dialog, m.registrationCaptcha), 'k7m2');
    await userEvent.click(dialog.getByRole('button', { name: m.registrationSubmit }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(m.networkError);
  },
};
