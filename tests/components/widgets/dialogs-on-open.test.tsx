// The login, registration and callback dialogs' bodies (their forms, rules and
// calls) are chunks of their own: a page pays for one when the visitor heads
// for it (points at or focuses an opener) or it opens, not with its tag.
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import 'b2b-widgets/callback/element';
import 'b2b-widgets/login/element';
import 'b2b-widgets/registration/element';
import { defaultMessages as m } from '../../../src/core/messages';
import { createHandlers, createState } from '../../../src/testing';
import { deepActiveElement } from '../../../src/ui/modal/focus';
import { fetched, idle, pointerAway } from './on-demand';
import { fakeServer } from '../support/fake-server';

const worker = fakeServer();
beforeEach(() => worker.use(...createHandlers(createState({ user: null }))));

const BODY = { login: '/src/widgets/login/Login.tsx', registration: '/src/widgets/registration/Registration.tsx', callback: '/src/widgets/callback/Callback.tsx' };

describe('dialog bodies on demand', () => {
  it('none is fetched with the page; pointing at or focusing an opener fetches that one; .show() fetches and opens', async () => {
    await pointerAway();
    document.body.innerHTML = `
      <a href="#" data-b2b-open="login">Войти</a>
      <a href="#" data-b2b-open="registration">Регистрация</a>
      <b2b-login></b2b-login><b2b-registration></b2b-registration><b2b-callback></b2b-callback>`;
    for (const tag of ['b2b-login', 'b2b-registration', 'b2b-callback']) {
      await customElements.whenDefined(tag);
      // The shell renders the widget's outer box at once.
      await expect.poll(() => document.querySelector(tag)!.shadowRoot?.querySelector('[part="base"]')).not.toBeNull();
    }
    await idle();
    await idle();
    expect(Object.values(BODY).filter(fetched)).toEqual([]);

    // Pointing at «Войти» fetches the login form, and only it; the click opens it on the login field.
    const login = page.getByRole('link', { name: 'Войти' });
    await userEvent.hover(login);
    await expect.poll(() => fetched(BODY.login)).toBe(true);
    expect(fetched(BODY.registration)).toBe(false);
    await userEvent.click(login);
    await expect.element(page.getByRole('dialog', { name: m.loginTitle })).toBeVisible();
    await expect.poll(() => deepActiveElement()?.getAttribute('name')).toBe('login');
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();

    // Keyboard focus on «Регистрация» fetches the registration form.
    (document.querySelector('[data-b2b-open="registration"]') as HTMLElement).focus();
    await expect.poll(() => fetched(BODY.registration)).toBe(true);
    expect(fetched(BODY.callback)).toBe(false);

    // No opener at all: .show() fetches the callback form and opens it with its phone field.
    document.querySelector('b2b-callback')!.show();
    const dialog = page.getByRole('dialog', { name: m.callbackTitle });
    await expect.element(dialog.getByLabelText(m.callbackPhone)).toBeVisible();
    expect(fetched(BODY.callback)).toBe(true);
  });
});
