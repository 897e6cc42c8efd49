// First start on an empty DATA_DIR (create, migrate, seed), the seeded data, and restarts.
// In portal-pg: the same on an empty database of the server (DATABASE_URL).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_DIR, startPortal } from '../../examples/portal/server/app';
import { createDatabase, onServer, START_TIMEOUT, startTestPortal, type TestPortal } from './helpers';

const dataDir = join(mkdtempSync(join(tmpdir(), 'b2b-portal-startup-')), 'data'); // does not exist yet
let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
/** Where this file's portal keeps its data: the directory, or the empty server database. */
const target = () => (database ? { databaseUrl: database.url } : { dataDir });
let t: TestPortal;

beforeAll(async () => {
  if (onServer) database = await createDatabase({ empty: true });
  t = await startTestPortal(target());
}, START_TIMEOUT);

afterAll(async () => {
  await t?.close();
  await database?.drop();
  rmSync(join(dataDir, '..'), { recursive: true, force: true });
});

describe(`first start on an empty ${onServer ? 'server database' : 'DATA_DIR'}`, () => {
  it('creates, migrates and seeds it, then serves /healthz', async () => {
    // The target is 20 s to /healthz on first start (README has the measured numbers);
    // PGlite's initdb dominates and slows down a lot on a busy machine, so the test
    // holds the seed (our part) to a budget of CPU time, which a busy machine does
    // not stretch as it does wall time (12-17 s wall, once, under load), and the
    // whole start to the e2e limit.
    expect(t.portal.seedMillis).not.toBeNull();
    expect(t.portal.seedCpuMillis!).toBeLessThan(10_000);
    expect(t.portal.startMillis).toBeLessThan(60_000);
    console.info(`portal first start: ${t.portal.startMillis} ms, seeding ${t.portal.seedMillis} ms (CPU ${t.portal.seedCpuMillis} ms)`);
    const res = await fetch(`${t.url}/healthz`);
    expect(res.status).toBe(200);
    const migrations = await t.portal.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    const files = readdirSync(join(PORTAL_DIR, 'sql')).filter((f) => f.endsWith('.sql')).sort();
    expect(migrations.map((m) => m.name)).toEqual(files);
    expect(files.slice(0, 3)).toEqual(['001_schema.sql', '002_indexes.sql', '003_catalog_version.sql']);
  });

  it('seeds a catalogue tree at least 3 levels deep with 2 and 1223, 1223 several levels deep', async () => {
    const db = t.portal.db;
    const [root] = await db.query<{ path: string }>('SELECT path FROM catalog WHERE id = 1223');
    expect(root?.path).toBe('/2/1223/');
    const [depth] = await db.query<{ d: number }>(
      "SELECT max(array_length(string_to_array(trim(both '/' from path), '/'), 1))::int AS d FROM catalog WHERE path LIKE '/2/1223/%'",
    );
    expect(depth!.d).toBeGreaterThanOrEqual(5); // 2 / 1223 / section / group / leaf
  });

  it('seeds >= 5000 products with unique articuls, 3 warehouses, stock gaps and variants', async () => {
    const db = t.portal.db;
    const [p] = await db.query<{ n: number; articuls: number; nopic: number; hit: number; novelty: number; spec: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT articul)::int AS articuls, count(*) FILTER (WHERE picture IS NULL)::int AS nopic,
              count(*) FILTER (WHERE is_hit)::int AS hit, count(*) FILTER (WHERE is_novelty)::int AS novelty,
              count(*) FILTER (WHERE is_special)::int AS spec FROM products`,
    );
    expect(p!.n).toBeGreaterThanOrEqual(5000);
    expect(p!.articuls).toBe(p!.n);
    expect(p!.nopic).toBeGreaterThan(0);
    expect(Math.min(p!.hit, p!.novelty, p!.spec)).toBeGreaterThan(20);
    const warehouses = await db.query<{ header: string }>('SELECT header FROM warehouses ORDER BY pos');
    expect(warehouses.map((w) => w.header)).toEqual(['Москва', 'Санкт-Петербург', 'Екатеринбург']);
    const [gaps] = await db.query<{ some_empty: number; some_full: number }>(
      `SELECT count(*) FILTER (WHERE quantity = 0)::int AS some_empty, count(*) FILTER (WHERE quantity > 0)::int AS some_full
         FROM stocks WHERE item_type = 'products'`,
    );
    expect(gaps!.some_empty).toBeGreaterThan(100);
    expect(gaps!.some_full).toBeGreaterThan(1000);
    const [v] = await db.query<{ n: number; products: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT product_id)::int AS products FROM variants',
    );
    expect(v!.products).toBeGreaterThan(50);
  });

  it('seeds the accounts of the README, demo with three kinds of contracts', async () => {
    for (const login of ['demo', 'owner', 'manager2', 'admin', 'buyer2']) {
      const c = await t.login(login);
      const init = await c.apiGet('initdata');
      expect(init.body.user.login).toBe(login);
    }
    const demo = await t.demo();
    const { body } = await demo.apiGet('initdata');
    expect(body.user.isDemo).toBe(true);
    const kinds = body.contracts.map((c: { stopOrders: boolean; debtAlert: string | null }) =>
      c.stopOrders && c.debtAlert ? 'stop' : c.debtAlert ? 'debt' : 'clean',
    );
    expect(kinds).toEqual(expect.arrayContaining(['stop', 'debt', 'clean']));
    const [states] = await t.portal.db.query<{ s: number[] }>(
      'SELECT array_agg(DISTINCT state ORDER BY state) AS s FROM orders WHERE customer_id = 1',
    );
    expect(states!.s).toEqual(expect.arrayContaining([3, 4, 10]));
    for (const table of ['drafts', 'acts', 'chat_messages']) {
      const [n] = await t.portal.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE customer_id = 1`);
      expect(n!.n, table).toBeGreaterThan(0);
    }
  });

  // PGlite's files take one process; a server database takes several (design.md).
  it(
    onServer
      ? 'lets a second portal share the server database, without seeding it again'
      : 'refuses a second portal on the same DATA_DIR',
    async () => {
      if (!onServer) {
        await expect(startPortal({ port: 0, dataDir })).rejects.toThrow(/in use|already open/);
        return;
      }
      const second = await startPortal({ port: 0, ...target() });
      try {
        expect(second.seedMillis).toBeNull();
        expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
      } finally {
        await second.close();
      }
    },
  );
});

describe('restart', () => {
  it('keeps data and does not seed again', async () => {
    const demo = await t.demo();
    await demo.api('clearBasket');
    const add = await demo.api('processBasket', { id: 10005, qnt: 2, wms: 1 });
    expect(add.status).toBe(200);
    const [before] = await t.portal.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    await t.close();

    t = await startTestPortal(target());
    expect(t.portal.seedMillis).toBeNull();
    const [after] = await t.portal.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    expect(after!.n).toBe(before!.n);
    const again = await t.demo();
    const basket = await again.apiGet('getBasketData');
    expect(basket.body.items).toEqual([expect.objectContaining({ id: 10005, type: 'products', qnt: 2 })]);
  }, START_TIMEOUT);

});
