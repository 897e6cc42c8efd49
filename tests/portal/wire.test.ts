// Bytes on the wire: replies compressed as the request allows, the standalone
// build's files precompressed, cached for good when hashed and revalidated
// with their ETag when not.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, compressMiddleware } from '../../examples/portal/server/compress';
import { createPreload } from '../../examples/portal/server/pages/preload';
import { staticRoutes } from '../../examples/portal/server/routes/static';
import type { AppEnv, Deps } from '../../examples/portal/server/types';
import { BasketDataSchema, BasketLineSchema } from '../../src/core/schemas';
import { precompress, SHORT_MAX_AGE } from '../../scripts/static-files.mjs';
import { filePortal, type Client, type TestPortal } from './helpers';

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they came, not decoded (fetch would decode them). */
  body: Buffer;
}

/** A GET over node:http, which leaves the body as it was sent. */
function rawGet(base: string, path: string, headers: Record<string, string>): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (r: { body: Buffer; encoding: string | undefined }) =>
  (r.encoding === 'br' ? brotliDecompressSync(r.body) : r.encoding === 'gzip' ? gunzipSync(r.body) : r.body).toString('utf8');

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0, *;q=0.1', 'br'],
    ['identity', undefined],
    ['deflate', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s -> %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});

describe('replies made per request (the real portal)', () => {
  let t: TestPortal;
  let demo: Client;
  filePortal(async (portal, user) => {
    t = portal;
    demo = user;
    await demo.api('setContract', { id: 103, wms: 1 });
    await demo.api('clearBasket');
    for (const id of [10005, 10006, 10007, 10008, 10009, 10010]) await demo.api('processBasket', { id, qnt: 1, wms: 1 });
  });

  const get = (path: string, acceptEncoding?: string) =>
    rawGet(t.url, path, {
      cookie: demo.cookieHeader,
      'x-requested-with': 'XMLHttpRequest',
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('a page and /api JSON with Accept-Encoding %s go %s, with Vary', async (acceptEncoding, encoding) => {
    for (const path of ['/cart/', '/api/getBasketData/']) {
      const r = await get(path, acceptEncoding);
      expect(r.status, path).toBe(200);
      expect(r.headers['content-encoding'], path).toBe(encoding);
      expect(r.headers.vary, path).toMatch(/accept-encoding/i);
      expect(Number(r.headers['content-length']), path).toBe(r.body.length);
      const text = decode({ body: r.body, encoding });
      if (path === '/cart/') expect(text).toContain('<b2b-basket');
      else expect(JSON.parse(text).items.length).toBeGreaterThan(3);
    }
  });

  it('compresses the basket reply to a fraction of its JSON', async () => {
    const plain = await get('/api/getBasketData/');
    const br = await get('/api/getBasketData/', 'br');
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
  });

  it('the basket reply has no field the widgets do not read: the fields their schema parses, no more', async () => {
    const { body } = await demo.apiGet('getBasketData');
    const keys = (o: object) => Object.keys(o).sort();
    expect(keys(body)).toEqual(keys(BasketDataSchema.pipe[0].entries));
    for (const line of body.items) expect(keys(line)).toEqual(keys(BasketLineSchema.entries));
  });

  it('leaves small replies as they are, without Vary', async () => {
    const r = await get('/healthz', 'br');
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers.vary).toBeUndefined();
    expect(JSON.parse(r.body.toString('utf8'))).toEqual({ status: 'ok' });
  });
});

describe('the standalone build as served (a built tree of its own)', () => {
  const root = mkdtempSync(join(tmpdir(), 'b2b-wire-'));
  const dir = join(root, 'dist/standalone');
  const hashed = 'shared-runtime-Ab_c-9Z0.js';
  const js = (name: string) => `export const ${name} = ${JSON.stringify('Корзина пуста. '.repeat(200))};\n`;
  let app: Hono<AppEnv>;

  beforeAll(() => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'loader.js'), js('loader'));
    writeFileSync(join(dir, 'b2b-basket.js'), js('basket'));
    writeFileSync(join(dir, hashed), js('runtime'));
    writeFileSync(join(dir, 'styles.css'), `.b2b-basket { color: red; }\n`.repeat(100));
    writeFileSync(join(dir, 'tiny.js'), 'export {};\n');
    writeFileSync(join(root, 'secret.txt'), 'not to be served');
    precompress(dir);
    app = new Hono<AppEnv>();
    app.use('*', compressMiddleware());
    staticRoutes(app, { config: { rootDir: root } } as Deps);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await app.request(path, { headers });
    return { res, body: Buffer.from(await res.arrayBuffer()), encoding: res.headers.get('content-encoding') ?? undefined };
  };

  it('sends the build\'s own .br and .gz for a script or styles.css, and the file when neither is asked for', async () => {
    for (const file of ['loader.js', hashed, 'styles.css']) {
      const original = readFileSync(join(dir, file));
      const br = await get(`/static/b2b/${file}`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.encoding).toBe('br');
      expect(br.body.equals(readFileSync(join(dir, `${file}.br`))), file).toBe(true);
      const gz = await get(`/static/b2b/${file}`, { 'accept-encoding': 'gzip' });
      expect(gz.encoding).toBe('gzip');
      expect(gz.body.equals(readFileSync(join(dir, `${file}.gz`))), file).toBe(true);
      const plain = await get(`/static/b2b/${file}`);
      expect(plain.encoding).toBeUndefined();
      expect(plain.body.equals(original), file).toBe(true);
      for (const r of [br, gz, plain]) {
        expect(r.res.headers.get('vary')).toBe('Accept-Encoding');
        expect(decode(r)).toBe(original.toString('utf8'));
      }
      expect(plain.res.headers.get('content-type')).toMatch(file.endsWith('.css') ? /^text\/css/ : /^text\/javascript/);
    }
  });

  it('compresses a file whose siblings are older than it (a rebuild under way) itself', async () => {
    const file = join(dir, 'b2b-basket.js');
    writeFileSync(file, js('basketRebuilt'));
    utimesSync(file, new Date(), new Date(Date.now() + 60_000));
    const br = await get('/static/b2b/b2b-basket.js', { 'accept-encoding': 'br' });
    expect(br.encoding).toBe('br');
    expect(decode(br)).toBe(js('basketRebuilt'));
  });

  it('leaves a file under the compression threshold as it is', async () => {
    const r = await get('/static/b2b/tiny.js', { 'accept-encoding': 'br' });
    expect(r.encoding).toBeUndefined();
    expect(r.body.toString('utf8')).toBe('export {};\n');
  });

  it('lets browsers keep a hashed chunk for a year without asking', async () => {
    const { res } = await get(`/static/b2b/${hashed}`, { 'accept-encoding': 'br' });
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each(['loader.js', 'b2b-basket.js', 'styles.css'])(
    'keeps %s briefly, then revalidates it with its ETag (304 for the same encoding only)',
    async (file) => {
      const path = `/static/b2b/${file}`;
      const first = await get(path, { 'accept-encoding': 'br' });
      expect(first.res.headers.get('cache-control')).toBe(`public, max-age=${SHORT_MAX_AGE}`);
      expect(SHORT_MAX_AGE).toBeLessThanOrEqual(3600);
      const etag = first.res.headers.get('etag')!;
      expect(etag).toMatch(/^"[^"]+"$/);
      const again = await get(path, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.res.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.res.headers.get('etag')).toBe(etag);
      expect(again.res.headers.get('cache-control')).toBe(first.res.headers.get('cache-control'));
      expect((await get(path, { 'accept-encoding': 'br', 'if-none-match': `W/${etag}` })).res.status).toBe(304);
      // The gzip body is another representation: its own tag, not a 304 for the brotli one.
      const gz = await get(path, { 'accept-encoding': 'gzip', 'if-none-match': etag });
      expect(gz.res.status).toBe(200);
      expect(gz.res.headers.get('etag')).not.toBe(etag);
    },
  );

  it('gives a new ETag once the file changes', async () => {
    const before = (await get('/static/b2b/loader.js')).res.headers.get('etag')!;
    const file = join(dir, 'loader.js');
    writeFileSync(file, js('loaderRebuilt'));
    utimesSync(file, new Date(), new Date(Date.now() + 120_000));
    const after = await get('/static/b2b/loader.js', { 'if-none-match': before });
    expect(after.res.status).toBe(200);
    expect(after.res.headers.get('etag')).not.toBe(before);
    expect(after.body.toString('utf8')).toBe(js('loaderRebuilt'));
  });

  it.each([
    '/static/b2b/loader.js.br',
    '/static/b2b/loader.js.gz',
    '/static/b2b/loader.js%2Ebr',
    '/static/b2b/styles.css%2egz',
    '/static/b2b/..%2F..%2Fsecret.txt',
    '/static/b2b/%2e%2e/%2e%2e/secret.txt',
    '/static/b2b/%00',
  ])('refuses %s', async (path) => {
    const r = await get(path, { 'accept-encoding': 'br' });
    expect(r.res.status).toBe(404);
    expect(decode(r)).not.toContain('not to be served');
    expect(r.body.includes(readFileSync(join(dir, 'loader.js.br')))).toBe(false);
  });
});

describe('modulepreload links for the tags of a page', () => {
  const loader = '<script type="module" src="/static/b2b/loader.js"></script>\n';
  const page = (body: string) => `<head>${loader}<link rel="stylesheet" href="/x.css"></head><body>${body}</body>`;
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'b2b-preload-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists each file once, right after the loader, for the tags in the markup only', () => {
    const file = join(dir, 'chunks.json');
    writeFileSync(file, JSON.stringify({ 'b2b-basket': ['b2b-basket.js', 'shared-runtime-a1.js'], 'b2b-chat': ['b2b-chat.js', 'shared-runtime-a1.js'], 'b2b-login': ['b2b-login.js'] }));
    const out = createPreload(file)(page('<b2b-basket></b2b-basket><b2b-chat open></b2b-chat><p>b2b-login</p>'));
    const links = [...out.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
    // The runtime both tags need first: it held back every tag when it came last.
    expect(links).toEqual(['/static/b2b/shared-runtime-a1.js', '/static/b2b/b2b-basket.js', '/static/b2b/b2b-chat.js']);
    expect(out.indexOf(loader)).toBeLessThan(out.indexOf('modulepreload'));
  });

  it('follows a new build, and leaves a page alone without one', () => {
    const file = join(dir, 'later.json');
    const preload = createPreload(file);
    expect(preload(page('<b2b-basket></b2b-basket>'))).toBe(page('<b2b-basket></b2b-basket>'));
    writeFileSync(file, JSON.stringify({ 'b2b-basket': ['b2b-basket.js'] }));
    expect(preload(page('<b2b-basket></b2b-basket>'))).toContain('href="/static/b2b/b2b-basket.js"');
  });
});
