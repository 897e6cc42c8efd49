// Callback requests, the per-customer chat and the admin's chatReply.
import { describe, expect, it } from 'vitest';
import { isRussian, messages, filePortal, type Client, type TestPortal } from './helpers';

let t: TestPortal;
let demo: Client;

filePortal((portal, user) => ((t = portal), (demo = user)));

describe('callback', () => {
  it('stores a visitor request and a customer request', async () => {
    const visitor = await t.client().api('callback', { data: { phone: '+7 (912) 345-67-89', firstname: 'Анна' } });
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual({ status: 'success' });
    const customer = await demo.api('callback', { data: { phone: '89123456780', firstname: 'Пётр' } });
    expect(customer.body.status).toBe('success');
    const rows = await t.portal.db.query<{ phone: string; firstname: string; user_id: number | null }>(
      'SELECT phone, firstname, user_id FROM callback_requests ORDER BY id DESC LIMIT 2',
    );
    expect(rows).toEqual([
      { phone: '89123456780', firstname: 'Пётр', user_id: 1 },
      { phone: '+7 (912) 345-67-89', firstname: 'Анна', user_id: null },
    ]);
  });

  it('accepts the legacy form encoding data[phone]', async () => {
    const form = new URLSearchParams({ 'data[phone]': '+79001112233', 'data[firstname]': 'Ольга' });
    const r = await t.client().json('/api/callback/', { method: 'POST', body: form });
    expect(r.status).toBe(200);
  });

  it.each([
    [{ data: { phone: '+7 (912) 345', firstname: 'Анна' } }],
    [{ data: { phone: '', firstname: 'Анна' } }],
    [{ data: { phone: '+79123456789', firstname: '   ' } }],
    [{ data: { phone: '+79123456789' } }],
    [{}],
  ])('refuses %j with the required-field message', async (body) => {
    const r = await t.client().api('callback', body);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ status: 'error', message: messages.required });
  });

  it('refuses an over-long name in Russian', async () => {
    const r = await t.client().api('callback', { data: { phone: '+79123456789', firstname: 'Я'.repeat(101) } });
    expect(r.status).toBe(400);
    expect(isRussian(r.body.message)).toBe(true);
  });
});

describe('chat', () => {
  it('lists the customer history in order', async () => {
    const { status, body } = await demo.api('chat', { action: 'messages' });
    expect(status).toBe(200);
    expect(body.messages.length).toBeGreaterThanOrEqual(4);
    const ids = body.messages.map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(body.messages[0]).toEqual({ id: expect.any(Number), from_whom: expect.any(String), message: expect.any(String), created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/) });
    const froms = new Set(body.messages.map((m: { from_whom: string }) => (m.from_whom.startsWith('cid') ? 'customer' : 'manager')));
    expect(froms).toEqual(new Set(['customer', 'manager']));
  });

  it('sends a message as the customer (cid prefix)', async () => {
    const text = 'Когда будет поступление дрелей? <b>не HTML</b>';
    const sent = await demo.api('chat', { action: 'send', message: `  ${text}  ` });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'success', message: { from_whom: 'cid1', message: text } });
    const list = (await demo.api('chat', { action: 'messages' })).body.messages;
    expect(list.at(-1)).toEqual(sent.body.message);
  });

  it('gets the manager answer sent with chatReply by the admin', async () => {
    const admin = await t.login('admin');
    const reply = await admin.api('chatReply', { customer_id: 1, message: 'Поступление в пятницу.' });
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe('success');
    const last = (await demo.api('chat', { action: 'messages' })).body.messages.at(-1);
    expect(last).toMatchObject({ from_whom: 'manager', message: 'Поступление в пятницу.' });
    const b = await t.login('buyer2');
    const bList = (await b.api('chat', { action: 'messages' })).body.messages;
    expect(bList.some((m: { message: string }) => m.message === 'Поступление в пятницу.')).toBe(false);
  });

  it.each([
    ['chat', { action: 'send', message: '   ' }, 400],
    ['chat', { action: 'send' }, 400],
    ['chat', { action: 'send', message: 'x'.repeat(2001) }, 400],
    ['chat', { action: 'delete' }, 400],
    ['chat', {}, 400],
  ])('%s %j -> %i in Russian', async (method, body, status) => {
    const r = await demo.api(method, body);
    expect(r.status).toBe(status);
    expect(isRussian(r.body.message)).toBe(true);
  });

  it('chatReply validates its input and the customer', async () => {
    const admin = await t.login('admin');
    for (const [body, status] of [
      [{ customer_id: 999_999, message: 'Привет' }, 404],
      [{ customer_id: 'x', message: 'Привет' }, 400],
      [{ customer_id: 1, message: '' }, 400],
    ] as const) {
      const r = await admin.api('chatReply', body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(isRussian(r.body.message)).toBe(true);
    }
  });
});

describe('chat read position (chatRead, our addition)', () => {
  const messagesOf = async (c: Client) => (await c.api('chat', { action: 'messages' })).body;

  it('is kept per user on the server: a second device reads it back, it never goes back', async () => {
    const [owner] = await t.portal.db.query<{ customer_id: number }>("SELECT customer_id FROM users WHERE login = 'owner'");
    const phone = await t.login('owner');
    const laptop = await t.login('owner');
    const asked = (await phone.api('chat', { action: 'send', message: 'Выставьте счёт, пожалуйста' })).body.message;
    const admin = await t.login('admin');
    const answer = (await admin.api('chatReply', { customer_id: owner!.customer_id, message: 'Счёт выставлен' })).body.message;

    const before = await messagesOf(laptop);
    expect(before.read).toBeLessThan(answer.id);
    const r = await phone.api('chatRead', { id: answer.id });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'success', read: answer.id });
    expect((await messagesOf(laptop)).read).toBe(answer.id);

    // A late report of an older position (a device that was offline) does not undo it.
    expect((await laptop.api('chatRead', { id: asked.id })).body.read).toBe(answer.id);
    expect((await messagesOf(phone)).read).toBe(answer.id);

    // Per user: a colleague of the same customer has not read it.
    const colleague = await t.login('manager2');
    const theirs = await messagesOf(colleague);
    expect(theirs.messages.some((m: { id: number }) => m.id === answer.id)).toBe(true);
    expect(theirs.read).toBeLessThan(answer.id);
  });

  it('refuses what is not a message of the user\'s chat, and visitors', async () => {
    const [foreign] = await t.portal.db.query<{ id: number }>(
      "SELECT m.id FROM chat_messages m JOIN users u ON u.customer_id <> m.customer_id WHERE u.login = 'demo' ORDER BY m.id DESC LIMIT 1",
    );
    expect(foreign).toBeDefined();
    const readBefore = (await messagesOf(demo)).read;
    for (const [body, status] of [
      [{ id: foreign!.id }, 404],
      [{ id: 999_999_999 }, 404],
      [{ id: 'x' }, 400],
      [{}, 400],
    ] as const) {
      const r = await demo.api('chatRead', body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(isRussian(r.body.message)).toBe(true);
    }
    expect((await messagesOf(demo)).read).toBe(readBefore);
    expect((await t.client().api('chatRead', { id: 1 })).status).toBe(401);
  });
});
