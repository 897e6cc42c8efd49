/**
 * The database behind the portal, behind one small interface so the same SQL runs
 * on the embedded PGlite (default, a real PostgreSQL compiled to WASM, files in DATA_DIR)
 * or on a PostgreSQL server (DATABASE_URL, through the `pg` package).
 *
 * Both adapters return numeric/bigint columns as JS numbers (prices are numeric(12,2)).
 */
import { PORTAL_TIME_ZONE } from '../../../src/core/constants';
import { readdir, readFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';

export type Row = Record<string, unknown>;

/** What a route needs: a query, or several statements without parameters. */
export interface Queryable {
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction: COMMIT when it resolves, ROLLBACK when it throws.
   * Inside `fn` use only `tx`: PGlite runs one transaction at a time, so a query on
   * the Db itself (directly or through a helper) would wait for it forever.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` while holding the database-wide lock `name`: on a server, a PostgreSQL
   * advisory lock, so portal processes sharing the database take turns (startup's
   * migrate + seed); on PGlite there is one process per data directory (lock.ts), so
   * it just runs `fn`.
   */
  lock<T>(name: string, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const NUMERIC = 1700;
const INT8 = 20;

export async function openPglite(dataDir: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  await mkdir(dataDir, { recursive: true });
  const lite = await PGlite.create(dataDir, {
    parsers: { [NUMERIC]: (v: string) => Number(v), [INT8]: (v: string) => Number(v) },
  });
  // One connection: its session's zone is the portal's (to_char, ::date, now()::date).
  await lite.exec(`SET TIME ZONE '${PORTAL_TIME_ZONE}'`);
  const wrap = (q: Pick<typeof lite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      return (await q.query<T>(sql, params as unknown[])).rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  let closed = false;
  return {
    kind: 'pglite',
    ...wrap(lite),
    transaction: (fn) => lite.transaction((tx) => fn(wrap(tx))),
    lock: (_name, fn) => fn(),
    async close() {
      if (closed) return;
      closed = true;
      await lite.close();
    },
  };
}

/**
 * PostgreSQL server through `pg` (a devDependency, like the rest of the portal).
 * Several portal processes may share the database: nothing of the portal's state
 * lives only in one process (sessions and the catalogue index are caches checked
 * against version rows; locks are row locks or advisory locks, see lock()).
 */
export async function openPostgres(url: string, opts: { statementTimeoutMs?: number } = {}): Promise<Db> {
  // numeric and int8 as numbers, as on PGlite; per pool, so other users of `pg` keep theirs.
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === NUMERIC || oid === INT8 ? Number : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
  };
  // statement_timeout is a startup parameter of every connection: the server cancels a
  // statement past it (also one waiting for a lock) with code 57014. Every connection
  // starts in the portal's zone, whatever the server's default.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types,
    statement_timeout: opts.statementTimeoutMs || false,
    options: `-c TimeZone=${PORTAL_TIME_ZONE}`,
  });
  // A connection the server drops while idle (restart, admin kill) must not crash the process.
  pool.on('error', (error) => console.error('portal: idle database connection failed:', error.message));
  try {
    await pool.query('SELECT 1'); // fail at start, with the server's own message, when it is unreachable
  } catch (error) {
    await pool.end();
    throw error;
  }
  const onClient = (client: pg.PoolClient): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
    exec: async (sql: string) => void (await client.query(sql)),
  });
  let closed: Promise<void> | undefined;
  // pg wants arrays as JS arrays and bytea as Buffer: PGlite accepts the same values.
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(onClient(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async lock(name, fn) {
      // A session-level advisory lock, held on one connection of the pool while fn
      // runs on the others; the server frees it if this process dies.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
        }
      } finally {
        client.release();
      }
    },
    close: () => (closed ??= pool.end()),
  };
}

export function openDb(opts: { dataDir: string; databaseUrl?: string }): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

/** What a statement of a request may take; README "Per-request bounds". */
export const STATEMENT_TIMEOUT_MS = 10_000;

/**
 * The database for serving requests, every statement bounded by `ms` (0: no
 * bound). Startup (migrations, the seeding transaction, VACUUM, waiting for
 * another process's seeding) runs on `setup` unbounded before this is called.
 *
 * On a server: a new pool whose connections carry statement_timeout, and
 * `setup` is closed. On PGlite: the one session gets `SET statement_timeout`,
 * but PGlite (0.5) runs PostgreSQL on the JS thread with no timer signal, so it
 * does not cancel anything: there the bound is the size of what a request may
 * ask for (periods, pages, lists), see the README.
 */
export async function boundedDb(setup: Db, opts: { databaseUrl?: string }, ms: number): Promise<Db> {
  if (setup.kind === 'postgres' && opts.databaseUrl) {
    await setup.close();
    return openPostgres(opts.databaseUrl, { statementTimeoutMs: ms });
  }
  await setup.exec(`SET statement_timeout = ${Math.max(0, Math.round(ms))}`);
  return setup;
}

/** A statement cancelled by statement_timeout (or by an administrator). */
export const isQueryCancelled = (error: unknown) => pgCode(error) === '57014';

/**
 * Applies sql/NNN_name.sql files in name order, each in its own transaction,
 * recording each in schema_migrations. Returns the names applied now.
 */
export async function migrate(db: Db, sqlDir: string): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  const files = (await readdir(sqlDir)).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await readFile(join(sqlDir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}

/** PostgreSQL error code of a failed query (23505 unique violation, ...), if any. */
export function pgCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A day as a `::date` parameter: 'yyyy-mm-dd' of the date's day on the portal's clock (the process's TZ, app.ts). */
export function isoDay(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
