// Addresses, consignees and notification settings (docs/api.md "Addresses, consignees,
// notification settings"): validation, ownership, roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PLACES_PERMISSIONS, type Role } from './account-places-matrix';
import { isRussian, START_TIMEOUT, startTestPortal, type Client, type Reply, type TestPortal } from './helpers';

let t: TestPortal;
const clients = {} as Record<Role, Client>;

/** Seeded: buyer2's address and consignee (another customer for everyone here). */
const BUYER2_ADDRESS = 4;
const BUYER2_CUSTOMER = 3;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function upload(c: Client, consignee: number | string, file: Blob, name: string): Promise<Reply> {
  const fd = new FormData();
  fd.append('consignee', String(consignee));
  fd.append('file', file, name);
  return c.json('/api/consigneeUpload/', { method: 'POST', body: fd });
}

async function newAddress(c: Client, full_address = 'г. Москва, ул. Тестовая, д. 1'): Promise<number> {
  const r = await c.api('address', { full_address, postindex: '101000' });
  expect(r.status).toBe(200);
  return r.body.address.id;
}

async function newConsignee(c: Client): Promise<number> {
  const r = await c.api('consignee', { surname: 'Тестов', name: 'Тест' });
  expect(r.status).toBe(200);
  return r.body.consignee.id;
}

async function buyer2Consignee(): Promise<number> {
  const [row] = await t.portal.db.query<{ id: number }>('SELECT id FROM consignees WHERE customer_id = $1 ORDER BY id LIMIT 1', [BUYER2_CUSTOMER]);
  return row!.id;
}

beforeAll(async () => {
  t = await startTestPortal();
  clients.visitor = t.client();
  clients.customer = await t.demo();
  clients.owner = await t.login('owner');
  clients.submanager = await t.login('manager2');
  clients.admin = await t.login('admin');
}, START_TIMEOUT);
afterAll(() => t?.close());

/** One request per row of the matrix, on the caller's own data. */
const calls: Record<string, (c: Client, role: Role) => Promise<Reply>> = {
  'GET address': (c) => c.apiGet('address'),
  'GET address/{own id}': async (c, role) => c.json(`/api/address/${role === 'admin' ? await newAddress(c) : role === 'customer' ? 1 : 3}/`),
  'POST address (new)': (c) => c.api('address', { full_address: 'г. Москва, ул. Матричная, д. 2' }),
  'POST address/{own id}': async (c, role) => {
    const id = ['customer', 'owner', 'admin'].includes(role) ? await newAddress(c) : 1;
    return c.api(`address/${id}`, { full_address: 'г. Москва, ул. Матричная, д. 3', postindex: '' });
  },
  'DELETE address/{own id}': async (c, role) => {
    const id = ['customer', 'owner', 'admin'].includes(role) ? await newAddress(c) : 1;
    return c.json(`/api/address/${id}/`, { method: 'DELETE' });
  },
  'GET addressSuggest': (c) => c.apiGet('addressSuggest', { query: 'ул' }),
  'GET consignee': (c) => c.apiGet('consignee'),
  'POST consignee (new)': (c) => c.api('consignee', { surname: 'Матричный', name: 'Иван' }),
  'POST consigneeUpload': async (c, role) => {
    const id = ['customer', 'owner', 'admin'].includes(role) ? await newConsignee(c) : 1;
    return upload(c, id, new Blob([PNG], { type: 'image/png' }), 'scan.png');
  },
  'DELETE consignee/?id={own id}': async (c, role) => {
    const id = ['customer', 'owner', 'admin'].includes(role) ? await newConsignee(c) : 1;
    return c.json(`/api/consignee/?id=${id}`, { method: 'DELETE' });
  },
  'GET getCustomerSettings': (c) => c.apiGet('getCustomerSettings'),
  'POST newsletterSubscribeToggle': (c) => c.api('newsletterSubscribeToggle', { enabled: 1 }),
  'POST /ajax/updatenotifystatus/': (c) => c.json('/ajax/updatenotifystatus/', { method: 'POST', body: new URLSearchParams({ id: '2', state: '1' }) }),
  'GET address/{other customer}': (c) => c.json(`/api/address/${BUYER2_ADDRESS}/`),
  'GET consigneeUpload/{other customer}': async (c) => c.fetch(`/api/consigneeUpload/${await buyer2Consignee()}/`).then(async (r) => ({ status: r.status, body: await r.json(), headers: r.headers })),
};

describe('permissions per role (the matrix)', () => {
  for (const row of ACCOUNT_PLACES_PERMISSIONS) {
    it(row.call, async () => {
      for (const role of Object.keys(row.expect) as Role[]) {
        const r = await calls[row.call]!(clients[role], role);
        expect({ role, status: r.status }).toEqual({ role, status: row.expect[role] });
        if (r.status >= 400) expect(isRussian(r.body.message), `${role}: ${JSON.stringify(r.body)}`).toBe(true);
      }
    });
  }

  it('every call of the matrix has a request', () => {
    expect(Object.keys(calls).sort()).toEqual(ACCOUNT_PLACES_PERMISSIONS.map((r) => r.call).sort());
  });

  it('the sub-manager is told why in Russian', async () => {
    const r = await clients.submanager.apiGet('address');
    expect(r.status).toBe(403);
    expect(r.body.message).toMatch(/владелец аккаунта/);
  });
});

describe('addresses', () => {
  it('lists the seeded addresses of the customer only', async () => {
    const r = await clients.customer.apiGet('address');
    const texts = r.body.addresses.map((a: { full_address: string }) => a.full_address);
    expect(texts).toContain('г. Москва, ул. Строителей, д. 5, склад 2');
    expect(texts.some((a: string) => a.includes('Екатеринбург'))).toBe(false);
    expect(r.body.addresses[0]).toEqual({ id: expect.any(Number), full_address: expect.any(String), postindex: expect.any(String) });
  });

  it('adds, edits and deletes; the list follows', async () => {
    const c = clients.owner;
    const id = await newAddress(c, 'г. Казань, ул. Новая, д. 8');
    expect((await c.api(`address/${id}`, { full_address: 'г. Казань, ул. Новая, д. 9', postindex: '420000' })).body.address).toEqual({
      id,
      full_address: 'г. Казань, ул. Новая, д. 9',
      postindex: '420000',
    });
    expect((await c.json(`/api/address/${id}/`)).body.address.full_address).toBe('г. Казань, ул. Новая, д. 9');
    expect((await c.json(`/api/address/${id}/`, { method: 'DELETE' })).body).toEqual({ status: 'success', removed: [id] });
    expect((await c.json(`/api/address/${id}/`)).status).toBe(404);
  });

  it('validates: empty address, bad postindex, too long, bad id: 400 in Russian', async () => {
    const c = clients.customer;
    for (const body of [{ full_address: '   ' }, {}, { full_address: 'г. Москва', postindex: '12ab' }, { full_address: 'x'.repeat(501) }, { full_address: 5, postindex: '1234567' }]) {
      const r = await c.api('address', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(isRussian(r.body.message)).toBe(true);
    }
    expect((await c.json('/api/address/abc/')).status).toBe(400);
    expect((await c.api('address', { action: 'drop', ids: [1] })).status).toBe(400);
    expect((await c.api('address', { action: 'delete', ids: [] })).status).toBe(400);
    expect((await c.api('address', { full_address: 'г. Москва' }, { headers: { 'content-type': 'application/json' } })).status).toBe(200);
  });

  it("another customer's address: 404 to read, edit, delete, bulk delete (and nothing deleted)", async () => {
    const c = clients.customer;
    const mine = await newAddress(c);
    expect((await c.json(`/api/address/${BUYER2_ADDRESS}/`)).status).toBe(404);
    expect((await c.api(`address/${BUYER2_ADDRESS}`, { full_address: 'взлом' })).status).toBe(404);
    expect((await c.json(`/api/address/${BUYER2_ADDRESS}/`, { method: 'DELETE' })).status).toBe(404);
    const bulk = await c.api('address', { action: 'delete', ids: [mine, BUYER2_ADDRESS] });
    expect(bulk.status).toBe(404);
    expect(bulk.body.message).toBe('Адрес не найден');
    expect((await c.json(`/api/address/${mine}/`)).status).toBe(200);
    const [row] = await t.portal.db.query<{ full_address: string }>('SELECT full_address FROM addresses WHERE id = $1', [BUYER2_ADDRESS]);
    expect(row!.full_address).toContain('Екатеринбург');
  });

  it('bulk delete removes every checked address at once', async () => {
    const c = clients.customer;
    const ids = [await newAddress(c, 'г. Москва, ул. Первая, д. 1'), await newAddress(c, 'г. Москва, ул. Вторая, д. 2')];
    expect((await c.api('address', { action: 'delete', ids })).body).toEqual({ status: 'success', removed: ids });
    const left = (await c.apiGet('address')).body.addresses.map((a: { id: number }) => a.id);
    expect(left).not.toContain(ids[0]);
    expect(left).not.toContain(ids[1]);
  });

  it('admin works on any customer with `customer`; others naming another customer get 404', async () => {
    const r = await clients.admin.apiGet('address', { customer: BUYER2_CUSTOMER });
    expect(r.status).toBe(200);
    expect(r.body.addresses.map((a: { id: number }) => a.id)).toContain(BUYER2_ADDRESS);
    expect((await clients.customer.apiGet('address', { customer: BUYER2_CUSTOMER })).status).toBe(404);
    expect((await clients.admin.apiGet('address', { customer: 999 })).status).toBe(404);
  });
});

describe('address suggestions (bounded to the customer region)', () => {
  it("offers addresses of the customer's own region only", async () => {
    const demo = await clients.customer.apiGet('addressSuggest', { query: 'строителей' });
    expect(demo.status).toBe(200);
    expect(demo.body.region.header).toBe('Москва и Московская область');
    const texts = demo.body.suggestions.map((s: { full_address: string }) => s.full_address);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.every((a: string) => /Москв/.test(a))).toBe(true);
    const owner = await clients.owner.apiGet('addressSuggest', { query: 'строителей' });
    const ownerTexts = owner.body.suggestions.map((s: { full_address: string }) => s.full_address);
    expect(ownerTexts).toEqual(['г. Казань, ул. Строителей, д. 3']);
  });

  it('every word counts; LIKE wildcards are literal; empty query 400', async () => {
    const r = await clients.customer.apiGet('addressSuggest', { query: 'подольск заводская' });
    expect(r.body.suggestions).toEqual([{ full_address: 'Московская обл., г. Подольск, ул. Заводская, д. 18', postindex: '142100' }]);
    expect((await clients.customer.apiGet('addressSuggest', { query: '%' })).body.suggestions).toEqual([]);
    const empty = await clients.customer.apiGet('addressSuggest', { query: ' ' });
    expect(empty.status).toBe(400);
    expect(isRussian(empty.body.message)).toBe(true);
    expect((await clients.customer.apiGet('addressSuggest', { query: 'a'.repeat(101) })).status).toBe(400);
  });
});

describe('consignees and the scan upload', () => {
  it('lists the seeded consignees with their scans', async () => {
    const r = await clients.customer.apiGet('consignee');
    const sidorov = r.body.consignees.find((k: { surname: string }) => k.surname === 'Сидоров');
    expect(sidorov).toMatchObject({ name: 'Пётр', file: { type: 'image/png', url: `/api/consigneeUpload/${sidorov.id}/` } });
    expect(r.body.consignees.find((k: { surname: string }) => k.surname === 'Кузнецова').file).toBeNull();
    expect(r.body.consignees.some((k: { surname: string }) => k.surname === 'Орлов')).toBe(false);
    const scan = await clients.customer.fetch(sidorov.file.url);
    expect(scan.status).toBe(200);
    expect(scan.headers.get('content-type')).toBe('image/png');
    expect(scan.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await scan.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');
  });

  it('adds, edits, uploads a scan (image checked by its bytes), deletes', async () => {
    const c = clients.owner;
    const id = await newConsignee(c);
    const edited = await c.api('consignee', { id, surname: 'Иванов', name: 'Олег' });
    expect(edited.body.consignee).toEqual({ id, surname: 'Иванов', name: 'Олег', file: null });
    const up = await upload(c, id, new Blob([PNG], { type: 'image/png' }), 'доверенность.png');
    expect(up.status).toBe(200);
    expect(up.body.consignee.file).toEqual({ name: 'доверенность.png', type: 'image/png', size: PNG.length, url: `/api/consigneeUpload/${id}/` });
    expect((await c.json(`/api/consignee/?id=${id}`, { method: 'DELETE' })).body).toEqual({ status: 'success', removed: [id] });
    expect((await c.json(`/api/consignee/${id}/`)).status).toBe(404);
    expect((await c.fetch(`/api/consigneeUpload/${id}/`)).status).toBe(404);
  });

  it('refuses a file that is not an image, whatever its name and type claim', async () => {
    const c = clients.customer;
    const id = await newConsignee(c);
    for (const [blob, name] of [
      [new Blob(['просто текст'], { type: 'text/plain' }), 'scan.txt'],
      [new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' }), 'scan.svg'],
      [new Blob(['%PDF-1.4 fake'], { type: 'image/png' }), 'scan.png'],
    ] as const) {
      const r = await upload(c, id, blob, name);
      expect(r.status, name).toBe(400);
      expect(r.body.message).toBe('Скан доверенности должен быть изображением: JPG, PNG, GIF или WEBP');
    }
    expect((await c.json(`/api/consignee/${id}/`)).body.consignee.file).toBeNull();
  });

  it('validates the form and the upload: 4xx in Russian, never 5xx', async () => {
    const c = clients.customer;
    for (const body of [{ surname: '', name: 'Пётр' }, { surname: 'Петров' }, { surname: 'П'.repeat(101), name: 'Пётр' }, { id: 'x', surname: 'А', name: 'Б' }]) {
      const r = await c.api('consignee', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(isRussian(r.body.message)).toBe(true);
    }
    const id = await newConsignee(c);
    const noFile = new FormData();
    noFile.append('consignee', String(id));
    expect((await c.json('/api/consigneeUpload/', { method: 'POST', body: noFile })).status).toBe(400);
    expect((await upload(c, 'abc', new Blob([PNG]), 'a.png')).status).toBe(400);
    const big = Buffer.alloc(5 * 1024 * 1024 + 10);
    PNG.copy(big);
    const tooBig = await upload(c, id, new Blob([big], { type: 'image/png' }), 'big.png');
    expect(tooBig.status).toBe(413);
    expect(isRussian(tooBig.body.message)).toBe(true);
  });

  it("another customer's consignee and scan: 404, and nothing changes", async () => {
    const c = clients.customer;
    const other = await buyer2Consignee();
    expect((await c.json(`/api/consignee/${other}/`)).status).toBe(404);
    expect((await c.api('consignee', { id: other, surname: 'Взлом', name: 'Взлом' })).status).toBe(404);
    expect((await c.json(`/api/consignee/?id=${other}`, { method: 'DELETE' })).status).toBe(404);
    expect((await upload(c, other, new Blob([PNG], { type: 'image/png' }), 'x.png')).status).toBe(404);
    expect((await c.fetch(`/api/consigneeUpload/${other}/`)).status).toBe(404);
    const [row] = await t.portal.db.query<{ surname: string }>('SELECT surname FROM consignees WHERE id = $1', [other]);
    expect(row!.surname).toBe('Орлов');
  });
});

describe('notification settings', () => {
  it('getCustomerSettings: the list (id, value, enabled) and notification.newsletter; per user', async () => {
    const r = await clients.customer.apiGet('getCustomerSettings');
    expect(r.body.notification).toEqual({ newsletter: expect.any(Boolean) });
    expect(r.body.notifications.length).toBeGreaterThanOrEqual(5);
    expect(r.body.notifications[0]).toEqual({ id: expect.any(Number), value: expect.any(String), enabled: expect.any(Boolean) });
    // Seeded: the demo user switched 'Отгрузка со склада' (3) off.
    expect(r.body.notifications.find((n: { id: number }) => n.id === 3).enabled).toBe(false);
    const owner = await clients.owner.apiGet('getCustomerSettings');
    expect(owner.body.notifications.find((n: { id: number }) => n.id === 3).enabled).toBe(true);
  });

  it('updatenotifystatus changes one setting of the caller only, and it stays', async () => {
    const sub = clients.submanager;
    const set = await sub.json('/ajax/updatenotifystatus/', { method: 'POST', body: new URLSearchParams({ id: '4', state: '0' }) });
    expect(set.body).toEqual({ status: 'success', notification: { id: 4, value: 'Новые сообщения в чате', enabled: false } });
    expect((await sub.apiGet('getCustomerSettings')).body.notifications.find((n: { id: number }) => n.id === 4).enabled).toBe(false);
    expect((await clients.owner.apiGet('getCustomerSettings')).body.notifications.find((n: { id: number }) => n.id === 4).enabled).toBe(true);
    await sub.json('/ajax/updatenotifystatus/', { method: 'POST', body: { id: 4, state: 1 } });
    expect((await sub.apiGet('getCustomerSettings')).body.notifications.find((n: { id: number }) => n.id === 4).enabled).toBe(true);
  });

  it('validates updatenotifystatus: unknown id 404, bad state or id 400', async () => {
    const c = clients.customer;
    const post = (body: Record<string, string>) => c.json('/ajax/updatenotifystatus/', { method: 'POST', body: new URLSearchParams(body) });
    expect((await post({ id: '999', state: '1' })).status).toBe(404);
    for (const body of [{ id: '1', state: '2' }, { id: 'x', state: '1' }, { id: '1' }, {}] as Record<string, string>[]) {
      const r = await post(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(isRussian(r.body.message)).toBe(true);
    }
  });

  it('newsletterSubscribeToggle sets or toggles notification.newsletter', async () => {
    const c = clients.owner;
    expect((await c.api('newsletterSubscribeToggle', { enabled: 0 })).body).toEqual({ status: 'success', notification: { newsletter: false } });
    expect((await c.apiGet('getCustomerSettings')).body.notification.newsletter).toBe(false);
    expect((await c.api('newsletterSubscribeToggle', {})).body.notification.newsletter).toBe(true);
    expect((await c.api('newsletterSubscribeToggle', { enabled: 'maybe' })).status).toBe(400);
  });

  it('admin may name a user; anyone else naming another user gets 404', async () => {
    expect((await clients.admin.apiGet('getCustomerSettings', { user: 1 })).body.notifications.find((n: { id: number }) => n.id === 3).enabled).toBe(false);
    expect((await clients.owner.apiGet('getCustomerSettings', { user: 1 })).status).toBe(404);
    expect((await clients.customer.json('/ajax/updatenotifystatus/', { method: 'POST', body: { id: 1, state: 0, user: 2 } })).status).toBe(404);
  });
});

describe('the basket offers the addresses', () => {
  it('getBasketTableInit carries the customer’s delivery addresses', async () => {
    const c = clients.customer;
    const id = await newAddress(c, 'г. Москва, ул. Корзинная, д. 4');
    const r = await c.apiGet('getBasketTableInit');
    expect(r.body.addresses).toContainEqual({ id, full_address: 'г. Москва, ул. Корзинная, д. 4', postindex: '101000' });
    expect(r.body.addresses.some((a: { full_address: string }) => a.full_address.includes('Екатеринбург'))).toBe(false);
  });
});
