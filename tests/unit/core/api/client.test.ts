import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiCall, isAbortError, resetInFlight, siteCall } from '../../../../src/core/api/client';
import { EARLY_REPLY_MAX_AGE_MS, startEarly, takeEarly } from '../../../../src/core/api/early';
import { createLatest } from '../../../../src/core/api/latest';
import { shortageAvailable } from '../../../../src/core/api/basket';
import { configure, resetConfig } from '../../../../src/core/config';
import { defaultMessages } from '../../../../src/core/messages';
import { held } from '../../../components/support/held';
import { delay, json, startServer, type Route, type TestServer } from './test-server';

const Any = v.unknown();
const Ok = v.object({ ok: v.number() });

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  configure({ apiBase: `${server.origin}/api`, siteBase: server.origin });
});
afterEach(() => {
  server.seen.length = 0;
  server.routes.clear();
  resetInFlight();
  resetConfig();
});

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('addresses: /api/{method}/ and /api/{method}/{id}/', () => {
  it('builds the method and id URL with the query, and legacy site addresses', async () => {
    server.routes.set('GET /api/initdata/', (_q, res) => json(res, 200, { ok: 1 }));
    server.routes.set('GET /api/product/42/', (_q, res) => json(res, 200, { ok: 2 }));
    server.routes.set('GET /search/', (_q, res) => json(res, 200, { ok: 3 }));
    await apiCall('initdata', { schema: Ok });
    await apiCall('product', { id: 42, query: { contract: 3, skip: undefined }, schema: Ok });
    await siteCall('/search/', { query: { keyword: 'болт', simple: 1, brand: ['a', 'b'] }, schema: Ok });
    expect(server.seen.map((s) => `${s.method} ${decodeURIComponent(s.url)}`)).toEqual([
      'GET /api/initdata/',
      'GET /api/product/42/?contract=3',
      'GET /search/?keyword=болт&simple=1&brand=a&brand=b',
    ]);
  });
});

describe('bodies and headers', () => {
  it('POSTs JSON with X-Requested-With on every request', async () => {
    server.routes.set('POST /api/filter/', (_q, res) => json(res, 200, { ok: 1 }));
    server.routes.set('GET /api/initdata/', (_q, res) => json(res, 200, { ok: 1 }));
    await apiCall('filter', { body: { page: 2, brand: ['Крепёж'] }, schema: Ok });
    await apiCall('initdata', { schema: Ok });
    const [post, get] = server.seen;
    expect(post?.method).toBe('POST');
    expect(post?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(post?.body ?? '')).toEqual({ page: 2, brand: ['Крепёж'] });
    for (const s of server.seen) expect(s.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(get?.body).toBe('');
  });

  it('sends form-encoded and multipart bodies when asked', async () => {
    server.routes.set('POST /reminder/', (_q, res) => json(res, 200, { ok: 1 }));
    server.routes.set('POST /api/uploadsFromFile/', (_q, res) => json(res, 200, { ok: 1 }));
    await siteCall('/reminder/', { form: { email: 'a+b@example.ru' }, schema: Ok });
    const fd = new FormData();
    fd.append('file', new Blob(['a;1'], { type: 'text/csv' }), 'list.csv');
    await apiCall('uploadsFromFile', { multipart: fd, schema: Ok });
    const [form, multi] = server.seen;
    expect(form?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(form?.body).get('email')).toBe('a+b@example.ru');
    expect(multi?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(multi?.body).toContain('filename="list.csv"');
    expect(multi?.headers['x-requested-with']).toBe('XMLHttpRequest');
  });
});

describe('failures carry a Russian message', () => {
  it('4xx: the server message, code and data (409 shortage)', async () => {
    server.routes.set('POST /api/processBasket/', (_q, res) =>
      json(res, 409, { status: 'error', code: 'shortage', message: defaultMessages.stockShortage, available: 5 }),
    );
    const e = await failure(apiCall('processBasket', { body: { id: 1, qnt: 9 }, schema: Any }));
    expect(e).toMatchObject({ kind: 'http', status: 409, code: 'shortage', message: defaultMessages.stockShortage });
    expect(shortageAvailable(e)).toBe(5);
  });

  it('5xx without a message: the generic server error', async () => {
    server.routes.set('POST /api/filter/', (_q, res) => {
      res.writeHead(500, { 'Content-Type': 'text/html' });
      res.end('<h1>Fatal error</h1>');
    });
    const e = await failure(apiCall('filter', { body: {}, schema: Any }));
    expect(e).toMatchObject({ kind: 'http', status: 500, message: defaultMessages.serverError });
  });

  it.each([
    ['status: error', { status: 'error', message: 'Неверный код' }, 'Неверный код'],
    ['state: error', { state: 'error', message: 'Контрагент не сохранён' }, 'Контрагент не сохранён'],
    ['another status word with a message', { status: 'fail', message: 'Отказано' }, 'Отказано'],
    ['state: error without a message', { state: 'error' }, defaultMessages.serverError],
  ])('HTTP 200 with %s is a failure', async (_name, body, message) => {
    server.routes.set('POST /api/callback/', (_q, res) => json(res, 200, body));
    const e = await failure(apiCall('callback', { body: {}, schema: Any }));
    expect(e).toMatchObject({ kind: 'reply', status: 200, message });
  });

  it('a status word without a message is data, not a failure (an order state)', async () => {
    server.routes.set('POST /api/order/7/', (_q, res) => json(res, 200, { state: 4, status: 'Отменён' }));
    await expect(apiCall('order', { id: 7, body: { action: 'cancel' }, schema: Any })).resolves.toEqual({ state: 4, status: 'Отменён' });
  });

  it('a reply of the wrong shape is kind shape with the badReply message', async () => {
    server.routes.set('GET /api/initdata/', (_q, res) => json(res, 200, { ok: 'yes' }));
    server.routes.set('GET /api/getBasketData/', (_q, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<form>Войти</form>');
    });
    const a = await failure(apiCall('initdata', { schema: Ok }));
    expect(a).toMatchObject({ kind: 'shape', status: 200, message: defaultMessages.badReply, data: { ok: 'yes' } });
    const b = await failure(apiCall('getBasketData', { schema: Ok }));
    expect(b.kind).toBe('shape');
  });

  it('reads a body as JSON when it says so, says nothing of its type or looks like JSON; other text stays text', async () => {
    const reply = (type: string | null, body: string): Route => (_q, res) => {
      res.writeHead(200, type ? { 'Content-Type': type } : {});
      res.end(body);
    };
    // A PHP page that forgot its header still answers JSON.
    server.routes.set('GET /api/a/', reply(null, '{"ok":1}'));
    server.routes.set('GET /api/b/', reply('application/json; charset=utf-8', '{"ok":2}'));
    server.routes.set('GET /api/c/', reply('application/vnd.api+json', '{"ok":3}'));
    // Legacy PHP sends JSON as text/html.
    server.routes.set('GET /api/d/', reply('text/html; charset=utf-8', '{"ok":4}'));
    server.routes.set('GET /api/g/', reply('text/plain', 'ok'));
    server.routes.set('GET /api/e/', reply('application/json', '{"ok":'));
    server.routes.set('GET /api/f/', reply('application/json', ''));
    await expect(apiCall('a', { schema: Any })).resolves.toEqual({ ok: 1 });
    await expect(apiCall('b', { schema: Any })).resolves.toEqual({ ok: 2 });
    await expect(apiCall('c', { schema: Any })).resolves.toEqual({ ok: 3 });
    await expect(apiCall('d', { schema: Any })).resolves.toEqual({ ok: 4 });
    await expect(apiCall('g', { schema: Any })).resolves.toBe('ok');
    // A cut-off body is no parse error: the reply check sees what came.
    await expect(apiCall('e', { schema: Any })).resolves.toBe('{"ok":');
    expect((await failure(apiCall('e', { schema: Ok }))).kind).toBe('shape');
    await expect(apiCall('f', { schema: Any })).resolves.toBe('');
  });

  it('no server at all: kind network', async () => {
    configure({ apiBase: 'http://127.0.0.1:9/api' });
    const e = await failure(apiCall('callback', { body: {}, schema: Any }));
    expect(e).toMatchObject({ kind: 'network', message: defaultMessages.networkError });
  });
});

describe('timeout', () => {
  it('gives up after the per-call timeout with the timeout message, without retrying', async () => {
    // The reply is held until the client has given up: only its timeout can end the call.
    const reply = held();
    server.routes.set('GET /api/initdata/', async (_q, res) => {
      await reply.hold(() => {
        if (!res.destroyed) json(res, 200, { ok: 1 });
      });
    });
    const e = await failure(apiCall('initdata', { timeout: 60, schema: Ok }));
    expect(e).toMatchObject({ kind: 'timeout', message: defaultMessages.timeoutError });
    await expect.poll(() => server.seen[0]?.closedEarly).toBe(true);
    reply.release();
    expect(server.seen).toHaveLength(1);
  });
});

describe('identical GETs in flight are shared', () => {
  it('same URL: one request, same answer; different query or POST: separate requests', async () => {
    server.routes.set('GET /api/search/', async (q, res) => {
      await delay(50);
      json(res, 200, { ok: q.url.includes('b') ? 2 : 1 });
    });
    server.routes.set('POST /api/filter/', (_q, res) => json(res, 200, { ok: 3 }));
    const [a, b, c] = await Promise.all([
      apiCall('search', { query: { keyword: 'a' }, schema: Ok }),
      apiCall('search', { query: { keyword: 'a' }, schema: Ok }),
      apiCall('search', { query: { keyword: 'b' }, schema: Ok }),
      apiCall('filter', { body: {}, schema: Ok }),
      apiCall('filter', { body: {}, schema: Ok }),
    ]);
    expect([a, b, c]).toEqual([{ ok: 1 }, { ok: 1 }, { ok: 2 }]);
    expect(server.seen.filter((s) => s.url === '/api/search/?keyword=a')).toHaveLength(1);
    expect(server.seen.filter((s) => s.method === 'POST')).toHaveLength(2);
  });

  it('a finished GET is not cached: the next one asks again', async () => {
    server.routes.set('GET /api/initdata/', (_q, res) => json(res, 200, { ok: 1 }));
    await apiCall('initdata', { schema: Ok });
    await apiCall('initdata', { schema: Ok });
    expect(server.seen).toHaveLength(2);
  });

  it('one sharer aborting does not cancel the other; the last one leaving cancels the request', async () => {
    let reply = held();
    server.routes.set('GET /api/initdata/', async (_q, res) => {
      await reply.hold(() => {
        if (!res.destroyed) json(res, 200, { ok: 1 });
      });
    });
    const c1 = new AbortController();
    const p1 = apiCall('initdata', { schema: Ok, signal: c1.signal });
    const p2 = apiCall('initdata', { schema: Ok });
    c1.abort();
    expect((await failure(p1)).kind).toBe('abort');
    reply.release();
    await expect(p2).resolves.toEqual({ ok: 1 });

    server.seen.length = 0;
    reply = held();
    const c3 = new AbortController();
    const c4 = new AbortController();
    const p3 = apiCall('initdata', { schema: Ok, signal: c3.signal });
    const p4 = apiCall('initdata', { schema: Ok, signal: c4.signal });
    // Both leave once the request is on the server, its reply still held.
    await expect.poll(() => server.seen.length).toBe(1);
    c3.abort();
    c4.abort();
    expect((await failure(p3)).kind).toBe('abort');
    expect((await failure(p4)).kind).toBe('abort');
    await expect.poll(() => server.seen[0]?.closedEarly).toBe(true);
    reply.release();
    expect(server.seen).toHaveLength(1);
  });
});

describe('retry: GETs only', () => {
  it('a GET answered 503 twice succeeds on the third try', async () => {
    let n = 0;
    server.routes.set('GET /api/initdata/', (_q, res) => {
      n += 1;
      if (n < 3) json(res, 503, { status: 'error', message: 'Перегрузка' });
      else json(res, 200, { ok: n });
    });
    await expect(apiCall('initdata', { schema: Ok })).resolves.toEqual({ ok: 3 });
    expect(server.seen).toHaveLength(3);
  });

  it('a GET gives up after 2 retries with the last error', async () => {
    server.routes.set('GET /api/initdata/', (_q, res) => json(res, 502, { status: 'error', message: 'Шлюз' }));
    const e = await failure(apiCall('initdata', { schema: Ok }));
    expect(e).toMatchObject({ kind: 'http', status: 502, message: 'Шлюз' });
    expect(server.seen).toHaveLength(3);
  });

  it('a GET whose connection drops is retried; a POST is never retried', async () => {
    let n = 0;
    const flaky = (_q: unknown, res: import('node:http').ServerResponse) => {
      n += 1;
      if (n === 1) res.socket?.destroy();
      else json(res, 200, { ok: n });
    };
    server.routes.set('GET /api/initdata/', flaky);
    await expect(apiCall('initdata', { schema: Ok })).resolves.toEqual({ ok: 2 });

    n = 0;
    server.seen.length = 0;
    server.routes.set('POST /api/processBasket/', flaky);
    const e = await failure(apiCall('processBasket', { body: { id: 1 }, schema: Ok }));
    expect(e.kind).toBe('network');
    server.routes.set('POST /api/filter/', (_q, res) => json(res, 503, {}));
    await failure(apiCall('filter', { body: {}, schema: Ok }));
    expect(server.seen.map((s) => s.method)).toEqual(['POST', 'POST']);
  });

  it('4xx is not retried', async () => {
    server.routes.set('GET /api/initdata/', (_q, res) => json(res, 401, { status: 'error', message: 'Требуется вход' }));
    await failure(apiCall('initdata', { schema: Ok }));
    expect(server.seen).toHaveLength(1);
  });
});

describe('superseded requests are aborted (createLatest)', () => {
  it('a newer filter aborts the older one; the older rejects with kind abort, ignored by callers', async () => {
    // Page 1's reply is held until the client has given up on it; page 2's comes at once.
    const older = held();
    server.routes.set('POST /api/filter/', async (q, res) => {
      const page = (JSON.parse(q.body) as { page: number }).page;
      if (page === 1) await older.hold(() => undefined);
      if (!res.destroyed) json(res, 200, { ok: page });
    });
    const latest = createLatest();
    const first = latest.run((signal) => apiCall('filter', { body: { page: 1 }, signal, schema: Ok }));
    await expect.poll(() => server.seen.length).toBe(1);
    const second = latest.run((signal) => apiCall('filter', { body: { page: 2 }, signal, schema: Ok }));
    const e = await failure(first);
    expect(isAbortError(e)).toBe(true);
    expect(e.message).toBe(defaultMessages.requestAborted);
    await expect(second).resolves.toEqual({ ok: 2 });
    await expect.poll(() => server.seen.find((s) => s.body.includes('"page":1'))?.closedEarly).toBe(true);
    older.release();
  });

  it('a superseded run never delivers, even when its function ignores the signal', async () => {
    const latest = createLatest();
    const slow = latest.run(() => delay(30).then(() => 'old'));
    const fresh = latest.run(() => Promise.resolve('new'));
    expect(isAbortError(await failure(slow))).toBe(true);
    await expect(fresh).resolves.toBe('new');
  });

  it('abort() cancels the current run (unmount)', async () => {
    const latest = createLatest();
    const p = latest.run((signal) => new Promise((_r, reject) => signal.addEventListener('abort', () => reject(new Error('x')))));
    latest.abort();
    expect(isAbortError(await failure(p))).toBe(true);
  });

  it('an aborted signal before the call rejects at once without a request', async () => {
    const c = new AbortController();
    c.abort();
    expect((await failure(apiCall('filter', { body: {}, signal: c.signal, schema: Ok }))).kind).toBe('abort');
    expect(server.seen).toHaveLength(0);
  });
});

describe('early calls: the loader asks before the scripts arrive', () => {
  const url = () => `${server.origin}/api/initdata/`;
  afterEach(() => {
    takeEarly(url());
    vi.restoreAllMocks();
  });

  it('the first call takes the early reply: one request, with the API headers', async () => {
    server.routes.set('GET /api/initdata/', (_q, res) => json(res, 200, { ok: 1 }));
    startEarly(url());
    startEarly(url());
    expect(await apiCall('initdata', { schema: Ok })).toEqual({ ok: 1 });
    expect(server.seen).toHaveLength(1);
    expect(server.seen[0]!.headers['x-requested-with']).toBe('XMLHttpRequest');
    // Taken once: the next call asks the server again.
    expect(await apiCall('initdata', { schema: Ok })).toEqual({ ok: 1 });
    expect(server.seen).toHaveLength(2);
  });

  it('an early reply the server was too busy for is asked again', async () => {
    let n = 0;
    server.routes.set('GET /api/initdata/', (_q, res) => (n++ === 0 ? json(res, 503, {}) : json(res, 200, { ok: 2 })));
    startEarly(url());
    expect(await apiCall('initdata', { schema: Ok })).toEqual({ ok: 2 });
    expect(server.seen).toHaveLength(2);
  });

  it('a refusal is the answer: the early 401 is not sent again', async () => {
    server.routes.set('GET /api/initdata/', (_q, res) => json(res, 401, { status: 'error', message: 'Войдите' }));
    startEarly(url());
    expect((await failure(apiCall('initdata', { schema: Ok }))).status).toBe(401);
    expect(server.seen).toHaveLength(1);
  });

  it('a stale early reply is dropped: the call asks afresh', async () => {
    server.routes.set('GET /api/initdata/', (_q, res) => json(res, 200, { ok: 3 }));
    const now = performance.now();
    const clock = vi.spyOn(performance, 'now').mockReturnValue(now);
    startEarly(url());
    clock.mockReturnValue(now + EARLY_REPLY_MAX_AGE_MS + 1);
    expect(await apiCall('initdata', { schema: Ok })).toEqual({ ok: 3 });
    await delay(20);
    expect(server.seen).toHaveLength(2);
  });

  it('a POST never takes an early GET', async () => {
    server.routes.set('GET /api/initdata/', (_q, res) => json(res, 200, { ok: 1 }));
    server.routes.set('POST /api/initdata/', (_q, res) => json(res, 200, { ok: 4 }));
    startEarly(url());
    expect(await apiCall('initdata', { body: {}, schema: Ok })).toEqual({ ok: 4 });
    await delay(20);
    expect(server.seen.map((s) => s.method).sort()).toEqual(['GET', 'POST']);
  });
});
