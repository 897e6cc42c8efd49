// <b2b-registration> as a legacy page uses it: the real captcha
// flow against the fake server (refresh on click, a refusal brings a new
// picture and keeps every field), success, a taken e-mail, the host's
// attributes. Opening it and keeping what was typed: registration-dialog.test.tsx.
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import 'b2b-widgets/registration/element';
import { ALERT_MAX_MS } from '../../../src/core/constants';
import { defaultMessages as m } from '../../../src/core/messages';
import { messageClock } from '../support/clocks';
import {
  captchaImage,
  captchaRequests,
  captchaSrc,
  dialog,
  fake,
  field,
  fillValidForm,
  focusedName,
  installRegistrationTestHooks,
  legacyPage,
  pngFile,
  submit,
  worker,
} from './setup-registration';

installRegistrationTestHooks();

/** The text of a field's first aria-describedby target: its error when it has one. */
const errorOf = (label: Parameters<typeof field>[0]) => {
  const input = field(label).element();
  const id = input.getAttribute('aria-describedby')?.split(' ')[0];
  return id ? (input.getRootNode() as Document).getElementById(id)?.textContent ?? null : null;
};

describe('<b2b-registration> a taken e-mail', () => {
  it('a taken e-mail is told when the field is left (POST /ajax/checkuser/): whole, under the field, marked and described', async () => {
    const [known] = fake.state.knownEmails;
    legacyPage('open');
    await userEvent.type(field('registrationEmail'), known!.toUpperCase());
    await userEvent.tab();
    await expect.element(field('registrationEmail')).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf('registrationEmail')).toBe(m.emailTaken);
    expect(fake.requests).toContain('POST /ajax/checkuser/');
    // A free one clears it; the form and the captcha were never sent.
    await userEvent.clear(field('registrationEmail'));
    await userEvent.type(field('registrationEmail'), 'new-buyer@example.ru');
    await userEvent.tab();
    await expect.element(field('registrationEmail')).not.toHaveAttribute('aria-invalid');
    expect(fake.requests.filter((r) => r.startsWith('POST /registration'))).toEqual([]);
  });

  it('a taken e-mail still in the field stops the submit on it, without sending the form or spending the captcha', async () => {
    const [known] = fake.state.knownEmails;
    legacyPage('open');
    await fillValidForm();
    await userEvent.clear(field('registrationEmail'));
    await userEvent.type(field('registrationEmail'), known!);
    await userEvent.type(field('registrationCaptcha'), fake.state.captcha);
    await expect.poll(() => errorOf('registrationEmail')).toBe(m.emailTaken);
    await userEvent.click(submit());
    await expect.poll(focusedName).toBe('email');
    expect(fake.requests.filter((r) => r.startsWith('POST /registration'))).toEqual([]);
  });

  it('the server refusing the e-mail on submit (409) marks the field and focuses it, every field kept', async () => {
    legacyPage('open');
    await fillValidForm();
    // Registered by someone else after the field was checked.
    fake.state.knownEmails.push('ivanov@example.ru');
    await userEvent.type(field('registrationCaptcha'), fake.state.captcha);
    await userEvent.click(submit());
    await expect.poll(() => errorOf('registrationEmail')).toBe(m.emailTaken);
    await expect.element(field('registrationEmail')).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(focusedName).toBe('email');
    await expect.element(field('registrationCompany')).toHaveValue('ООО «Ромашка»');
  });
});

describe('<b2b-registration> element', () => {
  it('a click on the captcha picture shows a new one and clears the old answer', async () => {
    const { host } = legacyPage('open');
    await expect.element(captchaImage()).toBeVisible();
    const first = captchaSrc();
    await userEvent.type(field('registrationCaptcha'), 'abcd');
    await userEvent.click(captchaImage());
    await expect.poll(captchaSrc).not.toBe(first);
    await expect.poll(captchaRequests).toBe(2);
    await expect.element(field('registrationCaptcha')).toHaveValue('');
    expect(host.open).toBe(true);
  });

  it('a refused captcha: the server text in red for 3 s, a new picture, every field kept; then success', async () => {
    const clock = messageClock();
    const { host } = legacyPage('open');
    const heard = vi.fn();
    host.addEventListener('b2b-registration-sent', (e) => heard(e.detail));
    await fillValidForm();
    await userEvent.selectOptions(field('registrationRegion'), m.regionOther);
    await userEvent.type(field('registrationRegionOther'), 'Тульская область');
    await userEvent.upload(field('registrationFile'), pngFile());
    const firstCaptcha = captchaSrc();
    await userEvent.type(field('registrationCaptcha'), 'wrong');
    await userEvent.click(submit());

    const alert = dialog().getByRole('alert');
    await expect.element(alert).toHaveTextContent('Неверно введён код с картинки');
    await expect.poll(captchaSrc).not.toBe(firstCaptcha);
    await expect.element(field('registrationCaptcha')).toHaveValue('');
    await expect.poll(focusedName).toBe('captcha');
    await expect.element(field('registrationSurname')).toHaveValue('Иванов');
    await expect.element(field('registrationPatronymic')).toHaveValue('Иванович');
    await expect.element(field('registrationPhone')).toHaveValue('+7 (912) 345-67-89');
    await expect.element(field('registrationInn')).toHaveValue('7707083893');
    await expect.element(field('registrationRegionOther')).toHaveValue('Тульская область');
    await expect.element(dialog().getByText(/^card\.png, /)).toBeVisible();
    expect(fake.state.registrations).toEqual([]);
    // Red (the danger colour); it waits while the pointer is on it, so move away: gone after ALERT_MAX_MS.
    expect(getComputedStyle(alert.element().querySelector('.b2b-alert-message')!).color).toBe('rgb(180, 35, 24)');
    await userEvent.hover(dialog().getByRole('heading', { name: m.registrationTitle }));
    await expect.poll(() => clock.pending).toBe(1);
    await clock.advance(ALERT_MAX_MS - 1);
    await expect.element(alert).toBeVisible();
    await clock.advance(1);
    await expect.element(alert).not.toBeInTheDocument();

    // The fake server drew a new answer for the new picture.
    await userEvent.type(field('registrationCaptcha'), fake.state.captcha);
    await userEvent.click(submit());
    await expect.element(dialog().getByRole('status')).toHaveTextContent(m.registrationDone);
    expect(fake.state.registrations).toEqual([
      {
        surname: 'Иванов',
        name: 'Иван',
        patronymic: 'Иванович',
        phone: '+7 (912) 345-67-89',
        email: 'ivanov@example.ru',
        company: 'ООО «Ромашка»',
        inn: '7707083893',
        city: 'Тула',
        region: 'other',
        region_other: 'Тульская область',
        captcha: expect.any(String),
        file: 'file:card.png',
      },
    ]);
    expect(heard).toHaveBeenCalledWith({ message: m.registrationDone });
    await expect.poll(focusedName).toBe(m.close);
  });

  it('`request`: sends to /registration/ and says «Запрос на регистрацию успешно сформирован...»', async () => {
    legacyPage('open request');
    await fillValidForm();
    await userEvent.type(field('registrationCaptcha'), fake.state.captcha);
    await userEvent.click(dialog().getByRole('button', { name: m.registrationRequestSubmit }));
    await expect.element(dialog().getByRole('status')).toHaveTextContent(m.registrationRequestDone);
    expect(fake.requests).toContain('POST /registration/');
    expect(fake.requests).not.toContain('POST /registration');
  });

  it('`regions`: the host page gives its own list; «другой» is still there', async () => {
    legacyPage(`open regions='[{"value":"77","label":"Москва"},{"value":"71","label":"Тульская область"}]'`);
    const select = field('registrationRegion');
    await expect.element(select).toHaveValue('77');
    const options = [...(select.element() as HTMLSelectElement).options].map((o) => o.text);
    expect(options).toEqual(['Москва', 'Тульская область', m.regionOther]);
  });

  it('a network failure says so in Russian and keeps the form; a retry with the same button works', async () => {
    legacyPage('open');
    let down = true;
    worker.use(http.post('/registration', () => (down ? HttpResponse.error() : undefined)));
    await fillValidForm();
    await userEvent.type(field('registrationCaptcha'), fake.state.captcha);
    await userEvent.click(submit());
    await expect.element(dialog().getByRole('alert')).toHaveTextContent(m.networkError);
    await expect.element(field('registrationCity')).toHaveValue('Тула');
    down = false;
    await userEvent.type(field('registrationCaptcha'), fake.state.captcha);
    await userEvent.click(submit());
    await expect.element(dialog().getByRole('status')).toHaveTextContent(m.registrationDone);
  });
});
