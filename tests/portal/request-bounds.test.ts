// What one request may cost the portal (README "Per-request bounds"): a body limit on
// every route that takes one, also for a body sent without a length; pasted text and scans
// within their limits; and a statement timeout, so a query waiting or working past it is
// cancelled with a 503 and a Russian message while the portal goes on answering.
import { request } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_UPLOAD_MAX_LINE_CHARS } from '../../src/core/constants';
import { msg, placesMsg, priceFileMsg } from '../../examples/portal/server/messages';
import { fill, uploadTooLarge } from '../../examples/portal/server/pricelist/read';
import { bombSheet, xlsx } from './hostile-files';
import { isRussian, onServer, START_TIMEOUT, startTestPortal, type Client, type Json, type TestPortal } from './helpers';

const MB = 1024 * 1024;
/** Short, so the test waits little; long enough for every ordinary statement on a busy machine. */
const TIMEOUT_MS = 1500;
const bomb = xlsx([bombSheet('xl/worksheets/sheet1.xml', 4_700_000)]);

let t: TestPortal;
let demo: Client;

beforeAll(async () => {
  t = await startTestPortal({ statementTimeoutMs: TIMEOUT_MS });
  demo = await t.demo();
}, START_TIMEOUT);
afterAll(() => t?.close());

/** A body sent in chunks, without Content-Length: the limit must count what arrives. */
function chunked(total: number): ReadableStream<Uint8Array> {
  let sent = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x41);
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

/**
 * POSTs `body` on a new connection and resolves with the reply as soon as it arrives: the
 * portal answers 413 before reading an oversized body, then drains it for at most 500 ms and
 * closes the connection (@hono/node-server), which a client reusing it sees as a reset.
 */
function post(path: string, type: string, body: string): Promise<{ status: number; body: Json }> {
  return new Promise((resolve, reject) => {
    const req = request(`${t.url}${path}`, {
      // A connection of its own: after a 413 the server closes the one it answered on.
      agent: false,
      method: 'POST',
      headers: { cookie: demo.cookieHeader, 'x-requested-with': 'XMLHttpRequest', 'content-type': type, 'content-length': Buffer.byteLength(body) },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('body limits', () => {
  it('a JSON or form body over 1 MB on an ordinary route: 413 with a Russian message', async () => {
    const json = await post('/api/processBasket/', 'application/json', JSON.stringify({ note: 'x'.repeat(MB + 1000) }));
    expect(json).toEqual({ status: 413, body: { status: 'error', message: msg.tooLarge } });
    const form = await post('/api/uploadsFromBuffer/', 'application/x-www-form-urlencoded', `buffer=${'x'.repeat(MB + 1000)}`);
    expect(form).toEqual({ status: 413, body: { status: 'error', message: msg.tooLarge } });
    expect(isRussian(msg.tooLarge)).toBe(true);
    expect((await demo.api('getBasketData')).status).toBe(200);
  });

  it('an upload streamed without a length stops at the limit, and the portal answers the next call', async () => {
    const rss0 = process.memoryUsage().rss;
    const res = await fetch(`${t.url}/api/uploadsFromFile/`, {
      method: 'POST',
      headers: { cookie: demo.cookieHeader, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'multipart/form-data; boundary=x' },
      body: chunked(64 * MB),
      duplex: 'half',
    } as RequestInit).catch(() => null);
    // The portal answers 413 as soon as the limit is passed; the client may see the connection
    // closed under the rest of its upload instead, never a portal that read 64 MB.
    if (res) expect({ status: res.status, body: await res.json() }).toEqual({ status: 413, body: { status: 'error', message: uploadTooLarge() } });
    expect(process.memoryUsage().rss - rss0).toBeLessThan(200 * MB);
    expect((await demo.api('getBasketData')).status).toBe(200);
  });

  it('a pasted line past its limit is refused before it is split', async () => {
    const line = `КР-1 ${'слово '.repeat(PRICE_UPLOAD_MAX_LINE_CHARS / 6 + 10)}1`;
    const r = await demo.api('uploadsFromBuffer', { buffer: `КР-2 1\n${line}` });
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ status: 'error', message: fill(priceFileMsg.priceTextLineTooLong, { line: 2, limit: PRICE_UPLOAD_MAX_LINE_CHARS }) });
  });

  it("a zip bomb sent as a consignee's scan is refused by its first bytes, never unpacked", async () => {
    const owner = await t.login('owner');
    const made = await owner.api('consignee', { surname: 'Тестов', name: 'Тест' });
    const fd = new FormData();
    fd.append('consignee', String(made.body.consignee.id));
    fd.append('file', new Blob([bomb as Uint8Array<ArrayBuffer>]), 'скан.png');
    const cpu0 = process.cpuUsage();
    const r = await owner.json('/api/consigneeUpload/', { method: 'POST', body: fd });
    const cpu = process.cpuUsage(cpu0);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ status: 'error', message: placesMsg.notImage });
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(2000);
  });
});

describe('statement timeout', () => {
  it.runIf(onServer)('a statement waiting past the timeout is cancelled: 503 with a Russian message, then the portal answers', async () => {
    // Another session holds the basket table: the portal's basket read waits, as it would
    // behind a runaway statement, until the server cancels it.
    const blocker = new pg.Client({ connectionString: t.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE basket_items IN ACCESS EXCLUSIVE MODE');
      const started = performance.now();
      const r = await demo.api('getBasketData');
      const waited = performance.now() - started;
      expect(r.status).toBe(503);
      expect(r.body).toEqual({ status: 'error', message: msg.queryTimeout });
      expect(waited).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
      expect(waited).toBeLessThan(TIMEOUT_MS + 5000);
    } finally {
      await blocker.query('ROLLBACK').catch(() => undefined);
      await blocker.end();
    }
    expect((await demo.api('getBasketData')).status).toBe(200);
  });

  it('every statement of a request runs under the timeout (PGlite: set, though it cannot cancel)', async () => {
    const [row] = await t.portal.db.query<{ statement_timeout: string }>('SHOW statement_timeout');
    expect(row!.statement_timeout).toBe(`${TIMEOUT_MS}ms`);
  });
});
