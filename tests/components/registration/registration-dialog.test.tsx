// <b2b-registration>'s dialog as a legacy page opens it: its body (a chunk of
// its own in the builds) loads when it opens, on the first field, with the
// captcha only then; nothing typed is lost when it is closed and reopened, or
// when the tag is replaced. What spans the shell's and the body's chunks, so
// this file also runs against dist/ (vitest.config.ts DIST_TESTS).
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import 'b2b-widgets/registration/element';
import { defaultMessages as m } from '../../../src/core/messages';
import { deepActiveElement } from '../../../src/ui/modal/focus';
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
} from './setup-registration';

installRegistrationTestHooks();

describe('<b2b-registration> dialog', () => {
  it('opens from the legacy link on the first field, loads the captcha only then; Escape returns focus to the link', async () => {
    const { link, host } = legacyPage();
    await expect.poll(() => customElements.get('b2b-registration')).toBeDefined();
    // A visitor who never opens it costs the server no captcha.
    expect(captchaRequests()).toBe(0);
    await userEvent.click(link);
    await expect.element(dialog()).toBeVisible();
    await expect.poll(focusedName).toBe('surname');
    await expect.element(captchaImage()).toHaveAttribute('src', expect.stringMatching(/^\/captcha\.php\?t=\d+$/));
    await expect.poll(() => (captchaImage().element() as HTMLImageElement).naturalWidth).toBeGreaterThan(0);
    expect(captchaRequests()).toBe(1);

    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(host.hasAttribute('open')).toBe(false);
    expect(deepActiveElement()).toBe(link);
  });

  it('keeps every field, the file included, when closed and reopened; the captcha picture stays the same', async () => {
    const { host } = legacyPage('open');
    await fillValidForm();
    await userEvent.upload(field('registrationFile'), pngFile('scan.png'));
    await expect.element(captchaImage()).toBeVisible();
    const picture = captchaSrc();
    await userEvent.click(dialog().getByRole('button', { name: m.close }));
    await expect.element(dialog()).not.toBeInTheDocument();
    host.show();
    await expect.element(field('registrationSurname')).toHaveValue('Иванов');
    await expect.element(field('registrationEmail')).toHaveValue('ivanov@example.ru');
    await expect.element(field('registrationPhone')).toHaveValue('+7 (912) 345-67-89');
    await expect.element(field('registrationCity')).toHaveValue('Тула');
    await expect.element(dialog().getByText(/^scan\.png, /)).toBeVisible();
    expect(captchaSrc()).toBe(picture);

    // The kept file is sent even though the file input itself was recreated empty.
    await userEvent.type(field('registrationCaptcha'), fake.state.captcha);
    await userEvent.click(submit());
    await expect.element(dialog().getByRole('status')).toHaveTextContent(m.registrationDone);
    expect(fake.state.registrations[0]).toMatchObject({ surname: 'Иванов', file: 'file:scan.png' });
  });

  it('keeps what was typed even when the element is removed and another is added on the same page', async () => {
    legacyPage('open');
    await userEvent.type(field('registrationSurname'), 'Петров');
    await userEvent.type(field('registrationCompany'), 'ИП Петров');
    document.body.innerHTML = '<b2b-registration open></b2b-registration>';
    await expect.element(field('registrationSurname')).toHaveValue('Петров');
    await expect.element(field('registrationCompany')).toHaveValue('ИП Петров');
  });

});
