/** What the registration component tests share: the fake server with a visitor, locators and a filled form. */
import type { SetupWorker } from 'msw/browser';
import { afterEach } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { clearDraft } from 'b2b-widgets/internal';
import { defaultMessages as m, type MessageKey } from '../../../src/core/messages';
import { createState, type FakeState } from '../../../src/testing';
import { deepActiveElement } from '../../../src/ui/modal/focus';
import { fakePortal, type FakePortal } from '../support/fake-server';

let portal: FakePortal;
/** The file's fake server (set by installRegistrationTestHooks). */
export let worker: SetupWorker;
export const fake = {
  /** The fake server's data in this test: a visitor's. */
  get state(): FakeState {
    return portal.state;
  },
  /** "METHOD /path" of each request of the test so far. */
  get requests(): string[] {
    return portal.requests.map((r) => `${r.method} ${r.path}`);
  },
};

export function installRegistrationTestHooks(): void {
  portal = fakePortal({ state: () => createState({ user: null }) });
  worker = portal.worker;
  // The form's saved draft is the page's, not the store's: each test starts with none.
  afterEach(() => clearDraft());
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

/** A legacy page: a data-b2b-open link and the tag with `attrs`. */
export function legacyPage(attrs = ''): { link: HTMLAnchorElement; host: HTMLElementTagNameMap['b2b-registration'] } {
  document.body.innerHTML = `<a href="#" id="opener" data-b2b-open="registration">Регистрация</a><b2b-registration ${attrs}></b2b-registration>`;
  return { link: document.querySelector('#opener')!, host: document.querySelector('b2b-registration')! };
}
