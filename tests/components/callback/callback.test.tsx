// <b2b-callback>: the phone mask typed key by key, the spec's
// validation message, success with a thank-you and an event, a refusal shown
// for 2 s with the fields kept, and the dialog's focus handling, both as a
// custom element opened from a legacy link and as a React component.
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Callback } from 'b2b-widgets/callback';
import 'b2b-widgets/callback/element';
import { CALLBACK_ERROR_MS } from '../../../src/core/constants';
import { defaultMessages as m } from '../../../src/core/messages';
import { createHandlers, createState, type FakeState } from '../../../src/testing';
import { deepActiveElement } from '../../../src/ui/modal/focus';
import { fakeServer } from '../support/fake-server';
import { held } from '../support/held';

const worker = fakeServer();
let state: FakeState;
/** Bodies of the callback calls as sent. */
let sent: unknown[];

beforeAll(() => {
  worker.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/callback/') void request.clone().json().then((b) => sent.push(b));
  });
});

beforeEach(() => {
  sent = [];
  state = createState({ user: null });
  worker.use(...createHandlers(state));
});

const dialog = () => page.getByRole('dialog', { name: m.callbackTitle });
const phone = () => dialog().getByLabelText(m.callbackPhone);
const firstname = () => dialog().getByLabelText(m.callbackName);
const submit = () => dialog().getByRole('button', { name: m.callbackSubmit });
const focusedName = () => deepActiveElement()?.getAttribute('name') ?? deepActiveElement()?.textContent;

/** The legacy markup of the portal's header: a link and the tag, no page JS. */
function legacyPage(): { link: HTMLAnchorElement; host: HTMLElementTagNameMap['b2b-callback'] } {
  document.body.innerHTML = `<p><a href="#" id="opener" data-b2b-open="callback">Заказать звонок</a></p><b2b-callback></b2b-callback>`;
  return { link: document.querySelector('#opener')!, host: document.querySelector('b2b-callback')! };
}

describe('<b2b-callback> element', () => {
  it('opens from a data-b2b-open link on the first field; Escape closes, removes `open` and returns focus to the link', async () => {
    const { link, host } = legacyPage();
    await userEvent.click(link);
    await expect.element(dialog()).toBeVisible();
    expect(host.hasAttribute('open')).toBe(true);
    await expect.poll(focusedName).toBe('phone');

    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(host.hasAttribute('open')).toBe(false);
    expect(deepActiveElement()).toBe(link);
  });

  it('keeps every key of a fast typist in the phone (the mask lives in a shadow root)', async () => {
    // Inside a shadow root window.event is undefined, so React renders typing
    // later; a mask that wrote render-old values back lost keys here.
    const { host } = legacyPage();
    for (let round = 0; round < 5; round += 1) {
      host.show();
      await expect.element(phone()).toBeVisible();
      await userEvent.click(phone());
      await userEvent.keyboard('9161234567');
      await expect.element(phone()).toHaveValue('+7 (916) 123-45-67');
      await userEvent.clear(phone());
      host.close();
      await expect.element(dialog()).not.toBeInTheDocument();
    }
  });

  it('opens with .show() and closes with the × button; what was typed is still there when reopened', async () => {
    const { host } = legacyPage();
    await expect.poll(() => customElements.get('b2b-callback')).toBeDefined();
    host.show();
    await expect.element(dialog()).toBeVisible();
    await userEvent.type(firstname(), 'Анна');
    await userEvent.click(dialog().getByRole('button', { name: m.close }));
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(host.hasAttribute('open')).toBe(false);
    host.show();
    await expect.element(firstname()).toHaveValue('Анна');
  });

  it('sends the request, thanks the visitor and tells the page with a composed b2b-callback-sent event', async () => {
    const { link, host } = legacyPage();
    const heard = vi.fn();
    document.addEventListener('b2b-callback-sent', (e) => heard(e.detail), { once: true });
    await userEvent.click(link);
    await userEvent.type(phone(), '9123456789');
    await userEvent.type(firstname(), 'Анна');
    await userEvent.click(submit());

    await expect.element(dialog().getByRole('status')).toHaveTextContent(m.callbackThanks);
    expect(sent).toEqual([{ data: { phone: '+7 (912) 345-67-89', firstname: 'Анна' } }]);
    expect(state.callbacks).toEqual([{ phone: '+7 (912) 345-67-89', firstname: 'Анна' }]);
    expect(heard).toHaveBeenCalledWith({ phone: '+7 (912) 345-67-89', firstname: 'Анна' });
    // The thank-you's button has the focus and closes; the next opening is a fresh form.
    await expect.poll(focusedName).toBe(m.close);
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(host.hasAttribute('open')).toBe(false);
    host.show();
    await expect.element(phone()).toHaveValue('');
    await expect.element(firstname()).toHaveValue('');
  });
});

describe('<Callback> form', () => {
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Открыть
        </button>
        <Callback open={open} onClose={() => setOpen(false)} />
      </>
    );
  }

  it('masks the phone key by key as +7 (XXX) XXX-XX-XX and ignores letters', async () => {
    render(<Harness />);
    const steps: [string, string][] = [
      ['9', '+7 (9'],
      ['1', '+7 (91'],
      ['2', '+7 (912'],
      ['3', '+7 (912) 3'],
      ['x', '+7 (912) 3'],
      ['4', '+7 (912) 34'],
      ['5', '+7 (912) 345'],
      ['6', '+7 (912) 345-6'],
      ['7', '+7 (912) 345-67'],
      ['8', '+7 (912) 345-67-8'],
      ['9', '+7 (912) 345-67-89'],
      ['0', '+7 (912) 345-67-89'],
    ];
    await userEvent.click(phone());
    for (const [key, shown] of steps) {
      await userEvent.keyboard(key);
      await expect.element(phone()).toHaveValue(shown);
    }
  });

  it("refuses an empty or short phone and an empty name with 'Это поле необходимо заполнить.', sending nothing", async () => {
    render(<Harness />);
    await userEvent.click(submit());
    await expect.poll(() => dialog().getByText(m.required).elements().length).toBe(2);
    await expect.element(phone()).toHaveAttribute('aria-invalid', 'true');
    // The focus goes to the first field in error.
    await expect.poll(focusedName).toBe('phone');

    await userEvent.type(phone(), '912345678'); // 9 digits: not "over 9"
    await userEvent.type(firstname(), 'Анна');
    await userEvent.click(submit());
    await expect.poll(() => dialog().getByText(m.required).elements().length).toBe(1);
    await expect.element(phone()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(firstname()).not.toHaveAttribute('aria-invalid');
    expect(sent).toEqual([]);

    await userEvent.click(phone());
    await userEvent.keyboard('{End}9');
    await expect.element(phone()).toHaveValue('+7 (912) 345-67-89');
    await expect.element(phone()).not.toHaveAttribute('aria-invalid');
    await userEvent.click(submit());
    await expect.element(dialog().getByRole('status')).toHaveTextContent(m.callbackThanks);
  });

  it('shows the server refusal for 2 s, keeps what was typed, and the same button sends again', async () => {
    render(<Harness />);
    let refuse = true;
    worker.use(
      http.post('/api/callback/', async () => {
        if (!refuse) return undefined; // fall through to the fake server
        return HttpResponse.json({ status: 'error', message: 'Заявки временно не принимаются' }, { status: 503 });
      }),
    );
    await userEvent.type(phone(), '9123456789');
    await userEvent.type(firstname(), 'Анна');
    await userEvent.click(submit());
    const alert = dialog().getByRole('alert');
    await expect.element(alert).toHaveTextContent('Заявки временно не принимаются');
    const shownAt = performance.now();
    await expect.element(phone()).toHaveValue('+7 (912) 345-67-89');
    await expect.element(firstname()).toHaveValue('Анна');
    // The message waits while the pointer is on it (the growing dialog may put it there):
    // move away, then it is gone after CALLBACK_ERROR_MS (with slack for the runner), not before.
    await userEvent.hover(dialog().getByRole('heading', { name: m.callbackTitle }));
    await expect.element(alert, { timeout: CALLBACK_ERROR_MS + 1500 }).not.toBeInTheDocument();
    expect(performance.now() - shownAt).toBeGreaterThanOrEqual(CALLBACK_ERROR_MS - 100);
    expect(state.callbacks).toEqual([]);

    refuse = false;
    await userEvent.click(submit());
    await expect.element(dialog().getByRole('status')).toHaveTextContent(m.callbackThanks);
    expect(state.callbacks).toEqual([{ phone: '+7 (912) 345-67-89', firstname: 'Анна' }]);
  });

  it('says so in Russian when the server cannot be reached', async () => {
    render(<Harness />);
    worker.use(http.post('/api/callback/', () => HttpResponse.error()));
    await userEvent.type(phone(), '9123456789');
    await userEvent.type(firstname(), 'Анна');
    await userEvent.click(submit());
    await expect.element(dialog().getByRole('alert')).toHaveTextContent(m.networkError);
    await expect.element(firstname()).toHaveValue('Анна');
  });

  it('shows «Отправляем…» while sending and ignores a second press', async () => {
    render(<Harness />);
    // The reply waits until the test has seen the sending state.
    const reply = held();
    worker.use(http.post('/api/callback/', () => reply.hold(() => undefined)));
    await userEvent.type(phone(), '9123456789');
    await userEvent.type(firstname(), 'Анна');
    await userEvent.click(submit());
    const busy = dialog().getByRole('button', { name: m.sending });
    await expect.element(busy).toHaveAttribute('aria-disabled', 'true');
    // Pressed again while sending (the pointer cannot: the button says it is disabled).
    (busy.element() as HTMLButtonElement).click();
    reply.release();
    await expect.element(dialog().getByRole('status')).toHaveTextContent(m.callbackThanks);
    expect(state.callbacks).toHaveLength(1);
  });

  it('npm use: Escape calls onClose and focus goes back to the button that opened it', async () => {
    render(<Harness />);
    await expect.element(dialog()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    const opener = page.getByRole('button', { name: 'Открыть' });
    await userEvent.click(opener);
    await expect.element(dialog()).toBeVisible();
    await expect.poll(focusedName).toBe('phone');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => deepActiveElement()?.textContent).toBe('Открыть');
  });
});
