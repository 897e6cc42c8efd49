/** What the registration component tests share: the msw worker, a fresh fake server, locators and a filled form. */
import { setupWorker } from 'msw/browser';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { clearDraft, resetConfig, resetInFlight } from 'b2b-widgets/internal';
import { defaultMessages as m, type MessageKey } from '../../../src/core/messages';
import { createHandlers, createState, type FakeState } from '../../../src/testing';
import { deepActiveElement } from '../../../src/ui/modal/focus';

export const worker = setupWorker();
export const fake: { state: FakeState; requests: string[] } = { state: createState({ user: null }), requests: [] };

export function installRegistrationTestHooks(): void {
  beforeAll(async () => {
    await worker.start({ quiet: true, onUnhandledRequest: 'error' });
    worker.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      fake.requests.push(`${request.method} ${url.pathname}`);
    });
  });
  afterAll(() => worker.stop());
  beforeEach(() => {
    fake.requests = [];
    fake.state = createState({ user: null });
    worker.use(...createHandlers(fake.state));
  });
  afterEach(() => {
    worker.resetHandlers();
    resetInFlight();
    resetConfig();
    clearDraft();
    document.body.innerHTML = '';
  });
}

export const dialog = () => page.getByRole('dialog', { name: m.registrationTitle });
/** A field by its accessible name (the label without the required mark's ' *'). */
export const field = (label: MessageKey) => {
  if (label === 'registrationRegion') return dialog().getByRole('combobox', { name: m[label], exact: true });
  if (label === 'registrationFile') return dialog().getByLabelText(m[label]);
  return dialog().getByRole('textbox', { name: m[label], exact: true });
};
export const submit = () => dialog().getByRole('button', { name: m.registrationSubmit });
export const captchaImage = () => dialog().getByRole('img', { name: m.registrationCaptchaImage });
export const captchaSrc = () => (captchaImage().element() as HTMLImageElement).getAttribute('src');
export const focusedName = () => deepActiveElement()?.getAttribute('name') ?? deepActiveElement()?.textContent;
export const captchaRequests = () => fake.requests.filter((r) => r === 'GET /captcha.php').length;

/** A 1x1 PNG. */
export function pngFile(name = 'card.png'): File {
  const bytes = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
    (c) => c.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}

/** Every field right except the captcha, typed as a visitor would. */
export async function fillValidForm(): Promise<void> {
  await userEvent.type(field('registrationSurname'), 'Иванов');
  await userEvent.type(field('registrationName'), 'Иван');
  await userEvent.type(field('registrationPatronymic'), 'Иванович');
  await userEvent.type(field('registrationPhone'), '9123456789');
  await userEvent.type(field('registrationEmail'), 'ivanov@example.ru');
  await userEvent.type(field('registrationCompany'), 'ООО «Ромашка»');
  await userEvent.type(field('registrationInn'), '7707083893');
  await userEvent.type(field('registrationCity'), 'Тула');
}
