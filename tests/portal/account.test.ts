// The account owner's calls: counterparty and manager rules, the new
// manager's letter, price policies in the sub-manager's catalogue and basket, and a
// disabled sub-manager's login, open session and the page that tells them why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMsg } from '../../examples/portal/server/messages';
import { PASSWORDS, START_TIMEOUT, isRussian, messages, startTestPortal, type Client, type Json, type TestPortal } from './helpers';

let t: TestPortal;
let owner: Client;

beforeAll(async () => {
  t = await startTestPortal();
  owner = await t.login('owner');
}, START_TIMEOUT);
afterAll(() => t?.close());

const post = (c: Client, path: string, body: Record<string, unknown>) => c.json(path, { method: 'POST', body });

describe('counterparties', () => {
  it('lists the owner’s three with ИНН, КПП, state and the duplicate flag', async () => {
    const { status, body } = await owner.json('/api/contragent/');
    expect(status).toBe(200);
    expect(body.contragents.map((a: Json) => [a.company, a.inn, a.kpp, a.enabled, a.duplicate])).toEqual([
      ['ООО «Торговый дом Собственников»', '1655012344', '165501001', '1', false],
      ['ООО «Собственников-Самара»', '6316098762', '631601001', '1', false],
      ['ООО «СтройКомплект»', '7734012348', '773401001', '0', true],
    ]);
  });

  it('refuses an ИНН whose control digit is wrong, with the registration form’s message', async () => {
    const r = await post(owner, '/api/contragent/', { company: 'ООО «Опечатка»', inn: '1655012345' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ state: 'error', message: messages.innChecksum, field: 'inn' });
  });

  it('refuses a counterparty already registered: Этот контрагент уже зарегистрирован', async () => {
    const r = await post(owner, '/api/contragent/', { company: 'Копия', inn: '6316098762', kpp: '631601001' });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ state: 'error', message: messages.contragentTaken });
  });

  it('saves a new one (state success), edits, deactivates, activates and deletes it', async () => {
    const made = await post(owner, '/api/contragent/', { company: 'ООО «Новый партнёр»', inn: '5260123451', kpp: '526001001' });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ state: 'success', contragent: { company: 'ООО «Новый партнёр»', enabled: '1', duplicate: false } });
    const id = made.body.contragent.id;
    const edited = await post(owner, `/api/contragent/${id}/`, { company: 'ООО «Партнёр»', inn: '5260123451', kpp: '' });
    expect(edited.body.contragent).toMatchObject({ company: 'ООО «Партнёр»', kpp: '' });
    await post(owner, `/api/account/${id}/`, { action: 'deactivate' });
    expect((await owner.json(`/api/contragent/${id}/`)).body.contragent.enabled).toBe('0');
    await post(owner, '/ajax/activateaccount/', { id });
    expect((await owner.json(`/api/contragent/${id}/`)).body.contragent.enabled).toBe('1');
    expect((await owner.json(`/api/contragent/${id}/`, { method: 'DELETE' })).status).toBe(200);
    expect((await owner.json(`/api/contragent/${id}/`)).status).toBe(404);
  });

  it('answers bad input with 400 and a Russian message, never 5xx', async () => {
    for (const body of [{ company: '', inn: '5260123451' }, { company: 'x', inn: 'abc' }, { company: 'x', inn: '5260123451', kpp: '12' }, { company: ['x'] }]) {
      const r = await post(owner, '/api/contragent/', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(isRussian(r.body.message), JSON.stringify(r.body)).toBe(true);
    }
    for (const r of [await owner.json('/api/contragent/abc/'), await post(owner, '/api/account/', { action: 'explode', ids: [1] })]) {
      expect(r.status).toBe(400);
      expect(isRussian(r.body.message)).toBe(true);
    }
  });
});

describe('managers', () => {
  const form = (over: Record<string, unknown> = {}) => ({
    login: 'snab1',
    email: 'snab1@b2b.example',
    name: 'Снабженцев Семён',
    phone: '9123456789',
    contracts: [201],
    ...over,
  });

  it('lists both sub-managers with their contracts; manager3 is disabled', async () => {
    const { body } = await owner.json('/api/manager/');
    expect(body.managers.map((m: Json) => [m.login, m.enabled, m.type_id, m.contracts.map((c: Json) => c.id)])).toEqual([
      ['manager2', '1', 2, [202]],
      ['manager3', '0', 2, [203]],
    ]);
  });

  it('needs a contract, a free login and a free e-mail', async () => {
    const none = await post(owner, '/api/manager/', form({ contracts: [] }));
    expect(none).toMatchObject({ status: 400, body: { message: messages.chooseContract } });
    const login = await post(owner, '/api/manager/', form({ login: 'MANAGER2' }));
    expect(login).toMatchObject({ status: 409, body: { message: messages.loginTaken, field: 'login' } });
    const email = await post(owner, '/api/manager/', form({ email: 'demo@b2b.example' }));
    expect(email).toMatchObject({ status: 409, body: { message: messages.emailTaken, field: 'email' } });
    const foreign = await post(owner, '/api/manager/', form({ contracts: [301] }));
    expect(foreign.status).toBe(404);
  });

  it('creates one with the masked phone and e-mails them a password that logs in', async () => {
    const r = await post(owner, '/api/manager/', form());
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ state: 'success', message: messages.dataSaved, passwordSentTo: 'snab1@b2b.example' });
    expect(r.body.manager).toMatchObject({ login: 'snab1', phone: '+7 (912) 345-67-89', enabled: '1', type_id: 2, contracts: [{ id: 201 }] });
    const [letter] = await t.portal.db.query<{ body: string }>("SELECT body FROM mail_outbox WHERE to_email = 'snab1@b2b.example'");
    const password = /Пароль: (\S+)\./.exec(letter!.body)![1]!;
    const sub = await t.login('snab1', password);
    const init = (await sub.apiGet('initdata')).body;
    expect(init.contracts.map((c: Json) => c.id)).toEqual([201]);
  });

  it('gives the form a tree of counterparties and contracts with isChecked', async () => {
    const { body } = await owner.api('getManagerContragentsContracts', { manager_id: 3 });
    expect(body.contragents.map((g: Json) => [g.company, g.contracts.map((c: Json) => [c.id, c.isChecked])])).toEqual([
      ['ООО «Торговый дом Собственников»', [[201, false], [202, true]]],
      ['ООО «Собственников-Самара»', [[203, false]]],
    ]);
  });
});

describe('price policies', () => {
  async function catalogPrice(c: Client, contract: number, id: number): Promise<number> {
    const { body } = await c.api('product', { id, contract });
    return body.product?.price ?? body.price;
  }

  it('price the sub-manager’s catalogue and basket; the owner keeps the contract’s price', async () => {
    const [p] = await t.portal.db.query<{ id: number; base: number }>(
      "SELECT id, base_price::float8 AS base FROM products WHERE origin = 'catalog' ORDER BY id LIMIT 1",
    );
    const saved = await post(owner, '/api/pricepolitics/3/', { policies: [{ contract: 202, kind: 'markup', percent: '10,5' }] });
    expect(saved.body).toMatchObject({ status: 'success', message: messages.dataSaved, policies: [{ contract: 202, kind: 'markup', percent: 10.5 }] });
    const sub = await t.login('manager2');
    const coef = Math.round(0.88 * 1.105 * 10000) / 10000;
    const expected = Math.round(p!.base * coef * 100) / 100;
    expect(await catalogPrice(sub, 202, p!.id)).toBeCloseTo(expected, 2);
    expect(await catalogPrice(owner, 202, p!.id)).toBeCloseTo(Math.round(p!.base * 0.88 * 100) / 100, 2);
    await sub.api('processBasket', { id: p!.id, qnt: 1, wms: 1, contract: 202 });
    const basket = (await sub.apiGet('getBasketData')).body;
    expect(basket.items.find((i: Json) => i.id === p!.id).price).toBeCloseTo(expected, 2);
  });

  it('refuses a percent out of range and a contract not assigned: Ошибка-free 400s', async () => {
    for (const policies of [[{ contract: 202, kind: 'discount', percent: 120 }], [{ contract: 201, kind: 'discount', percent: 1 }], [{ contract: 202, kind: 'gift', percent: 1 }]]) {
      const r = await post(owner, '/api/pricepolitics/3/', { policies });
      expect(r.status).toBe(400);
      expect(isRussian(r.body.message)).toBe(true);
    }
  });
});

describe('a disabled sub-manager', () => {
  it('cannot log in, with a clear message', async () => {
    const r = await t.client().api('login', { login: 'manager3', password: 'manager3' });
    expect(r.status).toBe(403);
    expect(r.body.message).toMatch(/отключена/);
  });

  it('loses an open session at the next request', async () => {
    const sub = await t.login('manager2');
    expect((await sub.apiGet('initdata')).status).toBe(200);
    const off = await post(owner, '/api/manager/3/', { enabled: '0' });
    expect(off.body.manager.enabled).toBe('0');
    const refused = await sub.apiGet('getBasketData');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/отключена/);
    expect((await sub.apiGet('getBasketData')).status).toBe(401);
    await post(owner, '/ajax/activateagent/', { id: 3 });
    expect((await t.login('manager2')).cookies.size).toBe(1);
  });

  // The message the signed-out page shows, as its HTML carries it.
  const notice = `role="alert">${accountMsg.signedOutDisabled}</div>`;

  it('whose session a widget’s call ended is told why on the next page, once', async () => {
    const sub = await t.login('manager2');
    const before = await sub.text('/orders/');
    expect(before.text).not.toContain(accountMsg.signedOutDisabled);
    await post(owner, '/api/manager/3/', { enabled: '0' });
    // The chat's poll is the first to hear of it: refused, and the session is gone.
    const poll = await sub.api('chat', { action: 'messages' });
    expect(poll.status).toBe(401);
    const next = await sub.text('/');
    expect(next.status).toBe(200);
    expect(next.text).toContain(notice);
    // A visitor's page: the way in is offered next to the reason.
    expect(next.text).toContain('data-b2b-open="login"');
    expect(next.text).not.toContain('<b2b-chat');
    // Said once: the page after does not say it again.
    expect((await sub.text('/')).text).not.toContain(accountMsg.signedOutDisabled);
    await post(owner, '/ajax/activateagent/', { id: 3 });
  });

  it('whose next request is a page sees the reason on that very page', async () => {
    const sub = await t.login('manager2');
    await post(owner, '/api/manager/3/', { enabled: '0' });
    const page = await sub.text('/catalog/');
    expect(page.text).toContain(notice);
    expect(page.text).not.toContain('<b2b-fast-order');
    expect(sub.cookies.has('b2b_signed_out')).toBe(false);
    await post(owner, '/ajax/activateagent/', { id: 3 });
  });

  it('who logs in again once enabled finds no stale reason after signing out', async () => {
    const sub = await t.login('manager2');
    await post(owner, '/api/manager/3/', { enabled: '0' });
    expect((await sub.apiGet('getBasketData')).status).toBe(401);
    await post(owner, '/ajax/activateagent/', { id: 3 });
    expect((await sub.api('login', { login: 'manager2', password: PASSWORDS.manager2 })).status).toBe(200);
    expect((await sub.api('logout', {})).status).toBe(200);
    expect((await sub.text('/')).text).not.toContain(accountMsg.signedOutDisabled);
  });
});
