/**
 * The database behind the portal, behind one small interface so the same SQL runs
 * on the embedded PGlite (default, a real PostgreSQL compiled to WASM, files in DATA_DIR)
 * or on a PostgreSQL server (DATABASE_URL, through the `pg` package: `npm i pg`).
 *
 * Both adapters return numeric/bigint columns as JS numbers (prices are numeric(12,2)).
 */
import { readdir, readFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';

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
  close(): Promise<void>;
}

const NUMERIC = 1700;
const INT8 = 20;

export async function openPglite(dataDir: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, {
    parsers: { [NUMERIC]: (v: string) => Number(v), [INT8]: (v: string) => Number(v) },
  });
  const wrap = (q: Pick<typeof pg, 'query' | 'exec'>): Queryable => ({
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
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async close() {
      if (closed) return;
      closed = true;
      await pg.close();
    },
  };
}

/** Minimal shape of the `pg` package we use; `pg` is not a dependency of this repo. */
interface PgClient {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  release(): void;
}
interface PgModule {
  Pool: new (opts: { connectionString: string; max?: number }) => {
    query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
    connect(): Promise<PgClient>;
    end(): Promise<void>;
  };
  types: { setTypeParser(oid: number, parse: (v: string) => unknown): void };
}

/**
 * PostgreSQL server through `pg` (install it first: `npm i pg`). Not exercised by
 * the tests of this repo; the SQL is the same as on PGlite.
 */
export async function openPostgres(url: string): Promise<Db> {
  const name = 'pg';
  let mod: PgModule;
  try {
    const imported = (await import(/* @vite-ignore */ name)) as { default?: PgModule } & PgModule;
    mod = imported.default ?? imported;
  } catch {
    throw new Error('DATABASE_URL is set but the "pg" package is not installed: run `npm i pg`.');
  }
  mod.types.setTypeParser(NUMERIC, Number);
  mod.types.setTypeParser(INT8, Number);
  const pool = new mod.Pool({ connectionString: url, max: 10 });
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
        const result = await fn({
          query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
          exec: async (sql: string) => void (await client.query(sql)),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export function openDb(opts: { dataDir: string; databaseUrl?: string }): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

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
