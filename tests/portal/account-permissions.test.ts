// The account page's permission matrix (spec 6): every call × every role,
// asserting the status and that no reply carries another customer's data.
// Rows are data (a call, a run function and the status per role): the owner's calls
// (counterparties, managers, price politics), then the addresses, consignees and
// notification settings (their writes are driven per role in account-places.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_TIMEOUT, isRussian, startTestPortal, type Client, type Reply, type TestPortal } from './helpers';

type Role = 'visitor' | 'demo' | 'owner' | 'sub' | 'disabledSub' | 'other' | 'admin';
const ROLES: Role[] = ['visitor', 'demo', 'owner', 'sub', 'disabledSub', 'other', 'admin'];
/** The customer each role belongs to (admin: the service account; visitor: none). */
const CUSTOMER_OF: Record<Role, number | null> = { visitor: null, demo: 1, owner: 2, sub: 2, disabledSub: 2, other: 3, admin: 4 };

/** Fresh targets for calls that change or remove a row: one per role and call. */
interface Fixture {
  /** The owner's counterparty 'ООО «Торговый дом Собственников»' (contracts ОП-201, ОП-202). */
  ownerContragent: number;
  /** manager2, the owner's enabled sub-manager (the `sub` role). */
  manager2: number;
  /** One of the demo customer's delivery addresses. */
  demoAddress: number;
  newContragent(): Promise<number>;
  newManager(): Promise<number>;
  /** A unique valid ИНН and login for creating rows. */
  uniqueInn(): string;
  uniqueLogin(): string;
}

interface MatrixRow {
  call: string;
  run(c: Client, f: Fixture): Promise<Reply>;
  expect: Record<Role, number>;
}

const S = (visitor: number, demo: number, owner: number, sub: number, disabledSub: number, other: number, admin: number) => ({
  visitor,
  demo,
  owner,
  sub,
  disabledSub,
  other,
  admin,
});
// Lists answer with the caller's own rows; by id, another customer's row is 404.
const CP_LIST = S(401, 200, 200, 403, 401, 200, 200);
const CP_BY_ID = S(401, 404, 200, 403, 401, 404, 200);
// `other` is made an owner below, so it has a managers section of its own (and demo has none).
const MGR_LIST = S(401, 403, 200, 403, 401, 200, 200);
const MGR_BY_ID = S(401, 403, 200, 403, 401, 404, 200);
// Addresses and consignees: the account's, kept by its owner (or customer); a sub-manager is refused.
const PLACES = S(401, 200, 200, 403, 401, 200, 200);
const SETTINGS = S(401, 200, 200, 200, 401, 200, 200);

const ROWS: MatrixRow[] = [
  { call: 'GET /api/account/', run: (c) => c.json('/api/account/'), expect: S(401, 200, 200, 200, 401, 200, 200) },
  { call: 'GET /api/contragent/', run: (c) => c.json('/api/contragent/'), expect: CP_LIST },
  // Customer 2 is the owner's: anyone else but the admin naming it gets 404, as on the address calls (one rule, scopeFor).
  { call: 'GET /api/contragent/?customer=2', run: (c) => c.json('/api/contragent/?customer=2'), expect: CP_BY_ID },
  { call: 'GET /api/contragent/{id}', run: (c, f) => c.json(`/api/contragent/${f.ownerContragent}/`), expect: CP_BY_ID },
  {
    call: 'POST /api/contragent/{id} (save)',
    run: (c, f) =>
      c.json(`/api/contragent/${f.ownerContragent}/`, {
        method: 'POST',
        body: { company: 'ООО «Торговый дом Собственников»', inn: '1655012344', kpp: '165501001' },
      }),
    expect: CP_BY_ID,
  },
  {
    call: 'POST /api/contragent/ (new)',
    run: (c, f) => c.json('/api/contragent/', { method: 'POST', body: { company: 'ООО «Новый»', inn: f.uniqueInn(), kpp: '' } }),
    expect: CP_LIST,
  },
  {
    call: 'POST /api/account/{id} deactivate',
    run: async (c, f) => c.json(`/api/account/${await f.newContragent()}/`, { method: 'POST', body: { action: 'deactivate' } }),
    expect: CP_BY_ID,
  },
  {
    call: 'POST /api/account/ bulk activate',
    run: async (c, f) => c.api('account', { action: 'activate', ids: [await f.newContragent(), await f.newContragent()] }),
    expect: CP_BY_ID,
  },
  {
    call: 'DELETE /api/contragent/{id}',
    run: async (c, f) => c.json(`/api/contragent/${await f.newContragent()}/`, { method: 'DELETE' }),
    expect: CP_BY_ID,
  },
  { call: 'GET /ajax/accounts/', run: (c) => c.json('/ajax/accounts/'), expect: CP_LIST },
  ...(['activateaccount', 'deactivateaccount', 'deleteaccount'] as const).map((name) => ({
    call: `POST /ajax/${name}/`,
    run: async (c: Client, f: Fixture) => c.json(`/ajax/${name}/`, { method: 'POST', body: { id: await f.newContragent() } }),
    expect: CP_BY_ID,
  })),
  { call: 'GET /api/manager/', run: (c) => c.json('/api/manager/'), expect: MGR_LIST },
  { call: 'GET /api/manager/{id}', run: (c, f) => c.json(`/api/manager/${f.manager2}/`), expect: MGR_BY_ID },
  {
    call: 'POST /api/manager/{id} (save)',
    run: (c, f) =>
      c.json(`/api/manager/${f.manager2}/`, {
        method: 'POST',
        body: { login: 'manager2', email: 'manager2@b2b.example', name: 'Мария Сергеевна Закупкина', phone: '+7 (843) 555-12-34', contracts: [202] },
      }),
    expect: MGR_BY_ID,
  },
  {
    call: 'POST /api/manager/ (new)',
    run: (c, f) => {
      const login = f.uniqueLogin();
      return c.api('manager', { login, email: `${login}@b2b.example`, name: 'Новый менеджер', contracts: [] }).then(async (r) => r);
    },
    // No contracts: 'Выберите договор' (400) for those who may create managers.
    expect: S(401, 403, 400, 403, 401, 400, 400),
  },
  {
    call: 'POST /api/manager/{id} enabled=0',
    run: async (c, f) => c.json(`/api/manager/${await f.newManager()}/`, { method: 'POST', body: { enabled: '0' } }),
    expect: MGR_BY_ID,
  },
  {
    call: 'POST /api/manager/ bulk delete',
    run: async (c, f) => c.api('manager', { action: 'delete', ids: [await f.newManager()] }),
    expect: MGR_BY_ID,
  },
  {
    call: 'DELETE /api/manager/{id}',
    run: async (c, f) => c.json(`/api/manager/${await f.newManager()}/`, { method: 'DELETE' }),
    expect: MGR_BY_ID,
  },
  {
    call: 'POST getManagerContragentsContracts (manager)',
    run: (c, f) => c.api('getManagerContragentsContracts', { manager_id: f.manager2 }),
    expect: MGR_BY_ID,
  },
  { call: 'POST getManagerContragentsContracts (new)', run: (c) => c.api('getManagerContragentsContracts', {}), expect: MGR_LIST },
  { call: 'GET /api/pricepolitics/{id}', run: (c, f) => c.json(`/api/pricepolitics/${f.manager2}/`), expect: MGR_BY_ID },
  {
    call: 'POST /api/pricepolitics/{id}',
    run: (c, f) =>
      c.json(`/api/pricepolitics/${f.manager2}/`, {
        method: 'POST',
        body: { policies: [{ contract: 202, kind: 'discount', percent: 5 }] },
      }),
    expect: MGR_BY_ID,
  },
  { call: 'GET /api/address/', run: (c) => c.apiGet('address'), expect: PLACES },
  { call: 'GET /api/address/{demo customer}', run: (c, f) => c.json(`/api/address/${f.demoAddress}/`), expect: S(401, 200, 404, 403, 401, 404, 404) },
  { call: 'GET addressSuggest', run: (c) => c.apiGet('addressSuggest', { query: 'ул' }), expect: PLACES },
  { call: 'GET /api/consignee/', run: (c) => c.apiGet('consignee'), expect: PLACES },
  { call: 'GET getCustomerSettings', run: (c) => c.apiGet('getCustomerSettings'), expect: SETTINGS },
  { call: 'GET /api/mailOutbox/', run: (c) => c.json('/api/mailOutbox/'), expect: S(401, 403, 403, 403, 401, 403, 200) },
  ...(['deactivateagent', 'activateagent'] as const).map((name) => ({
    call: `POST /ajax/${name}/`,
    run: async (c: Client, f: Fixture) => c.json(`/ajax/${name}/`, { method: 'POST', body: { id: await f.newManager() } }),
    expect: MGR_BY_ID,
  })),
];

let t: TestPortal;
const clients = {} as Record<Role, Client>;
/** Texts that identify each customer's account rows: company names, ИНН, logins, e-mails. */
const markers = new Map<number, string[]>();
let fixture: Fixture;

beforeAll(async () => {
  t = await startTestPortal();
  const db = t.portal.db;
  // `other` is the owner of another customer: the strongest neighbour.
  await db.query("UPDATE users SET role = 'owner' WHERE login = 'buyer2'");
  clients.visitor = t.client();
  clients.demo = await t.demo();
  clients.owner = await t.login('owner');
  clients.sub = await t.login('manager2');
  clients.other = await t.login('buyer2');
  clients.admin = await t.login('admin');
  // A sub-manager with an open session whom the owner then disabled.
  await db.query("UPDATE users SET enabled = true WHERE login = 'manager3'");
  clients.disabledSub = await t.login('manager3', 'manager3');
  await db.query("UPDATE users SET enabled = false WHERE login = 'manager3'");

  for (const r of await db.query<{ customer_id: number; company: string; inn: string }>('SELECT customer_id, company, inn FROM contragents')) {
    markers.set(r.customer_id, [...(markers.get(r.customer_id) ?? []), r.company, r.inn]);
  }
  for (const r of await db.query<{ customer_id: number; login: string; email: string }>('SELECT customer_id, login, email FROM users')) {
    markers.set(r.customer_id, [...(markers.get(r.customer_id) ?? []), `"login":"${r.login}"`, r.email]);
  }
  for (const r of await db.query<{ customer_id: number; full_address: string }>(
    `SELECT customer_id, full_address FROM addresses a
      WHERE NOT EXISTS (SELECT 1 FROM addresses b WHERE b.full_address = a.full_address AND b.customer_id <> a.customer_id)`,
  )) {
    markers.set(r.customer_id, [...(markers.get(r.customer_id) ?? []), r.full_address]);
  }
  for (const r of await db.query<{ customer_id: number; surname: string; name: string }>('SELECT customer_id, surname, name FROM consignees')) {
    markers.set(r.customer_id, [...(markers.get(r.customer_id) ?? []), `"surname":"${r.surname}","name":"${r.name}"`]);
  }
  let n = 0;
  let innSeq = 500000000;
  fixture = {
    ownerContragent: (await db.query<{ id: number }>("SELECT id FROM contragents WHERE inn = '1655012344'"))[0]!.id,
    manager2: 3,
    demoAddress: (await db.query<{ id: number }>('SELECT id FROM addresses WHERE customer_id = 1 ORDER BY id LIMIT 1'))[0]!.id,
    async newContragent() {
      const [r] = await db.query<{ id: number }>(
        "INSERT INTO contragents (customer_id, company, inn) VALUES (2, 'ООО «Цель теста»', $1) RETURNING id",
        [fixture.uniqueInn()],
      );
      return r!.id;
    },
    async newManager() {
      n += 1;
      const [r] = await db.query<{ id: number }>(
        `INSERT INTO users (customer_id, login, email, password_hash, name, role, type_id)
         VALUES (2, $1, $2, 'x', 'Цель теста', 'submanager', 2) RETURNING id`,
        [`target${n}`, `target${n}@b2b.example`],
      );
      return r!.id;
    },
    uniqueInn() {
      innSeq += 1;
      const d = String(innSeq);
      const w = [2, 4, 10, 3, 5, 9, 4, 6, 8];
      const control = (w.reduce((s, x, i) => s + x * Number(d[i]), 0) % 11) % 10;
      return d + control;
    },
    uniqueLogin() {
      n += 1;
      return `matrix${n}`;
    },
  };
}, START_TIMEOUT);
afterAll(() => t?.close());

/** Markers the role must never see: every customer's but its own (the admin sees all). */
function foreignMarkers(role: Role): string[] {
  if (role === 'admin') return [];
  const own = CUSTOMER_OF[role];
  return [...markers].filter(([customer]) => customer !== own && customer !== 4).flatMap(([, m]) => m);
}

describe('account permission matrix', () => {
  it('answers every call for every role as the table says, with no foreign data', async () => {
    const wrong: string[] = [];
    const leaks: string[] = [];
    let replies = 0;
    for (const row of ROWS) {
      for (const role of ROLES) {
        const reply = await row.run(clients[role], fixture);
        replies += 1;
        const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
        if (reply.status !== row.expect[role]) wrong.push(`${row.call} as ${role}: ${reply.status} (want ${row.expect[role]}) ${text.slice(0, 160)}`);
        if (reply.status >= 400 && !isRussian(reply.body?.message)) wrong.push(`${row.call} as ${role}: no Russian message`);
        const seen = foreignMarkers(role).filter((m) => text.includes(m));
        if (seen.length) leaks.push(`${row.call} as ${role}: ${seen.join(', ')}`);
      }
    }
    console.log(`account matrix: ${ROWS.length} calls × ${ROLES.length} roles = ${replies} replies, ${leaks.length} foreign reads`);
    expect(wrong).toEqual([]);
    expect(leaks).toEqual([]);
  });

  it("answers another customer's row exactly like a row that does not exist", async () => {
    const foreign = await clients.other.json(`/api/contragent/${fixture.ownerContragent}/`);
    const missing = await clients.other.json('/api/contragent/999999/');
    expect(foreign).toMatchObject({ status: 404, body: missing.body });
    const foreignManager = await clients.other.json(`/api/manager/${fixture.manager2}/`);
    const missingManager = await clients.other.json('/api/manager/999999/');
    expect(foreignManager.status).toBe(404);
    expect(foreignManager.body).toEqual(missingManager.body);
  });
});
