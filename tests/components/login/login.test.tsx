// <b2b-login>: login and password, the demo entry with its
// demo intro left to the reloaded page, the password reminder's three answers, reload or
// `b2b-login` for pages that handle it, and the dialog's focus handling.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { pageNavigation } from 'b2b-widgets/internal';
import 'b2b-widgets/login/element';
import { defaultMessages as m } from '../../../src/core/messages';
import { accounts, createHandlers, createState, demoUser, type FakeState } from '../../../src/testing';
import { deepActiveElement } from '../../../src/ui/modal/focus';
import { fakeServer } from '../support/fake-server';

const worker = fakeServer();
let state: FakeState;
let reload: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  state = createState({ user: null });
  worker.use(...createHandlers(state));
  localStorage.clear();
  // A real reload would reload the test runner's page.
  reload = vi.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const owner = accounts.find((a) => a.login === 'owner')!;
const dialog = (title: string = m.loginTitle) => page.getByRole('dialog', { name: title });
const box = (label: string) => dialog().getByRole('textbox', { name: label, exact: true });
const password = () => dialog().getByLabelText(m.loginPassword);
const focusedName = () => deepActiveElement()?.getAttribute('name') ?? deepActiveElement()?.textContent;

function legacyPage(attrs = ''): { link: HTMLAnchorElement; host: HTMLElementTagNameMap['b2b-login'] } {
  document.body.innerHTML = `<a href="#" id="opener" data-b2b-open="login">Войти</a><b2b-login ${attrs}></b2b-login>`;
  return { link: document.querySelector('#opener')!, host: document.querySelector('b2b-login')! };
}

async function logIn(login: string, pass: string) {
  await userEvent.type(box(m.loginLogin), login);
  await userEvent.type(password(), pass);
  await userEvent.click(dialog().getByRole('button', { name: m.loginSubmit, exact: true }));
}

describe('<b2b-login> login', () => {
  it('opens from the legacy link on the login field; Escape closes and returns focus to the link', async () => {
    const { link, host } = legacyPage();
    await userEvent.click(link);
    await expect.element(dialog()).toBeVisible();
    await expect.poll(focusedName).toBe('login');
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(host.hasAttribute('open')).toBe(false);
    expect(deepActiveElement()).toBe(link);
  });

  it("an empty form: 'Это поле необходимо заполнить.' for both fields, focus on the login, nothing sent", async () => {
    legacyPage('open');
    const sent: string[] = [];
    worker.events.on('request:start', ({ request }) => sent.push(request.url));
    await userEvent.click(dialog().getByRole('button', { name: m.loginSubmit, exact: true }));
    await expect.element(box(m.loginLogin)).toHaveAttribute('aria-invalid', 'true');
    await expect.element(password()).toHaveAttribute('aria-invalid', 'true');
    expect(dialog().getByText(m.required).elements()).toHaveLength(2);
    await expect.poll(focusedName).toBe('login');
    expect(sent).toEqual([]);
    worker.events.removeAllListeners();
  });

  it('a wrong password shows the server message and keeps what was typed', async () => {
    legacyPage('open');
    await logIn('owner', 'не тот');
    await expect.element(dialog().getByRole('alert')).toHaveTextContent('Неверный логин или пароль');
    await expect.element(box(m.loginLogin)).toHaveValue('owner');
    await expect.element(password()).toHaveValue('не тот');
    expect(reload).not.toHaveBeenCalled();
  });

  it('success reloads the page (and still tells it with b2b-login)', async () => {
    legacyPage('open');
    const heard = vi.fn();
    document.addEventListener('b2b-login', (e) => heard(e.detail), { once: true });
    await logIn(owner.login, owner.password);
    await expect.poll(() => reload.mock.calls.length).toBe(1);
    expect(heard).toHaveBeenCalledWith({ user: owner.user });
  });

  it('`no-reload`: only b2b-login, and the dialog closes', async () => {
    const { host } = legacyPage('open no-reload');
    const heard = vi.fn();
    document.addEventListener('b2b-login', (e) => heard(e.detail), { once: true });
    await logIn(owner.login, owner.password);
    await expect.poll(() => heard.mock.calls.length).toBe(1);
    expect(heard).toHaveBeenCalledWith({ user: owner.user });
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(host.hasAttribute('open')).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('<b2b-login> demo user', () => {
  /** The JSON bodies of the login calls, as sent. */
  function loginBodies(): Promise<unknown>[] {
    const bodies: Promise<unknown>[] = [];
    worker.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/getUserDemo/' || path === '/api/login/') bodies.push(request.clone().json());
    });
    return bodies;
  }

  it('the demo entry asks the site for its demo intro and reloads at once: no greeting of its own over the old page', async () => {
    legacyPage('open');
    const bodies = loginBodies();
    const heard = vi.fn();
    document.addEventListener('b2b-login', (e) => heard(e.detail), { once: true });
    await userEvent.click(dialog().getByRole('button', { name: m.loginDemo }));
    await expect.poll(() => reload.mock.calls.length).toBe(1);
    expect(heard).toHaveBeenCalledWith({ user: demoUser });
    expect(await Promise.all(bodies)).toEqual([{ intro: true }]);
    // The only dialog is the login one: the intro belongs to the reloaded page (<b2b-demo-intro>).
    expect(page.getByRole('dialog').elements()).toHaveLength(1);
    await expect.element(dialog()).toBeVisible();
    worker.events.removeAllListeners();
  });

  it('demo/demo with the password does the same: intro asked for, the page reloads at once', async () => {
    legacyPage('open');
    const bodies = loginBodies();
    await logIn('demo', 'demo');
    await expect.poll(() => reload.mock.calls.length).toBe(1);
    expect(await Promise.all(bodies)).toEqual([{ login: 'demo', password: 'demo', intro: true }]);
    expect(state.user).toEqual(demoUser);
    worker.events.removeAllListeners();
  });
});

describe('<b2b-login> password reminder', () => {
  async function openReminder() {
    legacyPage('open');
    await userEvent.click(dialog().getByRole('button', { name: m.loginForgot }));
    await expect.element(dialog(m.reminderTitle)).toBeVisible();
    await expect.poll(focusedName).toBe('email');
  }

  it("empty: 'Вы ничего не ввели', nothing sent", async () => {
    await openReminder();
    const sent: string[] = [];
    worker.events.on('request:start', ({ request }) => sent.push(request.url));
    await userEvent.click(dialog(m.reminderTitle).getByRole('button', { name: m.reminderSubmit }));
    await expect.element(dialog(m.reminderTitle).getByText(m.reminderEmpty)).toBeVisible();
    expect(sent).toEqual([]);
    worker.events.removeAllListeners();
  });

  it("unknown e-mail: 'В нашей базе не содержится такого E-mail'; known: 'Письмо … отправлено на вашу почту'", async () => {
    await openReminder();
    const form = dialog(m.reminderTitle);
    await userEvent.type(form.getByRole('textbox', { name: m.reminderEmail }), 'nobody@example.ru');
    await userEvent.click(form.getByRole('button', { name: m.reminderSubmit }));
    await expect.element(form.getByRole('alert')).toHaveTextContent(m.reminderUnknown);

    await userEvent.clear(form.getByRole('textbox', { name: m.reminderEmail }));
    await userEvent.type(form.getByRole('textbox', { name: m.reminderEmail }), 'demo@example.ru');
    await userEvent.click(form.getByRole('button', { name: m.reminderSubmit }));
    await expect.element(form.getByRole('status')).toHaveTextContent(m.reminderSent);
    expect(form.getByRole('alert').query()).toBeNull();
  });

  it('sends the e-mail form-encoded to /reminder/, as the legacy form did', async () => {
    await openReminder();
    const bodies: string[] = [];
    worker.use(
      http.post('/reminder/', async ({ request }) => {
        bodies.push(`${request.headers.get('Content-Type')} ${await request.text()}`);
        return HttpResponse.json({ result: 1 });
      }),
    );
    await userEvent.type(dialog(m.reminderTitle).getByRole('textbox', { name: m.reminderEmail }), 'demo@example.ru');
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog(m.reminderTitle).getByRole('status')).toHaveTextContent(m.reminderSent);
    expect(bodies).toEqual(['application/x-www-form-urlencoded email=demo%40example.ru']);
  });

  it('back to the login form keeps what was typed there; a login that is an e-mail fills the reminder', async () => {
    legacyPage('open');
    await userEvent.type(box(m.loginLogin), 'owner@example.ru');
    await userEvent.click(dialog().getByRole('button', { name: m.loginForgot }));
    await expect.element(dialog(m.reminderTitle).getByRole('textbox', { name: m.reminderEmail })).toHaveValue('owner@example.ru');
    await userEvent.click(dialog(m.reminderTitle).getByRole('button', { name: m.reminderBack }));
    await expect.element(box(m.loginLogin)).toHaveValue('owner@example.ru');
    await expect.poll(focusedName).toBe('login');
  });
});
