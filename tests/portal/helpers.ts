/**
 * Starts the real portal in-process on a throwaway DATA_DIR and talks to it over HTTP.
 *
 * Seeding: each test file starts on a copy of the seeded template (template.ts), so
 * a file costs an open instead of initdb + seed. startup.test.ts starts from an
 * empty directory to cover first start itself.
 *
 * The portal-pg project runs the same files on a PostgreSQL server (pg-setup.ts):
 * there each portal gets its own database, a copy of the seeded template database
 * (or an empty one for `fresh`), dropped on close.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { startPortal, type Portal, type PortalOptions } from '../../examples/portal/server/app';
import { databaseUrl } from './pg-setup';
import { START_TIMEOUT, seededTemplate } from './template';

export { START_TIMEOUT, seededTemplate };

export { defaultMessages as messages } from '../../src/core/messages';

/** The PostgreSQL server of the portal-pg project; undefined in `portal` (PGlite). */
export const pgServer = inject('pgServer');
/** True when the portal runs on the PostgreSQL server (portal-pg). */
export const onServer = pgServer !== undefined;

async function admin<T>(sql: string): Promise<T[]> {
  if (!pgServer) throw new Error('no PostgreSQL server: this runs in the portal-pg project only');
  const client = new pg.Client({ connectionString: pgServer.adminUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

let databases = 0;

/** A new database on the server: a copy of the seeded template, or empty (`empty`). */
export async function createDatabase(opts: { empty?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `b2b_test_${process.pid}_${++databases}_${Date.now().toString(36)}`;
  await admin(`CREATE DATABASE ${name}${opts.empty ? '' : ` TEMPLATE ${pgServer!.template}`}`);
  return {
    url: databaseUrl(pgServer!.adminUrl, name),
    drop: async () => void (await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

export interface TestPortal {
  url: string;
  portal: Portal;
  /** Where the data is: PGlite's directory (portal), or the database URL (portal-pg). */
  dataDir: string;
  databaseUrl?: string;
  /** A new HTTP client with its own cookie jar. */
  client(): Client;
  /** A client logged in with POST /api/login/ (passwords: examples/portal/README.md). */
  login(login: string, password?: string): Promise<Client>;
  demo(): Promise<Client>;
  close(): Promise<void>;
}

export const PASSWORDS: Record<string, string> = {
  demo: 'demo',
  owner: 'owner',
  manager2: 'manager2',
  admin: 'admin',
  buyer2: 'buyer2',
  manager3: 'manager3',
};

export async function startTestPortal(
  opts: Omit<PortalOptions, 'dataDir' | 'port'> & { dataDir?: string; fresh?: boolean; keepData?: boolean } = {},
): Promise<TestPortal> {
  let dataDir = opts.dataDir;
  let databaseUrl = opts.databaseUrl;
  let drop: (() => Promise<void>) | undefined;
  if (onServer && !dataDir && !databaseUrl) {
    const db = await createDatabase({ empty: opts.fresh });
    databaseUrl = db.url;
    drop = db.drop;
  }
  if (!dataDir) {
    dataDir = mkdtempSync(join(tmpdir(), 'b2b-portal-test-'));
    if (!opts.fresh && !databaseUrl) cpSync(await seededTemplate(), dataDir, { recursive: true });
  }
  const portal = await startPortal({ ...opts, port: 0, dataDir, databaseUrl });
  const url = portal.url;
  const t: TestPortal = {
    url,
    portal,
    dataDir,
    databaseUrl,
    client: () => new Client(url),
    async login(login, password = PASSWORDS[login] ?? '') {
      const c = new Client(url);
      const r = await c.api('login', { login, password });
      if (r.status !== 200) throw new Error(`login ${login}: ${r.status} ${JSON.stringify(r.body)}`);
      return c;
    },
    async demo() {
      const c = new Client(url);
      const r = await c.api('getUserDemo');
      if (r.status !== 200) throw new Error(`getUserDemo: ${r.status}`);
      return c;
    },
    async close() {
      await portal.close();
      if (!opts.keepData && !opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
      if (!opts.keepData) await drop?.();
    },
  };
  return t;
}

/** A reply body: the tests' assertions check it, a loose type keeps them readable. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Reply<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

type Body = Record<string, unknown> | FormData | URLSearchParams | string | undefined;

export class Client {
  readonly cookies = new Map<string, string>();

  constructor(readonly base: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async fetch(
    path: string,
    init: { method?: string; body?: Body; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.csrf !== false) headers['x-requested-with'] ??= 'XMLHttpRequest';
    if (this.cookies.size) headers.cookie = this.cookieHeader;
    let body: BodyInit | undefined;
    if (init.body instanceof FormData || init.body instanceof URLSearchParams || typeof init.body === 'string') {
      body = init.body;
    } else if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(this.base + path, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  async json<T = Json>(path: string, init: Parameters<Client['fetch']>[1] = {}): Promise<Reply<T>> {
    const res = await this.fetch(path, init);
    const text = await res.text();
    let body: Json = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body, headers: res.headers };
  }

  /** POST /api/{method}/ with a JSON body (or the given body). */
  api<T = Json>(method: string, body: Body = {}, init: { headers?: Record<string, string>; csrf?: boolean } = {}) {
    return this.json<T>(`/api/${method}/`, { method: 'POST', body, ...init });
  }

  /** GET /api/{method}/ with query parameters. */
  apiGet<T = Json>(method: string, query: Record<string, string | number> = {}) {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    return this.json<T>(`/api/${method}/${qs ? `?${qs}` : ''}`);
  }

  async text(path: string, init: Parameters<Client['fetch']>[1] = {}): Promise<{ status: number; text: string; headers: Headers }> {
    const res = await this.fetch(path, init);
    return { status: res.status, text: await res.text(), headers: res.headers };
  }
}

/** A Russian error message: Cyrillic letters, no English left. */
export function isRussian(message: unknown): boolean {
  return typeof message === 'string' && /[а-яё]/i.test(message) && !/invalid|expected|received|error/i.test(message);
}

/**
 * The portal of a test file: started before its tests, the demo user logged
 * in, both handed to `ready` (which keeps them and sets up what the file
 * needs), and closed after the tests.
 */
export function filePortal(ready: (portal: TestPortal, demo: Client) => unknown, opts?: Parameters<typeof startTestPortal>[0]): void {
  let portal: TestPortal | undefined;
  beforeAll(async () => {
    portal = await startTestPortal(opts);
    await ready(portal, await portal.demo());
  }, START_TIMEOUT);
  afterAll(() => portal?.close());
}
