// On the reference portal: a visitor logs in with <b2b-login> from the
// header's legacy link (a wrong password first), the page reloads as the user;
// a demo login reloads the page logged in, then shows the one demo intro; the password reminder answers.
import { describe, expect, inject, it } from 'vitest';
import { defaultMessages as m } from '../../src/core/messages';
import { fileBrowser, watchErrors } from './browser';
import { DEEP_ACTIVE } from './visitor-requests';

/** The header's own «Войти» (a visitor's header offers another in the fast order's place). */
const HEADER_LOGIN = '.header-account a[data-b2b-open="login"]';

const portal = inject('portalUrl');
/** The intro's code and text load on demand: slow on a busy machine. */
const LONG = { timeout: 20_000 };

const browser = fileBrowser();

/**
 * Chromium logs every 4xx as a failed resource: refused logins (401), unknown
 * e-mails (404), and other widgets' customer calls on a visitor's page (401).
 * Script errors are what must not happen.
 */
const realErrors = (errors: string[]) => errors.filter((e) => !/Failed to load resource: .* status of 4\d\d/.test(e));

describe('<b2b-login> on the portal', () => {
  it('a wrong password is refused with the server message; the right one reloads the page logged in', async () => {
    const context = await browser.newContext({ locale: 'ru-RU' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${portal}/`);
    await page.locator(HEADER_LOGIN).click();
    const dialog = page.getByRole('dialog', { name: m.loginTitle });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(DEEP_ACTIVE)).toMatchObject({ name: 'login' });

    await dialog.getByRole('textbox', { name: m.loginLogin }).fill('owner');
    await dialog.getByLabel(m.loginPassword).fill('не тот');
    await dialog.getByRole('button', { name: m.loginSubmit, exact: true }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Неверный логин или пароль');

    await dialog.getByLabel(m.loginPassword).fill('owner');
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: m.loginSubmit, exact: true }).click(),
    ]);
    await expect.poll(() => page.locator('.user-name').textContent()).toBe('Иван Петрович Собственников');
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('demo/demo in the login dialog: the page reloads as the demo user first, then the one demo intro, the same as «Демо-доступ» shows', async () => {
    // The intro «Демо-доступ» gives, for comparison.
    const viaButton = await browser.newContext({ locale: 'ru-RU' });
    const buttonPage = await viaButton.newPage();
    await buttonPage.goto(`${portal}/`);
    await Promise.all([buttonPage.waitForURL(`${portal}/catalog/`), buttonPage.getByRole('button', { name: 'Демо-доступ' }).first().click()]);
    const buttonIntro = buttonPage.getByRole('dialog', { name: m.demoIntroTitle });
    await expect.poll(() => buttonIntro.textContent(), LONG).toContain('Заказы в демо-режиме не отправляются поставщику.');
    const expected = (await buttonIntro.textContent())!.replace(/\s+/g, ' ').trim();
    await viaButton.close();

    const context = await browser.newContext({ locale: 'ru-RU' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${portal}/`);
    await page.locator(HEADER_LOGIN).click();
    const dialog = page.getByRole('dialog', { name: m.loginTitle });
    await dialog.getByRole('textbox', { name: m.loginLogin }).fill('demo');
    await dialog.getByLabel(m.loginPassword).fill('demo');
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: m.loginSubmit, exact: true }).click()]);
    // The intro is over the logged-in page: the header shows the session, not «Войти» and an empty basket.
    const intro = page.getByRole('dialog', { name: m.demoIntroTitle });
    await expect.poll(() => intro.textContent(), LONG).toContain('Заказы в демо-режиме не отправляются поставщику.');
    expect(await page.locator('.user-name').textContent()).toContain('(демо)');
    expect(await page.locator(HEADER_LOGIN).count()).toBe(0);
    expect((await intro.textContent())!.replace(/\s+/g, ' ').trim()).toBe(expected);
    expect(await page.getByRole('dialog').count()).toBe(1);

    // Once: closed, it does not come back on the next page.
    await intro.getByRole('button', { name: m.demoIntroClose }).click();
    await expect.poll(() => intro.isVisible(), LONG).toBe(false);
    await page.goto(`${portal}/orders/`);
    await expect.poll(() => page.locator('.user-name').textContent()).toContain('(демо)');
    expect(await page.locator('b2b-demo-intro').count()).toBe(0);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('the demo entry of the login dialog greets the same way: reloaded as the demo user, then the intro', async () => {
    const context = await browser.newContext({ locale: 'ru-RU' });
    const page = await context.newPage();
    await page.goto(`${portal}/`);
    await page.locator(HEADER_LOGIN).click();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('dialog', { name: m.loginTitle }).getByRole('button', { name: m.loginDemo }).click(),
    ]);
    await expect.poll(() => page.getByRole('dialog', { name: m.demoIntroTitle }).textContent(), LONG).toContain('Заказы в демо-режиме не отправляются поставщику.');
    expect(await page.locator('.user-name').textContent()).toContain('(демо)');
    await context.close();
  });

  it('the password reminder: empty, unknown and known e-mail', async () => {
    const context = await browser.newContext({ locale: 'ru-RU' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${portal}/`);
    await page.locator(HEADER_LOGIN).click();
    await page.getByRole('dialog', { name: m.loginTitle }).getByRole('button', { name: m.loginForgot }).click();
    const dialog = page.getByRole('dialog', { name: m.reminderTitle });
    const send = dialog.getByRole('button', { name: m.reminderSubmit });
    await send.click();
    await expect.poll(() => dialog.getByText(m.reminderEmpty).isVisible()).toBe(true);
    await dialog.getByRole('textbox', { name: m.reminderEmail }).fill('nobody@example.ru');
    await send.click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(m.reminderUnknown);
    await dialog.getByRole('textbox', { name: m.reminderEmail }).fill('owner@b2b.example');
    await send.click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe(m.reminderSent);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});
