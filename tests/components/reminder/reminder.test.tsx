// <b2b-reminder>: opens from data-b2b-open and from the login dialog's
// «Забыли пароль?», the three answers of the spec, the request it sends, and the
// portal's rate-limit refusal shown as it comes.
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import 'b2b-widgets/login/element';
import 'b2b-widgets/reminder/element';
import { defaultMessages as m } from '../../../src/core/messages';
import { createHandlers, createState } from '../../../src/testing';
import { deepActiveElement } from '../../../src/ui/modal/focus';
import { fakeServer } from '../support/fake-server';

const worker = fakeServer({ unhandled: 'bypass' });
let sent: string[];

beforeAll(() => {
  worker.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/reminder/') void request.clone().text().then((b) => sent.push(b));
  });
});
beforeEach(() => {
  sent = [];
  worker.use(...createHandlers(createState({ user: null })));
});

const dialog = () => page.getByRole('dialog', { name: m.reminderTitle });
const email = () => dialog().getByRole('textbox', { name: m.reminderEmail });
const submit = () => dialog().getByRole('button', { name: m.reminderSubmit });

async function openFromLink() {
  document.body.innerHTML = `<a href="#" id="opener" data-b2b-open="reminder">Забыли пароль?</a><b2b-reminder></b2b-reminder>`;
  await userEvent.click(document.querySelector('#opener')!);
  await expect.element(email()).toBeVisible();
}

describe('<b2b-reminder>', () => {
  it('empty: «Вы ничего не ввели» on the field, which gets the focus; nothing is sent', async () => {
    await openFromLink();
    await userEvent.click(submit());
    await expect.element(dialog().getByText(m.reminderEmpty)).toBeVisible();
    await expect.element(email()).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => deepActiveElement()?.getAttribute('name')).toBe('email');
    expect(sent).toEqual([]);
  });

  it('unknown e-mail: the portal\'s «В нашей базе не содержится такого E-mail», the address kept', async () => {
    await openFromLink();
    await userEvent.type(email(), 'nobody@example.ru');
    await userEvent.click(submit());
    await expect.element(dialog().getByRole('alert')).toHaveTextContent(m.reminderUnknown);
    await expect.element(email()).toHaveValue('nobody@example.ru');
    expect(sent).toEqual(['email=nobody%40example.ru']);
  });

  it('known e-mail: «Письмо с вашими данными было отправлено на вашу почту» and a b2b-reminder-sent event', async () => {
    const events: unknown[] = [];
    document.addEventListener('b2b-reminder-sent', (e) => events.push(e.detail), { once: true });
    await openFromLink();
    await userEvent.type(email(), ' demo@example.ru ');
    await userEvent.click(submit());
    await expect.element(dialog().getByRole('status').filter({ hasText: m.reminderSent })).toBeVisible();
    expect(events).toEqual([{ email: 'demo@example.ru' }]);
  });

  it('asked again too soon: the portal\'s 429 message shows as it comes', async () => {
    const tooSoon = 'Письмо на этот адрес уже отправлено. Повторить запрос можно через 5 мин.';
    worker.use(http.post('/reminder/', () => HttpResponse.json({ result: 0, status: 'error', message: tooSoon }, { status: 429 })));
    await openFromLink();
    await userEvent.type(email(), 'demo@example.ru');
    await userEvent.click(submit());
    await expect.element(dialog().getByRole('alert')).toHaveTextContent(tooSoon);
  });

  it('the login dialog\'s «Забыли пароль?» opens the page\'s <b2b-reminder> and closes itself', async () => {
    document.body.innerHTML = `<b2b-login open></b2b-login><b2b-reminder></b2b-reminder>`;
    const login = page.getByRole('dialog', { name: m.loginTitle });
    await userEvent.click(login.getByRole('button', { name: m.loginForgot }));
    await expect.element(email()).toBeVisible();
    expect(document.querySelector('b2b-login')!.hasAttribute('open')).toBe(false);
    expect(document.querySelector('b2b-reminder')!.hasAttribute('open')).toBe(true);
  });
});
