// Several portal processes on one PostgreSQL database (portal-pg only: PGlite is one
// process): two real `node examples/portal/server/main.ts` processes with one
// DATABASE_URL, as a deployment behind a load balancer runs them.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_DIR, ROOT_DIR } from '../../examples/portal/server/app';
import { Client, createDatabase, onServer, START_TIMEOUT, type Json } from './helpers';

/** How soon another process's catalogue must show a stock change. */
const FRESH_MS = 250;

interface PortalProcess {
  url: string;
  child: ChildProcess;
  /** Its stdout and stderr so far. */
  output(): string;
  stop(): Promise<void>;
}

function startProcess(databaseUrl: string): Promise<PortalProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'examples/portal/server/main.ts'], {
    cwd: ROOT_DIR,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const onData = () => {
      const url = /portal: serving (http:\/\/[^\s/]+)\//.exec(out)?.[1];
      if (!url) return;
      child.stdout!.off('data', onData);
      resolve({ url, child, output: () => out, stop });
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`portal process exited with ${code} before serving:\n${out}`)));
  });
}

let database: Awaited<ReturnType<typeof createDatabase>>;
let sql: pg.Client;
let a: PortalProcess;
let b: PortalProcess;

beforeAll(async () => {
  if (!onServer) throw new Error('processes.pg.test.ts needs the PostgreSQL server of the portal-pg project');
  database = await createDatabase({ empty: true });
  // Both at once on the empty database: the seeding race this test is about.
  [a, b] = await Promise.all([startProcess(database.url), startProcess(database.url)]);
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
}, START_TIMEOUT);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await sql?.end();
  await database?.drop();
});

describe('two portal processes starting at once on an empty database', () => {
  it('one migrates and seeds, the other waits for it; both serve', async () => {
    const seeded = [a, b].filter((p) => /seeded in \d+ ms/.test(p.output()));
    const migrated = [a, b].filter((p) => /migrations applied/.test(p.output()));
    expect(seeded, `${a.output()}\n---\n${b.output()}`).toHaveLength(1);
    expect(migrated).toHaveLength(1);
    const { rows: seeds } = await sql.query('SELECT version FROM seed_info');
    expect(seeds).toHaveLength(1);
    const { rows: migrations } = await sql.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    const files = readdirSync(join(PORTAL_DIR, 'sql')).filter((f) => f.endsWith('.sql')).sort();
    expect(migrations.map((m) => m.name)).toEqual(files);
    for (const p of [a, b]) expect((await fetch(`${p.url}/healthz`)).status).toBe(200);
  });
});

describe('one session, one basket, one catalogue across the processes', () => {
  /** The same browser (one cookie jar) talking to `p`. */
  const sameBrowser = (from: Client, p: PortalProcess) => {
    const c = new Client(p.url);
    for (const [k, v] of from.cookies) c.cookies.set(k, v);
    return c;
  };

  async function plainProductInStock(wms: number, min: number): Promise<{ id: number; articul: string; stock: number }> {
    const { rows } = await sql.query<{ id: number; articul: string; stock: number }>(
      `SELECT p.id, p.articul, s.quantity AS stock FROM products p
         JOIN stocks s ON s.item_type = 'products' AND s.item_id = p.id AND s.wms_id = $1
        WHERE s.quantity >= $2 AND NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id)
        ORDER BY p.id LIMIT 1`,
      [wms, min],
    );
    return rows[0]!;
  }

  it('logged in on one, the basket edited on the other: both show the same basket', async () => {
    const onA = new Client(a.url);
    const login = await onA.api('login', { login: 'owner', password: 'owner' });
    expect(login.status).toBe(200);
    const onB = sameBrowser(onA, b);
    expect((await onB.apiGet('initdata')).body.user.login).toBe('owner');

    const item = await plainProductInStock(1, 10);
    expect((await onB.api('clearBasket')).status).toBe(200);
    expect((await onB.api('processBasket', { id: item.id, qnt: 2, wms: 1 })).status).toBe(200);
    expect((await onA.api('processBasket', { id: item.id, qnt: 3, wms: 1 })).status).toBe(200);
    const [fromA, fromB] = await Promise.all([onA.apiGet('getBasketData'), onB.apiGet('getBasketData')]);
    expect(fromA.status).toBe(200);
    expect(fromB.body).toEqual(fromA.body);
    expect(fromA.body.items).toEqual([expect.objectContaining({ id: item.id, type: 'products', qnt: 5 })]);

    // Concurrent adds through both processes lose nothing (the row lock is the database's).
    await Promise.all([1, 2, 3, 4].map((i) => (i % 2 ? onA : onB).api('processBasket', { id: item.id, qnt: 1, wms: 1 })));
    const after = (await onB.apiGet('getBasketData')).body as Json;
    expect(after.items[0].qnt).toBe(9);
    expect((await onA.apiGet('getBasketData')).body).toEqual(after);

    // Logging out on one ends the session on the other at once (its session cache follows account_version).
    expect((await onB.api('logout')).status).toBe(200);
    expect((await onA.apiGet('getBasketData')).status).toBe(401);
  });

  // The first request after the commit must already show it (no staleness at all);
  // the reply time is the machine's as much as ours, so a load spike gets two more tries.
  it(`a stock change shows in the other process's catalogue (POST /api/filter/) within ${FRESH_MS} ms`, { retry: 2 }, async () => {
    const onA = new Client(a.url);
    expect((await onA.api('login', { login: 'owner', password: 'owner' })).status).toBe(200);
    const onB = sameBrowser(onA, b);
    const item = await plainProductInStock(2, 1); // the same one on a retry: the last step restores its stock
    // Goods in stock at warehouse 2, searched by the articul: the product, or nothing.
    const inStock = async (c: Client) => {
      const r = await c.api('filter', { query: item.articul, search_range: 'articul', available: 1, warehouse: 2 });
      expect(r.status).toBe(200);
      return (r.body.products as { id: number; stocks: { wms_id: number; quantity: number }[] }[]).find((p) => p.id === item.id);
    };
    // Both catalogues loaded and showing the product in stock.
    expect((await inStock(onA))?.stocks.find((s) => s.wms_id === 2)?.quantity).toBe(item.stock);
    expect((await inStock(onB))?.stocks.find((s) => s.wms_id === 2)?.quantity).toBe(item.stock);

    // The warehouse sells out (stock comes from the ERP: SQL, no portal call changes it).
    await sql.query("UPDATE stocks SET quantity = 0 WHERE item_type = 'products' AND item_id = $1 AND wms_id = 2", [item.id]);
    let changed = performance.now();
    expect(await inStock(onB)).toBeUndefined(); // the first request after the commit already has it
    const soldOut = performance.now() - changed;
    expect(await inStock(onA)).toBeUndefined();

    await sql.query("UPDATE stocks SET quantity = $2 WHERE item_type = 'products' AND item_id = $1 AND wms_id = 2", [item.id, item.stock]);
    changed = performance.now();
    expect((await inStock(onA))?.stocks.find((s) => s.wms_id === 2)?.quantity).toBe(item.stock);
    const restocked = performance.now() - changed;
    expect((await inStock(onB))?.stocks.find((s) => s.wms_id === 2)?.quantity).toBe(item.stock);
    console.info(`stock change to the other process's reply: ${Math.round(soldOut)} ms, ${Math.round(restocked)} ms`);
    expect(soldOut).toBeLessThan(FRESH_MS);
    expect(restocked).toBeLessThan(FRESH_MS);
  });
});
