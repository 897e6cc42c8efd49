// Sessions, logins, roles and the CSRF rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRussian, START_TIMEOUT, startTestPortal, type TestPortal } from './helpers';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
}, START_TIMEOUT);
afterAll(() => t?.close());

describe('getUserDemo and login', () => {
  it('getUserDemo logs in the demo user with an httpOnly SameSite=Lax session cookie', async () => {
    const c = t.client();
    const r = await c.api('getUserDemo');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'success', user: { login: 'demo', isDemo: true } });
    const cookie = r.headers.getSetCookie().find((l) => l.startsWith('b2b_sid='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    const init = await c.apiGet('initdata');
    expect(init.body.user).toMatchObject({ login: 'demo', isDemo: true, role: 'customer' });
  });

  it.each([
    ['owner', 'owner', 1],
    ['manager2', 'submanager', 2],
    ['admin', 'admin', 3],
    ['buyer2', 'customer', 1],
  ])('login %s gives role %s, type_id %i', async (login, role, typeId) => {
    const c = await t.login(login);
    const init = await c.apiGet('initdata');
    expect(init.body.user).toMatchObject({ login, role, type_id: typeId, isDemo: false });
  });

  it('accepts the e-mail as the login, case-insensitively', async () => {
    const r = await t.client().api('login', { login: 'OWNER@b2b.example', password: 'owner' });
    expect(r.status).toBe(200);
  });

  it('refuses a wrong password with 401 and a Russian message, and sets no session', async () => {
    const c = t.client();
    const r = await c.api('login', { login: 'owner', password: 'nope' });
    expect(r.status).toBe(401);
    expect(r.body.status).toBe('error');
    expect(isRussian(r.body.message)).toBe(true);
    expect(c.cookies.has('b2b_sid')).toBe(false);
    const unknown = await c.api('login', { login: 'nobody', password: 'x' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(r.body.message); // no hint which part was wrong
  });

  it.each([
    [{}, 'login'],
    [{ login: 'owner' }, 'password'],
    [{ login: '', password: 'x' }, 'login'],
    [{ login: ['a'], password: 'x' }, 'login'],
  ])('refuses bad input %j with 400 naming the field in Russian', async (body, field) => {
    const r = await t.client().api('login', body);
    expect(r.status).toBe(400);
    expect(r.body.status).toBe('error');
    expect(isRussian(r.body.message)).toBe(true);
    expect(r.body.message).toContain(field);
  });

  it('refuses a JSON body that is not an object, and broken JSON', async () => {
    const c = t.client();
    const arr = await c.json('/api/login/', { method: 'POST', body: '[1]', headers: { 'content-type': 'application/json' } });
    expect(arr.status).toBe(400);
    expect(isRussian(arr.body.message)).toBe(true);
    const broken = await c.json('/api/login/', { method: 'POST', body: '{"login":', headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    expect(isRussian(broken.body.message)).toBe(true);
  });

  it('accepts form-encoded bodies too (legacy jQuery)', async () => {
    const r = await t.client().json('/api/login/', {
      method: 'POST',
      body: new URLSearchParams({ login: 'buyer2', password: 'buyer2' }),
    });
    expect(r.status).toBe(200);
    expect(r.body.user.login).toBe('buyer2');
  });

  it('is not fooled by prototype keys in form bodies', async () => {
    const body = new URLSearchParams([
      ['__proto__[polluted]', 'yes'],
      ['constructor[prototype][polluted]', 'yes'],
      ['toString', 'x'],
      ['login', 'buyer2'],
      ['password', 'buyer2'],
    ]);
    const r = await t.client().json('/api/login/', { method: 'POST', body });
    expect(r.status).toBe(200);
    expect((({}) as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('starts a new session id on every login (no fixation)', async () => {
    const c = t.client();
    await c.api('getUserDemo');
    const first = c.cookies.get('b2b_sid');
    await c.api('login', { login: 'owner', password: 'owner' });
    const second = c.cookies.get('b2b_sid');
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    // The old id is gone.
    const stale = t.client();
    stale.cookies.set('b2b_sid', first!);
    expect((await stale.apiGet('initdata')).body.user).toBeNull();
  });

  it('logout ends the session', async () => {
    const c = await t.login('owner');
    const sid = c.cookies.get('b2b_sid')!;
    expect((await c.api('logout')).body).toEqual({ status: 'success' });
    const again = t.client();
    again.cookies.set('b2b_sid', sid);
    expect((await again.apiGet('initdata')).body.user).toBeNull();
    expect((await again.apiGet('getBasketData')).status).toBe(401);
  });

  it('ignores forged or malformed session cookies', async () => {
    for (const value of ['x', 'a'.repeat(64), "1' OR '1'='1"]) {
      const c = t.client();
      c.cookies.set('b2b_sid', value);
      const r = await c.apiGet('initdata');
      expect(r.status).toBe(200);
      expect(r.body.user).toBeNull();
    }
  });
});

describe('roles', () => {
  it('a visitor gets initdata without user or contracts, and 401 in Russian on customer calls', async () => {
    const c = t.client();
    const init = await c.apiGet('initdata');
    expect(init.body).toMatchObject({ user: null, contracts: [], selectedContract: null, warehouseIdDefault: 1 });
    expect(init.body.warehouses.length).toBeGreaterThanOrEqual(3);
    for (const [method, body] of [
      ['filterinit', {}],
      ['filter', {}],
      ['getBasketData', undefined],
      ['processBasket', { id: 10005, qnt: 1, wms: 1 }],
      ['chat', { action: 'messages' }],
      ['setContract', { id: 103 }],
      ['hitGoods', {}],
      ['product', { id: 10005 }],
      ['addToDraft', { header: 'x' }],
    ] as const) {
      const r = body === undefined ? await c.apiGet(method) : await c.api(method, body);
      expect(r.status, method).toBe(401);
      expect(r.body.message, method).toBe('Требуется вход в личный кабинет');
    }
  });

  it('the sub-manager sees only the assigned contract; the owner sees all of the account', async () => {
    const sub = await t.login('manager2');
    const owner = await t.login('owner');
    const subInit = (await sub.apiGet('initdata')).body;
    const ownerInit = (await owner.apiGet('initdata')).body;
    expect(subInit.contracts.map((c: { id: number }) => c.id)).toEqual([202]);
    expect(subInit.selectedContract).toBe(202);
    expect(ownerInit.contracts.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([201, 202, 203]));
    // The owner's other contracts are not the sub-manager's: 404, like a stranger's.
    const r = await sub.api('setContract', { id: 201 });
    expect(r.status).toBe(404);
    const filter = await sub.api('filter', { contract: 203 });
    expect(filter.status).toBe(404);
  });

  it('chatReply is for admins only', async () => {
    const demo = await t.demo();
    const r = await demo.api('chatReply', { customer_id: 1, message: 'Привет' });
    expect(r.status).toBe(403);
    expect(isRussian(r.body.message)).toBe(true);
  });
});

describe('session cache', () => {
  it('sees a change to the account at once, whoever made it', async () => {
    const c = await t.login('buyer2');
    const db = t.portal.db;
    expect((await c.apiGet('initdata')).body.contracts.find((x: { id: number }) => x.id === 302).debtAlert).toBeNull();
    await db.query("UPDATE contracts SET debt_alert = 'Долг 1 000 руб.' WHERE id = 302");
    expect((await c.apiGet('initdata')).body.contracts.find((x: { id: number }) => x.id === 302).debtAlert).toBe('Долг 1 000 руб.');
    await db.query('UPDATE contracts SET debt_alert = NULL WHERE id = 302');
    await db.query('UPDATE users SET enabled = false WHERE login = $1', ['buyer2']);
    const refused = await c.apiGet('getBasketData');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/отключена/);
    // A disabled user's open session ends; enabling them again needs a new login.
    await db.query('UPDATE users SET enabled = true WHERE login = $1', ['buyer2']);
    expect((await c.apiGet('getBasketData')).status).toBe(401);
    expect((await (await t.login('buyer2')).apiGet('getBasketData')).status).toBe(200);
  });
});

describe('CSRF', () => {
  it('refuses a state-changing request without X-Requested-With or own Origin: 403 in Russian', async () => {
    const demo = await t.demo();
    const before = (await demo.apiGet('getBasketData')).body.count.products;
    const r = await demo.api('processBasket', { id: 10005, qnt: 1, wms: 1 }, { csrf: false });
    expect(r.status).toBe(403);
    expect(r.body.status).toBe('error');
    expect(isRussian(r.body.message)).toBe(true);
    expect((await demo.apiGet('getBasketData')).body.count.products).toBe(before);
    const login = await t.client().api('getUserDemo', {}, { csrf: false });
    expect(login.status).toBe(403);
  });

  it('refuses a foreign Origin, accepts the portal own Origin', async () => {
    const demo = await t.demo();
    const foreign = await demo.api('setContract', { id: 103 }, { csrf: false, headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const nullOrigin = await demo.api('setContract', { id: 103 }, { csrf: false, headers: { origin: 'null' } });
    expect(nullOrigin.status).toBe(403);
    const own = await demo.api('setContract', { id: 103 }, { csrf: false, headers: { origin: t.url } });
    expect(own.status).toBe(200);
  });

  it('treats the legacy GET clearBasket as state-changing', async () => {
    const demo = await t.demo();
    await demo.api('processBasket', { id: 10005, qnt: 1, wms: 1 });
    const res = await demo.fetch('/api/clearBasket/', { csrf: false });
    expect(res.status).toBe(403);
    expect((await demo.apiGet('getBasketData')).body.count.products).toBeGreaterThan(0);
    const ok = await demo.apiGet('clearBasket');
    expect(ok.status).toBe(200);
    expect(ok.body.count.products).toBe(0);
  });

  it('lets safe GETs through without the header', async () => {
    const demo = await t.demo();
    const res = await demo.fetch('/api/initdata/', { csrf: false });
    expect(res.status).toBe(200);
  });
});
