// The forms on the real portal: the reminder's rate limit, project orders (lists, validation, saving,
// the admin's page) and the admin's newsletter (admin only, sanitized, idempotent by id).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_INTERVAL_MIN } from '../../examples/portal/server/auth/reminder';
import { isRussian, messages, START_TIMEOUT, startTestPortal, type Client, type TestPortal } from './helpers';

let t: TestPortal;
let admin: Client;
let articuls: string[];

beforeAll(async () => {
  t = await startTestPortal();
  admin = await t.login('admin');
  articuls = (await t.portal.db.query<{ articul: string }>('SELECT articul FROM products ORDER BY id LIMIT 2')).map((r) => r.articul);
}, START_TIMEOUT);
afterAll(() => t?.close());

const mails = (email: string, kind: string) =>
  t.portal.db.query<{ subject: string; body: string }>('SELECT subject, body FROM mail_outbox WHERE lower(to_email) = $1 AND kind = $2', [email, kind]);

describe('POST /reminder/: one letter per address per interval', () => {
  const remind = (email: string) => t.client().json('/reminder/', { method: 'POST', body: new URLSearchParams({ email }) });

  it('a second request for the same address within the interval is 429 in Russian and writes no second letter', async () => {
    const first = await remind('manager2@b2b.example');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ result: 1, message: messages.reminderSent });
    const again = await remind('MANAGER2@b2b.example');
    expect(again.status).toBe(429);
    expect(again.body.result).toBe(0);
    expect(isRussian(again.body.message)).toBe(true);
    expect(again.body.message).toContain(`${REMINDER_INTERVAL_MIN} мин.`);
    expect(await mails('manager2@b2b.example', 'reminder')).toHaveLength(1);
    // Another address is not held back by it.
    expect((await remind('buyer2@b2b.example')).status).toBe(200);
  });

  it('two requests at once write one letter', async () => {
    const replies = await Promise.all([remind('demo@b2b.example'), remind('demo@b2b.example')]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 429]);
    expect(await mails('demo@b2b.example', 'reminder')).toHaveLength(1);
  });

  it('the limit passes: a letter older than the interval lets the next one go', async () => {
    await t.portal.db.query(
      "UPDATE mail_outbox SET created_at = now() - make_interval(mins => $1) WHERE to_email = 'manager2@b2b.example' AND kind = 'reminder'",
      [REMINDER_INTERVAL_MIN + 1],
    );
    expect((await remind('manager2@b2b.example')).status).toBe(200);
    expect(await mails('manager2@b2b.example', 'reminder')).toHaveLength(2);
  });
});

describe('project orders', () => {
  let demo: Client;
  beforeAll(async () => {
    demo = await t.demo();
  });
  const order = (over: Record<string, unknown> = {}) => ({
    partner: 'ООО «СтройПроект»',
    eventFederalDistrict: 5,
    eventRegion: 16,
    eventCity: 'Казань',
    comment: 'Объект: школа',
    lines: [
      { articul: articuls[0], qnt: '10', price: '1 250,50', note: 'первый этаж' },
      { articul: articuls[1], qnt: '', price: '', note: '' },
      { articul: '', qnt: '', price: '', note: 'доставка отдельно' },
      { articul: '', qnt: '', price: '', note: '' },
    ],
    ...over,
  });

  it('serves the federal districts and regions, and cities as typed (prefix first)', async () => {
    const lists = await demo.apiGet('projectOrderLists');
    expect(lists.status).toBe(200);
    expect(lists.body.federalDistricts).toContainEqual({ id: 5, header: 'Приволжский' });
    expect(lists.body.regions).toContainEqual({ id: 16, header: 'Республика Татарстан', federalDistrict: 5 });
    const cities = await demo.apiGet('projectCities', { keyword: 'каз' });
    expect(cities.body.cities[0]).toMatchObject({ header: 'Казань', region: 16 });
    const inRegion = await demo.apiGet('projectCities', { keyword: 'а', region: 16 });
    expect(inRegion.body.cities.length).toBeGreaterThan(0);
    expect(inRegion.body.cities.every((c: { region: number }) => c.region === 16)).toBe(true);
    expect((await t.client().apiGet('projectOrderLists')).status).toBe(401);
  });

  it('saves a valid order with its lines (blank spare rows dropped) for the admin to see', async () => {
    const r = await demo.api('projectOrder', order());
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'success', id: expect.any(Number) });
    const list = await admin.apiGet('projectOrders');
    const saved = list.body.orders.find((o: { id: number }) => o.id === r.body.id);
    expect(saved).toMatchObject({ partner: 'ООО «СтройПроект»', region: 'Республика Татарстан', district: 'Приволжский', event_city: 'Казань' });
    expect(saved.lines.map((l: { line: number; articul: string; qnt: string | null; price_wish: string | null }) => [l.line, l.articul, l.qnt, l.price_wish])).toEqual([
      [1, articuls[0], '10.000', '1250.50'],
      [2, articuls[1], null, null],
      [3, '', null, null],
    ]);
    const page = await admin.text('/admin/project-orders/');
    expect(page.status).toBe(200);
    expect(page.text).toContain(`Проектный заказ № ${r.body.id}`);
    expect(page.text).toContain('ООО «СтройПроект»');
  });

  it.each([
    ['a first line not filled in', { lines: [{ articul: 'x', qnt: '1', price: '', note: '' }] }, messages.projectLineFirstIncomplete],
    ['a later line with two fields of four', { lines: ['first', { articul: 'x', qnt: '1', price: '', note: '' }] }, messages.projectLineIncomplete],
    ['a quantity that is no number', { lines: [{ articul: 'x', qnt: 'много', price: '1', note: 'n' }] }, messages.projectLineBadQuantity],
    ['no product at all', { lines: [{ articul: '', qnt: '', price: '', note: '' }] }, messages.projectNoProducts],
    ['no lines', { lines: [] }, messages.projectNoProducts],
    ['an unknown articul', { lines: [{ articul: 'НЕТ-ТАКОГО', qnt: '1', price: '1', note: 'n' }] }, 'НЕТ-ТАКОГО'],
    ['a region of another district', { eventRegion: 77 }, 'Регион не относится к выбранному федеральному округу'],
    ['no partner', { partner: '  ' }, 'Укажите партнёра'],
    ['no city', { eventCity: '' }, 'Укажите город'],
  ])('refuses %s with 400 and a Russian message, saving nothing', async (_name, given, text) => {
    // 'first' stands for a valid first line (the articuls are read in beforeAll).
    const over = { ...given, ...('lines' in given ? { lines: given.lines.map((l) => (l === 'first' ? order().lines[0] : l)) } : {}) };
    const [before] = await t.portal.db.query<{ n: number }>('SELECT count(*)::int AS n FROM project_orders');
    const r = await demo.api('projectOrder', order(over));
    expect(r.status).toBe(400);
    expect(isRussian(r.body.message)).toBe(true);
    expect(r.body.message).toContain(text);
    const [after] = await t.portal.db.query<{ n: number }>('SELECT count(*)::int AS n FROM project_orders');
    expect(after!.n).toBe(before!.n);
  });

  it('a refused line says which line it is', async () => {
    const r = await demo.api('projectOrder', order({ lines: [order().lines[0], { articul: 'x', qnt: '1', price: '', note: '' }] }));
    expect(r.body).toMatchObject({ line: 2, problem: 'incomplete' });
  });

  it('visitors get 401; the admin list is admin only', async () => {
    expect((await t.client().api('projectOrder', order())).status).toBe(401);
    expect((await demo.apiGet('projectOrders')).status).toBe(403);
  });
});

describe('the newsletter', () => {
  const send = (c: Client, body: Record<string, unknown>) => c.json('/openapi/sendNewsletter', { method: 'POST', body });
  const subscribed = () =>
    t.portal.db.query<{ email: string }>("SELECT email FROM users u WHERE COALESCE((SELECT n.enabled FROM user_newsletter n WHERE n.user_id = u.id), true) AND enabled AND role <> 'admin' ORDER BY id");

  it('is the admin\'s only: 401 for visitors, 403 for customers; its pages redirect visitors and refuse customers', async () => {
    const letter = { id: 'nl-denied', header: 'Х', anons: '', body: '<p>Х</p>' };
    expect((await send(t.client(), letter)).status).toBe(401);
    const demo = await t.demo();
    const refused = await send(demo, letter);
    expect(refused.status).toBe(403);
    expect(isRussian(refused.body.message)).toBe(true);
    for (const path of ['/admin/newsletter/', '/admin/mail/', '/admin/project-orders/']) {
      expect((await t.client().fetch(path)).status).toBe(303);
      expect((await demo.fetch(path)).status).toBe(403);
      const page = await admin.text(path);
      expect(page.status).toBe(200);
    }
    expect((await admin.text('/admin/newsletter/')).text).toContain('<b2b-newsletter-form>');
    const [n] = await t.portal.db.query<{ n: number }>("SELECT count(*)::int AS n FROM mail_outbox WHERE newsletter_id = 'nl-denied'");
    expect(n!.n).toBe(0);
  });

  it('writes one sanitized letter per subscribed customer; the same id again writes nothing', async () => {
    const letter = { id: 'nl-2026-11', header: 'Новинки ноября', anons: 'Коротко о главном', body: '<p>Привет<script>alert(1)</script><img src=x onerror="alert(2)"></p>' };
    const first = await send(admin, letter);
    expect(first.status).toBe(200);
    const expected = (await subscribed()).map((u) => u.email);
    expect(expected.length).toBeGreaterThan(1);
    expect(expected).not.toContain('buyer2@b2b.example'); // turned off in the seed
    expect(first.body).toMatchObject({ status: 'success', message: messages.newsletterDone, sent: expected.length, repeated: false });
    const rows = await t.portal.db.query<{ to_email: string; subject: string; body: string }>(
      "SELECT to_email, subject, body FROM mail_outbox WHERE newsletter_id = 'nl-2026-11' ORDER BY to_email",
    );
    expect(rows.map((r) => r.to_email)).toEqual([...expected].sort());
    expect(rows[0]!.subject).toBe('Новинки ноября');
    expect(rows[0]!.body).toContain('Коротко о главном');
    expect(rows[0]!.body).toContain('<p>Привет<img src="x"></p>');
    expect(rows[0]!.body).not.toMatch(/script|onerror/);

    const again = await Promise.all([send(admin, letter), send(admin, { ...letter, header: 'Другой' })]);
    for (const r of again) expect(r.body).toMatchObject({ status: 'success', sent: expected.length, repeated: true });
    const [n] = await t.portal.db.query<{ n: number }>("SELECT count(*)::int AS n FROM mail_outbox WHERE newsletter_id = 'nl-2026-11'");
    expect(n!.n).toBe(expected.length);
    const outbox = await admin.text('/admin/mail/');
    expect(outbox.text).toContain('Новинки ноября');
  });

  it('refuses a letter without header or body with 400', async () => {
    expect((await send(admin, { id: 'nl-x', header: '', body: '<p>x</p>' })).status).toBe(400);
    const r = await send(admin, { id: 'nl-x', header: 'x', body: '' });
    expect(r.status).toBe(400);
    expect(isRussian(r.body.message)).toBe(true);
  });
});
