// <b2b-newsletter-form>: the live preview sanitized (a script never
// runs nor shows), required fields, the confirm, the count sent, and the same
// id on a retry so a newsletter never goes twice.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import 'b2b-widgets/newsletter-form/element';
import { defaultMessages as m } from '../../../src/core/messages';
import { createHandlers, createState, FAKE_SUBSCRIBERS, formsOf, type FakeState } from '../../../src/testing';
import { fakeServer } from '../support/fake-server';
import { fill } from '../../../src/core/messages/fill';

const worker = fakeServer({ unhandled: 'bypass' });
let state: FakeState;
let bodies: Record<string, string>[];

beforeAll(() => {
  worker.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/openapi/sendNewsletter') void request.clone().json().then((b) => bodies.push(b));
  });
});
beforeEach(() => {
  bodies = [];
  state = createState();
  worker.use(...createHandlers(state));
  document.body.innerHTML = '<b2b-newsletter-form></b2b-newsletter-form>';
});
afterEach(() => {
  delete (window as { pwned?: boolean }).pwned;
});

const header = () => page.getByRole('textbox', { name: m.newsletterHeader });
const body = () => page.getByRole('textbox', { name: m.newsletterBody });
const preview = () => page.getByRole('region', { name: m.newsletterPreview });
const send = () => page.getByRole('button', { name: m.newsletterSend });
const confirm = () => page.getByRole('alertdialog', { name: m.confirmTitle });

async function write(h: string, b: string) {
  await userEvent.fill(header(), h);
  await userEvent.fill(page.getByRole('textbox', { name: m.newsletterAnons }), 'Коротко');
  await userEvent.fill(body(), b);
}

describe('<b2b-newsletter-form>', () => {
  it('previews the body sanitized: markup shows, a script and an onerror neither run nor stay', async () => {
    await write('Новинки', '<p>Скидки <b>до 20%</b></p><script>window.pwned = true</script><img src="x" onerror="window.pwned = true">');
    await expect.element(preview().getByText('до 20%')).toBeVisible();
    const html = preview().element().querySelector('.b2b-newsletter-preview-body')!.innerHTML;
    expect(html).toBe('<p>Скидки <b>до 20%</b></p><img src="x">');
    // The picture has failed to load: an onerror left on it would have run by now.
    const img = preview().element().querySelector('img')!;
    await expect.poll(() => img.complete).toBe(true);
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('needs a header and a body; nothing is sent without them', async () => {
    await userEvent.click(send());
    await expect.element(header()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(body()).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('asks first; «Нет» sends nothing, «Да» sends and shows «Рассылка успешно завершена!» with the count', async () => {
    const events: unknown[] = [];
    document.addEventListener('b2b-newsletter-sent', (e) => events.push(e.detail), { once: true });
    await write('Новинки', '<p>Привет</p>');
    await userEvent.click(send());
    await expect.element(confirm().getByText(m.newsletterConfirm)).toBeVisible();
    await userEvent.click(confirm().getByRole('button', { name: m.no }));
    expect(bodies).toEqual([]);
    await userEvent.click(send());
    await userEvent.click(confirm().getByRole('button', { name: m.yes }));
    await expect.element(page.getByText(m.newsletterDone)).toBeVisible();
    await expect.element(page.getByText(fill(m.newsletterSentCount, { n: FAKE_SUBSCRIBERS }))).toBeVisible();
    expect(bodies).toEqual([{ id: expect.stringMatching(/^nl-/), header: 'Новинки', anons: 'Коротко', body: '<p>Привет</p>' }]);
    expect(events).toEqual([{ id: bodies[0]!.id, sent: FAKE_SUBSCRIBERS, repeated: false }]);
  });

  it('a failed send keeps the letter; «Повторить» sends the same id, so the portal sends it once', async () => {
    let calls = 0;
    worker.use(
      http.post('/openapi/sendNewsletter', () => {
        calls++;
        // The first send went out but its reply was lost on the way.
        return calls === 1 ? HttpResponse.json({ status: 'error', message: 'Нет связи' }, { status: 503 }) : undefined;
      }),
    );
    await write('Новинки', '<p>Привет</p>');
    await userEvent.click(send());
    await userEvent.click(confirm().getByRole('button', { name: m.yes }));
    const alert = page.getByRole('alert').filter({ hasText: fill(m.newsletterFailed, { error: 'Нет связи' }) });
    await expect.element(alert).toBeVisible();
    await expect.element(body()).toHaveValue('<p>Привет</p>');
    await userEvent.click(alert.getByRole('button', { name: m.retry }));
    await expect.element(page.getByText(m.newsletterDone)).toBeVisible();
    expect(bodies.map((b) => b.id)).toEqual([bodies[0]!.id, bodies[0]!.id]);
    expect(formsOf(state).newsletters.size).toBe(1);
  });

  it('«Новая рассылка» starts an empty form with a new id', async () => {
    await write('Новинки', '<p>Привет</p>');
    await userEvent.click(send());
    await userEvent.click(confirm().getByRole('button', { name: m.yes }));
    await userEvent.click(page.getByRole('button', { name: m.newsletterNew }));
    await expect.element(header()).toHaveValue('');
    await write('Другая', '<p>Ещё</p>');
    await userEvent.click(send());
    await userEvent.click(confirm().getByRole('button', { name: m.yes }));
    await expect.element(page.getByText(m.newsletterDone)).toBeVisible();
    expect(new Set(bodies.map((b) => b.id)).size).toBe(2);
  });

  it('the portal answering a repeat: the first send\'s count and that nothing went twice', async () => {
    worker.use(http.post('/openapi/sendNewsletter', () => HttpResponse.json({ status: 'success', message: m.newsletterDone, sent: 7, repeated: true })));
    await write('Новинки', '<p>Привет</p>');
    await userEvent.click(send());
    await userEvent.click(confirm().getByRole('button', { name: m.yes }));
    await expect.element(page.getByText(fill(m.newsletterSentCount, { n: 7 }))).toBeVisible();
    await expect.element(page.getByText(m.newsletterAlready)).toBeVisible();
  });
});
