// On the reference portal: <b2b-chat> in the layout of a logged-in
// user. The demo user writes to the manager; the admin answers through the
// admin-only chatReply call; the answer shows within one poll (5 s).
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CHAT_POLL_MS } from '../../src/core/constants';
import { defaultMessages as m } from '../../src/core/messages';
import { axe } from './page-checks';
import { fileBrowser, watchErrors } from './browser';

const portal = inject('portalUrl');
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

interface ChatMessage {
  id: number;
  from_whom: string;
  message: string;
}

const browser = fileBrowser();
let admin: BrowserContext;
beforeAll(async () => {
  // The seeded admin (examples/portal/server/seed/accounts.ts).
  admin = await browser.newContext();
  const login = await admin.request.post(`${portal}/api/login/`, { data: { login: 'admin', password: 'admin' }, headers: XHR });
  expect(login.status(), await login.text()).toBe(200);
});

async function post<T>(context: BrowserContext, method: string, body: unknown): Promise<{ status: number; body: T }> {
  const res = await context.request.post(`${portal}/api/${method}/`, { data: body, headers: XHR });
  return { status: res.status(), body: (await res.json()) as T };
}

/** The demo user on the home page, with the chat's code loaded. */
async function demoPage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale: 'ru-RU' });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const demo = await page.request.post(`${portal}/api/getUserDemo/`, { data: {}, headers: XHR });
  expect(demo.status()).toBe(200);
  await page.goto(`${portal}/`);
  await page.waitForFunction(() => customElements.get('b2b-chat') !== undefined);
  return { context, page, errors };
}

/** The customer id behind `cid{N}` of the demo user's own messages, as the server stores them. */
async function customerIdOf(context: BrowserContext): Promise<number> {
  const { body } = await post<{ messages: ChatMessage[] }>(context, 'chat', { action: 'messages' });
  const own = body.messages.filter((x) => x.from_whom.startsWith('cid')).at(-1);
  expect(own, 'the demo user has written at least once').toBeTruthy();
  return Number(own!.from_whom.slice(3));
}

const launcher = (page: Page) => page.locator('b2b-chat').getByRole('button', { name: /^Чат с менеджером/ });
const panel = (page: Page) => page.getByRole('dialog', { name: m.chatTitle });
const log = (page: Page) => page.getByRole('region', { name: m.chatLog });
/**
 * How long a change may take to show through the polls: one that has just
 * missed it, the next, and a page a loaded machine makes slow. A limit on the
 * wait, not a speed check (the interval itself is the component tests', on a
 * manual clock).
 */
const BY_NEXT_POLL = { timeout: 2 * CHAT_POLL_MS + 5_000 };
/** The chat's next poll (action `messages`) sent from now on. */
const nextPoll = (page: Page) =>
  page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/api/chat/' && (r.postDataJSON() as { action?: string } | null)?.action === 'messages',
    BY_NEXT_POLL,
  );

describe('<b2b-chat> on the portal', () => {
  it('the demo user sends a message; the manager\'s reply via chatReply appears within one poll', async () => {
    const { context, page, errors } = await demoPage();
    await launcher(page).click();
    await expect.poll(() => panel(page).isVisible()).toBe(true);

    // Typed with the keyboard; HTML in it must arrive and show as text.
    const question = `Когда отгрузка по заказу? <b>срочно</b> ${Date.now()}`;
    const box = panel(page).getByRole('textbox', { name: m.chatInputLabel });
    await box.pressSequentially('Здравствуйте!');
    await box.press('Shift+Enter');
    await box.pressSequentially(question);
    await box.press('Enter');
    const sentText = `Здравствуйте!\n${question}`;
    await expect.poll(() => log(page).getByText(question).isVisible()).toBe(true);
    await expect.poll(() => log(page).getByText(m.chatSending).count()).toBe(0);
    expect(await box.inputValue()).toBe('');

    // Stored on the server for this customer, exactly as typed.
    const customerId = await customerIdOf(context);
    const { body: stored } = await post<{ messages: ChatMessage[] }>(context, 'chat', { action: 'messages' });
    expect(stored.messages.at(-1)).toMatchObject({ message: sentText, from_whom: `cid${customerId}` });

    // The manager answers through the admin-only call.
    const answer = `Отгрузка завтра до 12:00 <script>window.chatXss=1</script> ${Date.now()}`;
    const replied = Date.now();
    const reply = await post<{ status: string }>(admin, 'chatReply', { customer_id: customerId, message: answer });
    expect(reply.status).toBe(200);
    // The first poll sent after the reply is stored brings it.
    await (await nextPoll(page)).response();
    await expect.poll(() => log(page).getByText(answer, { exact: true }).isVisible(), { interval: 100 }).toBe(true);
    console.info(`chat: the manager's reply showed ${Date.now() - replied} ms after chatReply (poll ${CHAT_POLL_MS} ms)`);

    // Told apart in words; text, not markup.
    const last = log(page).getByRole('listitem').last();
    expect(await last.getAttribute('data-from')).toBe('manager');
    expect(await last.textContent()).toContain(m.chatFromManager);
    expect(await page.evaluate(() => (window as unknown as { chatXss?: number }).chatXss)).toBeUndefined();
    expect(await page.locator('b2b-chat').evaluate((el) => el.shadowRoot!.querySelectorAll('b, script').length)).toBe(0);
    await expect.poll(() => page.getByRole('status').filter({ hasText: m.chatIncomingOne.split(':')[0]! }).count()).toBe(1);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('a reply while the chat is collapsed shows as unread on the launcher, also after a reload', async () => {
    const { context, page, errors } = await demoPage();
    await launcher(page).click();
    await panel(page).getByRole('textbox', { name: m.chatInputLabel }).fill(`Вопрос ${Date.now()}`);
    await panel(page).getByRole('textbox', { name: m.chatInputLabel }).press('Enter');
    await expect.poll(() => log(page).getByText(m.chatSending).count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel(page).isVisible()).toBe(false);
    await expect.poll(() => launcher(page).getAttribute('aria-expanded')).toBe('false');

    const customerId = await customerIdOf(context);
    await post(admin, 'chatReply', { customer_id: customerId, message: `Ответ ${Date.now()}` });
    const oneUnread = m.chatUnreadOne.replace('{n}', '1');
    await expect.poll(() => launcher(page).getAttribute('aria-expanded'), { timeout: 1000 }).toBe('false');
    await expect
      .poll(() => page.getByRole('button', { name: oneUnread, exact: true }).count(), BY_NEXT_POLL)
      .toBe(1);

    await page.reload();
    await expect
      .poll(() => page.getByRole('button', { name: oneUnread, exact: true }).count(), BY_NEXT_POLL)
      .toBe(1);
    await page.getByRole('button', { name: oneUnread, exact: true }).click();
    await expect.poll(() => launcher(page).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.getByRole('button', { name: m.chatTitle, exact: true }).count()).toBe(1);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('two browser contexts of the same user agree on the unread count: reading on one clears the other', async () => {
    const phone = await demoPage();
    const laptop = await demoPage();
    await post(phone.context, 'chat', { action: 'send', message: `С двух устройств ${Date.now()}` });
    const customerId = await customerIdOf(phone.context);
    await post(admin, 'chatReply', { customer_id: customerId, message: `Ответ на оба устройства ${Date.now()}` });
    const oneUnread = m.chatUnreadOne.replace('{n}', '1');
    const unreadOn = (page: Page) => page.getByRole('button', { name: oneUnread, exact: true });
    for (const { page } of [phone, laptop]) {
      await expect.poll(() => unreadOn(page).count(), BY_NEXT_POLL).toBe(1);
    }

    // Read on the phone: the laptop's next poll brings the server's read position.
    await unreadOn(phone.page).click();
    await expect.poll(() => panel(phone.page).isVisible()).toBe(true);
    await expect.poll(() => unreadOn(laptop.page).count(), BY_NEXT_POLL).toBe(0);
    expect(await laptop.page.getByRole('button', { name: m.chatTitle, exact: true }).count()).toBe(1);

    // The phone goes away first: its open panel reads every reply its next
    // poll brings, so a reply sent while it is open may be read before the
    // laptop's page has loaded (the race that failed under load).
    expect(phone.errors).toEqual([]);
    await phone.context.close();

    // After a page load too: one more reply counts as the only unread one, and nothing is kept in the browser.
    await post(admin, 'chatReply', { customer_id: customerId, message: `Ещё один ответ ${Date.now()}` });
    await laptop.page.reload();
    await expect.poll(() => unreadOn(laptop.page).count(), BY_NEXT_POLL).toBe(1);
    expect(await laptop.page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('b2b-chat')))).toEqual([]);

    expect(laptop.errors).toEqual([]);
    await laptop.context.close();
  });

  it('chatReply is admin-only: the demo user gets no access to it', async () => {
    const { context } = await demoPage();
    const customerId = await customerIdOf(context);
    const res = await context.request.post(`${portal}/api/chatReply/`, {
      data: { customer_id: customerId, message: 'подделка' },
      headers: XHR,
    });
    expect(res.status()).toBeGreaterThanOrEqual(400);
    const { body } = await post<{ messages: ChatMessage[] }>(context, 'chat', { action: 'messages' });
    expect(body.messages.some((x) => x.message === 'подделка')).toBe(false);
    await context.close();
  });

  it('axe finds nothing in the open chat on the portal page', async () => {
    const { context, page } = await demoPage();
    await launcher(page).click();
    await expect.poll(() => panel(page).isVisible()).toBe(true);
    await expect.poll(() => log(page).getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await axe(page, ['b2b-chat'])).toEqual([]);
    await context.close();
  });
});
