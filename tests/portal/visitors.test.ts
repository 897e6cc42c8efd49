// Visitors: the captcha, registration (multipart with a file), password reminder, checkuser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../examples/portal/server/app';
import { MemoryCatalog } from '../../examples/portal/server/catalog/memory';
import { isRussian, messages, START_TIMEOUT, startTestPortal, type Client, type TestPortal } from './helpers';

let t: TestPortal;

beforeAll(async () => {
  t = await startTestPortal(); // no CAPTCHA_TEST_ANSWER: the real captcha only
}, START_TIMEOUT);
afterAll(() => t?.close());

/** Loads /captcha.php in `c`'s session and reads the answer the server kept for it. */
async function captcha(c: Client): Promise<string> {
  const res = await c.fetch('/captcha.php');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('image/svg+xml');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(await res.text()).toMatch(/^<svg[\s\S]*<\/svg>$/);
  const [row] = await t.portal.db.query<{ captcha: string }>('SELECT captcha FROM sessions WHERE id = $1', [c.cookies.get('b2b_sid')]);
  return row!.captcha;
}

let n = 0;
function form(fields: Record<string, string> = {}, file?: File): FormData {
  n++;
  const f = new FormData();
  const values = {
    surname: 'Иванов',
    name: 'Иван',
    patronymic: 'Иванович',
    phone: '+7 (912) 345-67-89',
    email: `ivanov${n}@example.ru`,
    company: 'ООО «Ромашка»',
    inn: '7707083893',
    city: 'Казань',
    region: '16',
    region_other: '',
    ...fields,
  };
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  if (file) f.set('file', file);
  return f;
}

describe('captcha and POST /registration', () => {
  it('stores the request with the file bytes when the captcha answer is right', async () => {
    const c = t.client();
    const answer = await captcha(c);
    expect(answer).toMatch(/^\S{5}$/);
    const bytes = new Uint8Array(2048).map((_, i) => (i * 7) % 256);
    const body = form({ captcha: answer }, new File([bytes], 'карточка.pdf', { type: 'application/pdf' }));
    const r = await c.json('/registration', { method: 'POST', body });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'success', message: messages.registrationDone });
    const [row] = await t.portal.db.query<{ kind: string; surname: string; file_name: string; file_type: string; file_size: number; file_data: Uint8Array }>(
      'SELECT kind, surname, file_name, file_type, file_size, file_data FROM registration_requests ORDER BY id DESC LIMIT 1',
    );
    expect(row).toMatchObject({ kind: 'full', surname: 'Иванов', file_name: 'карточка.pdf', file_type: 'application/pdf', file_size: 2048 });
    expect(new Uint8Array(row!.file_data)).toEqual(bytes);
  });

  it('checks the answer once: the same answer again is refused', async () => {
    const c = t.client();
    const answer = await captcha(c);
    expect((await c.json('/registration', { method: 'POST', body: form({ captcha: answer }) })).status).toBe(200);
    const again = await c.json('/registration', { method: 'POST', body: form({ captcha: answer }) });
    expect(again.status).toBe(400);
    expect(isRussian(again.body.message)).toBe(true);
  });

  it('a wrong answer is refused and uses the captcha up', async () => {
    const c = t.client();
    const answer = await captcha(c);
    const wrong = await c.json('/registration', { method: 'POST', body: form({ captcha: `${answer}x` }) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.status).toBe('error');
    expect(isRussian(wrong.body.message)).toBe(true);
    // The form has already put a new picture up when this shows: no «Обновите картинку».
    expect(wrong.body.message).not.toMatch(/обновите/i);
    const right = await c.json('/registration', { method: 'POST', body: form({ captcha: answer }) });
    expect(right.status).toBe(400);
  });

  it('another session cannot use my captcha answer', async () => {
    const mine = t.client();
    const answer = await captcha(mine);
    const other = t.client();
    await captcha(other);
    expect((await other.json('/registration', { method: 'POST', body: form({ captcha: answer }) })).status).toBe(400);
  });

  it.each<[Record<string, string>, string | null]>([
    [{ captcha: '' }, 'Введите код с картинки'],
    [{ surname: '' }, messages.required],
    [{ email: 'не-почта' }, null],
    [{ phone: '12345' }, messages.required],
    [{ inn: '12345' }, null],
  ])('refuses %j before using the captcha', async (fields, message) => {
    const c = t.client();
    const answer = await captcha(c);
    const bad = await c.json('/registration', { method: 'POST', body: form({ captcha: answer, ...fields }) });
    expect(bad.status).toBe(400);
    expect(bad.body.status).toBe('error');
    if (message) expect(bad.body.message).toBe(message);
    expect(isRussian(bad.body.message)).toBe(true);
    // The captcha is still there for the corrected form.
    if (fields.captcha !== '') expect((await c.json('/registration', { method: 'POST', body: form({ captcha: answer }) })).status).toBe(200);
  });

  it('refuses an e-mail that already has an account: Этот Email уже занят', async () => {
    const c = t.client();
    const answer = await captcha(c);
    const r = await c.json('/registration', { method: 'POST', body: form({ captcha: answer, email: 'DEMO@b2b.example' }) });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(messages.emailTaken);
  });

  it('refuses a file over 5 MB and a body over the limit', async () => {
    const c = t.client();
    const answer = await captcha(c);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    const r = await c.json('/registration', { method: 'POST', body: form({ captcha: answer }, big) });
    expect(r.status).toBe(400);
    expect(isRussian(r.body.message)).toBe(true);
    const huge = new File([new Uint8Array(7 * 1024 * 1024)], 'huge.pdf');
    const r2 = await c.json('/registration', { method: 'POST', body: form({ captcha: answer }, huge) });
    expect(r2.status).toBe(413);
    expect(isRussian(r2.body.message)).toBe(true);
  });

  it('POST /registration/ is the simple save: state and message', async () => {
    const c = t.client();
    const answer = await captcha(c);
    const r = await c.json('/registration/', { method: 'POST', body: form({ captcha: answer }) });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ state: 'success', message: messages.registrationRequestDone });
    const [row] = await t.portal.db.query<{ kind: string }>('SELECT kind FROM registration_requests ORDER BY id DESC LIMIT 1');
    expect(row!.kind).toBe('simple');
  });

  it('needs the CSRF header like any POST', async () => {
    const c = t.client();
    const answer = await captcha(c);
    const r = await c.json('/registration', { method: 'POST', body: form({ captcha: answer }), csrf: false });
    expect(r.status).toBe(403);
  });

  it('accepts CAPTCHA_TEST_ANSWER only when configured', async () => {
    const db = t.portal.db;
    const deps = { db, catalog: new MemoryCatalog(db), config: { rootDir: process.cwd() } };
    const withAnswer = createApp({ ...deps, config: { ...deps.config, captchaTestAnswer: 'e2e-captcha' } });
    const without = createApp(deps);
    const send = (app: typeof without) =>
      app.request('/registration', { method: 'POST', body: form({ captcha: 'e2e-captcha' }), headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect((await send(withAnswer)).status).toBe(200);
    expect((await send(without)).status).toBe(400);
  });
});

describe('reminder and checkuser', () => {
  const remind = (email: string) =>
    t.client().json('/reminder/', { method: 'POST', body: new URLSearchParams({ email }) });

  it('sends a reminder to a known e-mail: result 1', async () => {
    const r = await remind('Owner@B2B.example');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ result: 1, message: messages.reminderSent });
    const [mail] = await t.portal.db.query<{ to_email: string; body: string }>('SELECT to_email, body FROM mail_outbox ORDER BY id DESC LIMIT 1');
    expect(mail!.to_email).toBe('owner@b2b.example');
    expect(mail!.body).toContain('owner');
  });

  it('answers the spec messages for an unknown and an empty e-mail', async () => {
    const unknown = await remind('nobody@example.ru');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ result: 0, message: messages.reminderUnknown });
    const empty = await remind('  ');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(messages.reminderEmpty);
    const bad = await remind('abc');
    expect(bad.status).toBe(400);
    expect(isRussian(bad.body.message)).toBe(true);
  });

  it('checkuser tells whether an e-mail is registered', async () => {
    const check = (user_email: string) =>
      t.client().json('/ajax/checkuser/', { method: 'POST', body: new URLSearchParams({ user_email }) });
    expect((await check('demo@b2b.example')).body).toEqual({ status: 'success', exists: true, message: messages.emailTaken });
    expect((await check('free@example.ru')).body).toEqual({ status: 'success', exists: false, message: '' });
    const bad = await check('');
    expect(bad.status).toBe(400);
    expect(isRussian(bad.body.message)).toBe(true);
  });
});
