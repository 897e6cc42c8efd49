// On the reference portal: a logged-in user requests a callback from
// the layout's legacy link; the request reaches the database.
import { describe, expect, inject, it } from 'vitest';
import { defaultMessages as m } from '../../src/core/messages';
import { fileBrowser, watchErrors } from './browser';
import { DEEP_ACTIVE, visitorRequests } from './visitor-requests';

const portal = inject('portalUrl');
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

const browser = fileBrowser();

describe('<b2b-callback> on the portal', () => {
  it('a logged-in user opens the callback form from the header link, sends it and sees the thank-you', async () => {
    const context = await browser.newContext({ locale: 'ru-RU' });
    const page = await context.newPage();
    const errors = watchErrors(page);

    const demo = await page.request.post(`${portal}/api/getUserDemo/`, { data: {}, headers: XHR });
    expect(demo.status()).toBe(200);
    const { user } = (await demo.json()) as { user: { id: number } };
    await page.goto(`${portal}/`);

    // The portal's own legacy link (its text is the page's, not the widget's).
    const link = page.locator('header').getByRole('link', { name: 'Заказать звонок' });
    await link.click();
    const dialog = page.getByRole('dialog', { name: m.callbackTitle });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // Opens on the first field.
    await expect.poll(() => page.evaluate(DEEP_ACTIVE)).toMatchObject({ tag: 'input', name: 'phone' });

    // An empty form is refused with the spec's message, nothing is sent.
    const sent: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/callback/') sent.push(r.postData() ?? '');
    });
    await dialog.getByRole('button', { name: m.callbackSubmit }).click();
    await expect.poll(() => dialog.getByText(m.required).count()).toBe(2);
    expect(sent).toEqual([]);

    await dialog.getByLabel(m.callbackPhone).pressSequentially('9161234567');
    await expect.poll(() => dialog.getByLabel(m.callbackPhone).inputValue()).toBe('+7 (916) 123-45-67');
    const name = `Пётр ${Date.now()}`;
    await dialog.getByLabel(m.callbackName).fill(name);
    await dialog.getByRole('button', { name: m.callbackSubmit }).click();
    await expect.poll(() => dialog.getByText(m.callbackThanks).isVisible()).toBe(true);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!)).toEqual({ data: { phone: '+7 (916) 123-45-67', firstname: name } });

    // Only the admin may read what visitors sent.
    expect((await page.request.get(`${portal}/api/visitorRequests/`)).status()).toBe(403);
    const stored = await visitorRequests(browser, portal);
    expect(stored.callbacks.find((r) => r.firstname === name)).toMatchObject({
      phone: '+7 (916) 123-45-67',
      user_id: user.id,
    });

    // Escape closes, and the focus goes back to the link that opened it.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(DEEP_ACTIVE)).toMatchObject({ tag: 'a', text: 'Заказать звонок' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
