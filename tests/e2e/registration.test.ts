// On the reference portal: a visitor opens <b2b-registration> from a
// legacy link, fails the real captcha once (message, new picture, fields kept),
// passes with the test answer, and the request with its file is stored.
import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { msg } from '../../examples/portal/server/messages';
import { defaultMessages as m } from '../../src/core/messages';
import { fileBrowser, watchErrors } from './browser';
import { DEEP_ACTIVE, visitorRequests } from './visitor-requests';

const portal = inject('portalUrl');
const captchaAnswer = inject('captchaAnswer');

// A 1x1 PNG: a real image for the file field.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const browser = fileBrowser();

const captchaSrc = (dialog: Locator) => dialog.locator('img').getAttribute('src');
/** A text field by its accessible name (the label without the required mark's ' *'). */
const box = (dialog: Locator, name: string) => dialog.getByRole('textbox', { name, exact: true });

describe('<b2b-registration> on the portal', () => {
  it('registers a visitor after one wrong captcha, keeping every field', async () => {
    const context = await browser.newContext({ locale: 'ru-RU' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // Answers to the widget's own POST /registration: one refusal, one success.
    const statuses: number[] = [];
    page.on('response', (r) => {
      if (r.request().method() === 'POST' && new URL(r.url()).pathname === '/registration') statuses.push(r.status());
    });
    await page.goto(`${portal}/`);

    // The portal's legacy header link, no page JS of its own.
    await page.locator('header').getByRole('link', { name: 'Регистрация' }).click();
    const dialog = page.getByRole('dialog', { name: m.registrationTitle });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(DEEP_ACTIVE)).toMatchObject({ tag: 'input', name: 'surname' });

    const email = `e2e-${Date.now()}@example.ru`;
    await box(dialog, m.registrationSurname).fill('Иванов');
    await box(dialog, m.registrationName).fill('Иван');
    await box(dialog, m.registrationPatronymic).fill('Иванович');
    await box(dialog, m.registrationPhone).pressSequentially('9123456789');
    await box(dialog, m.registrationEmail).fill(email);
    await box(dialog, m.registrationCompany).fill('ООО «Тест»');
    await box(dialog, m.registrationInn).fill('7707083894');
    await box(dialog, m.registrationCity).fill('Тула');
    // A typo in the ИНН is caught before sending, with an explanation.
    await box(dialog, m.registrationCity).press('Tab');
    await dialog.getByRole('button', { name: m.registrationSubmit }).click();
    await expect.poll(() => dialog.getByText(m.innChecksum).isVisible()).toBe(true);
    await box(dialog, m.registrationInn).fill('7707083893');
    await dialog.getByRole('combobox', { name: m.registrationRegion }).selectOption({ label: m.regionOther });
    await box(dialog, m.registrationRegionOther).fill('Тульская область');
    await dialog.getByLabel(m.registrationFile).setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: PNG });

    // The captcha picture is the portal's real one.
    await expect.poll(() => captchaSrc(dialog)).toMatch(/\/captcha\.php\?t=\d+$/);
    const firstCaptcha = await captchaSrc(dialog);
    expect(
      await dialog.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);

    await box(dialog, m.registrationCaptcha).fill('wrong');
    await dialog.getByRole('button', { name: m.registrationSubmit }).click();
    await expect.poll(() => dialog.getByRole('alert').filter({ hasText: msg.captchaWrong }).isVisible()).toBe(true);
    // A new picture, the wrong answer gone, everything else as typed.
    await expect.poll(() => captchaSrc(dialog)).not.toBe(firstCaptcha);
    expect(await box(dialog, m.registrationCaptcha).inputValue()).toBe('');
    expect(await box(dialog, m.registrationSurname).inputValue()).toBe('Иванов');
    expect(await box(dialog, m.registrationPhone).inputValue()).toBe('+7 (912) 345-67-89');
    expect(await box(dialog, m.registrationEmail).inputValue()).toBe(email);
    expect(await box(dialog, m.registrationRegionOther).inputValue()).toBe('Тульская область');
    await expect.poll(() => dialog.getByText('card.png').isVisible()).toBe(true);
    // The failure shows for 2 to 3 s, then goes.
    await expect.poll(() => dialog.getByText(msg.captchaWrong).count(), { timeout: 5000 }).toBe(0);

    await box(dialog, m.registrationCaptcha).fill(captchaAnswer);
    await dialog.getByRole('button', { name: m.registrationSubmit }).click();
    await expect.poll(() => dialog.getByText(m.registrationDone).isVisible(), { timeout: 15_000 }).toBe(true);

    const stored = await visitorRequests(browser, portal);
    expect(stored.registrations.find((r) => r.email === email)).toMatchObject({
      kind: 'full',
      surname: 'Иванов',
      name: 'Иван',
      patronymic: 'Иванович',
      phone: '+7 (912) 345-67-89',
      company: 'ООО «Тест»',
      inn: '7707083893',
      city: 'Тула',
      region: 'other',
      region_other: 'Тульская область',
      file_name: 'card.png',
      file_type: 'image/png',
      file_size: PNG.length,
    });
    // Chromium logs every 4xx as a failed resource: the refused captcha (400) and, on a
    // visitor's page, other widgets' customer calls (401). No script error, though.
    expect(errors.filter((e) => !/Failed to load resource: .* status of 4\d\d/.test(e))).toEqual([]);
    expect(statuses).toEqual([400, 200]);
    await context.close();
  });
});
