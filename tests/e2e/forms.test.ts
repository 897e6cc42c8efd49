// On the reference portal: the reminder writes a letter the admin sees in
// the outbox (and a second one too soon is refused); a project order with one
// invalid line cannot be sent, fixed it is and the admin sees it; the admin's
// newsletter gives every subscribed customer one letter. axe on the admin pages.
import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultMessages as m } from '../../src/core/messages';
import { fileBrowser, watchErrors } from './browser';
import { axe } from './page-checks';
import { api, demoContext, portalUrl, widgetsDefined } from './portal-session';

const browser = fileBrowser();
let admin: BrowserContext;

beforeAll(async () => {
  admin = await browser.newContext({ baseURL: portalUrl(), locale: 'ru-RU' });
  const res = await admin.request.post('/api/login/', { headers: { 'X-Requested-With': 'XMLHttpRequest' }, data: { login: 'admin', password: 'admin' } });
  expect(res.ok()).toBe(true);
});

/** Chromium logs each 4xx reply (the refusals these tests provoke) as an error: script errors are what count. */
const realErrors = (errors: string[]) => errors.filter((e) => !/Failed to load resource: .* status of 4\d\d/.test(e));

/** The outbox as the admin's page shows it: [to, subject] per letter. */
async function outbox(): Promise<[string, string][]> {
  const page = await admin.newPage();
  await page.goto('/admin/mail/');
  const rows = await page.locator('table.mail-outbox tbody tr').evaluateAll((trs) =>
    trs.map((tr) => [tr.children[2]!.textContent ?? '', tr.children[3]!.textContent ?? ''] as [string, string]),
  );
  await page.close();
  return rows;
}

describe('<b2b-reminder> on the portal', () => {
  it('from the home page: the letter lands in the outbox; asking again at once is refused in Russian', async () => {
    const context = await browser.newContext({ baseURL: portalUrl(), locale: 'ru-RU' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Напомнить пароль' }).click();
    const dialog = page.getByRole('dialog', { name: m.reminderTitle });
    await dialog.getByRole('textbox', { name: m.reminderEmail }).fill('manager2@b2b.example');
    const send = dialog.getByRole('button', { name: m.reminderSubmit });
    await send.click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe(m.reminderSent);
    expect(await outbox()).toContainEqual(['manager2@b2b.example', 'Восстановление доступа к личному кабинету']);

    await send.click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toMatch(/уже отправлено.*мин\./);
    expect((await outbox()).filter(([to]) => to === 'manager2@b2b.example')).toHaveLength(1);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('<b2b-project-order> on the portal', () => {
  it('one invalid line keeps it from being sent; fixed, it is sent and the admin sees it', async () => {
    const context = await demoContext(browser);
    const found = await api<{ products: { articul: string }[] }>(context, 'filter', { perpage: 20 });
    const [first, second] = found.products.map((p) => p.articul);
    const page = await context.newPage();
    const errors = watchErrors(page);
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/projectOrder/') posts++;
    });
    await page.goto('/orders/');
    await page.locator('header').getByRole('link', { name: 'Проектный заказ' }).click();
    const dialog = page.getByRole('dialog', { name: m.projectTitle });
    const partner = `ООО «Проект ${Date.now()}»`;
    await dialog.getByRole('textbox', { name: m.projectPartner }).fill(partner);
    await dialog.getByRole('combobox', { name: m.projectFederalDistrict }).selectOption({ label: 'Приволжский' });
    await dialog.getByRole('combobox', { name: m.projectRegion }).selectOption({ label: 'Республика Татарстан' });
    const city = dialog.getByRole('combobox', { name: m.projectCity });
    await city.pressSequentially('Каз');
    await dialog.getByRole('option', { name: 'Казань' }).click();
    const cell = (field: string, n: number) => dialog.getByRole('textbox', { name: m.projectCellLabel.replace('{field}', field).replace('{n}', String(n)), exact: true });
    await cell(m.projectColArticul, 1).fill(first!);
    await cell(m.projectColQnt, 1).fill('10');
    await cell(m.projectColPrice, 1).fill('1 250,50');
    await cell(m.projectColNote, 1).fill('первый этаж');
    await cell(m.projectColArticul, 2).fill(second!);
    await cell(m.projectColQnt, 2).fill('4');
    // The 500 ms re-check marks the line without a submit.
    await expect.poll(() => cell(m.projectColArticul, 2).getAttribute('aria-invalid')).toBe('true');
    await dialog.getByRole('button', { name: m.projectSubmit }).click();
    await expect.poll(() => dialog.getByText(m.projectHasErrors).isVisible()).toBe(true);
    expect(posts).toBe(0);

    await cell(m.projectColPrice, 2).fill('300');
    await cell(m.projectColNote, 2).fill('второй этаж');
    await dialog.getByRole('button', { name: m.projectSubmit }).click();
    const done = dialog.getByText(/^Проектный заказ № \d+ отправлен$/);
    await expect.poll(() => done.isVisible()).toBe(true);
    expect(posts).toBe(1);
    const id = /№ (\d+)/.exec((await done.textContent())!)![1];

    const adminPage = await admin.newPage();
    await adminPage.goto('/admin/project-orders/');
    const section = adminPage.getByRole('region', { name: `Проектный заказ № ${id}` });
    await expect.poll(() => section.textContent()).toContain(partner);
    const text = (await section.textContent())!;
    for (const s of ['Казань', 'Республика Татарстан', first!, second!, 'второй этаж']) expect(text).toContain(s);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('the admin\'s newsletter on the portal', () => {
  it('sends one letter to every subscribed customer, seen in the outbox; the pages are axe clean', async () => {
    const page = await admin.newPage();
    const errors = watchErrors(page);
    await page.goto('/admin/newsletter/');
    await widgetsDefined(page);
    expect(await axe(page)).toEqual([]);
    const header = `Новинки ${Date.now()}`;
    await page.getByRole('textbox', { name: m.newsletterHeader }).fill(header);
    await page.getByRole('textbox', { name: m.newsletterAnons }).fill('Коротко о главном');
    await page.getByRole('textbox', { name: m.newsletterBody }).fill('<p>Скидки <b>до 20%</b></p><script>alert(1)</script>');
    await expect.poll(() => page.getByRole('region', { name: m.newsletterPreview }).getByText('до 20%').isVisible()).toBe(true);
    await page.getByRole('button', { name: m.newsletterSend }).click();
    await page.getByRole('alertdialog', { name: m.confirmTitle }).getByRole('button', { name: m.yes }).click();
    // The portal's first send loads its sanitizer (jsdom): seconds on a busy machine.
    await expect.poll(() => page.getByText(m.newsletterDone).isVisible(), { timeout: 20_000 }).toBe(true);
    const count = Number(/\d+/.exec((await page.getByText(/^Отправлено писем: \d+$/).textContent())!)![0]);

    const letters = (await outbox()).filter(([, subject]) => subject === header).map(([to]) => to);
    // The seed's customers with the newsletter on: buyer2 turned it off, the admin gets none.
    expect(letters.sort()).toEqual(['demo@b2b.example', 'manager2@b2b.example', 'owner@b2b.example']);
    expect(count).toBe(3);
    const mail = await admin.newPage();
    await mail.goto('/admin/mail/');
    expect(await axe(mail)).toEqual([]);
    expect(realErrors(errors)).toEqual([]);
  });

  it('customers get 403 on the admin pages', async () => {
    const context = await demoContext(browser);
    const res = await context.request.get('/admin/newsletter/');
    expect(res.status()).toBe(403);
    await context.close();
  });
});
