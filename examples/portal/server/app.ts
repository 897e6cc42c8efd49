/**
 * The reference portal: a hono app over the database. `startPortal()` opens (and on
 * first start creates, migrates and seeds) the database, then listens; `close()`
 * stops the server and closes the database (PGlite keeps the process alive until then).
 */
import { PORTAL_TIME_ZONE } from '../../../src/core/constants';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { uploadTooLarge } from './pricelist/read';
import { createCatalog, type CatalogEngineKind } from './catalog';
import { compressMiddleware } from './compress';
import { csrfMiddleware } from './csrf';
import { boundedDb, isQueryCancelled, migrate, openDb, STATEMENT_TIMEOUT_MS, type Db } from './db';
import { lockDataDir } from './lock';
import { msg } from './messages';
import { html } from './pages/html';
import { sendPage } from './pages/layout';
import { createPreload } from './pages/preload';
import { accountPlacesRoutes } from './routes/account-places';
import { adminRoutes } from './routes/admin';
import { startActJob, type ActJob } from './acts/job';
import { actRoutes } from './routes/acts';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { basketRoutes } from './routes/basket';
import { catalogRoutes } from './routes/catalog';
import { chromeRoutes } from './routes/chrome';
import { communicationRoutes } from './routes/communication';
import { draftRoutes } from './routes/drafts';
import { orderRoutes } from './routes/orders';
import { pageRoutes } from './routes/pages';
import { projectOrderRoutes } from './routes/project-orders';
import { priceListRoutes, UPLOAD_BODY_LIMIT } from './routes/pricelist';
import { registrationRoutes } from './routes/registration';
import { reportRoutes } from './routes/reports';
import { staticRoutes } from './routes/static';
import { visitorRoutes } from './routes/visitors';
import { wishRoutes } from './routes/wishes';
import { seedIfEmpty } from './seed';
import { purgeSessions, sessionMiddleware } from './session';
import type { AppEnv, Deps, PortalConfig } from './types';
import { HttpError } from './validate';

// One time zone for the whole portal (README "Time zone"): the
// process's own dates ("today" of the order filter and the delivery date, file
// names, order numbers) are read on the same clock as the database session's
// (db.ts) and the widgets' (core/format inPortalZone).
process.env.TZ = PORTAL_TIME_ZONE;

const here = dirname(fileURLToPath(import.meta.url));
export const PORTAL_DIR = resolve(here, '..');
export const ROOT_DIR = resolve(PORTAL_DIR, '../..');
export const DEFAULT_DATA_DIR = join(PORTAL_DIR, '.data');

const MB = 1024 * 1024;

export function createApp(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json({ status: 'error', message: error.message, ...error.extra }, error.status);
    }
    if (isQueryCancelled(error)) {
      // A statement past STATEMENT_TIMEOUT_MS: the request costs too much, the portal goes on.
      console.warn('portal: statement cancelled after the timeout on', c.req.method, c.req.path);
      return c.json({ status: 'error', message: msg.queryTimeout }, 503);
    }
    console.error('portal: unhandled error on', c.req.method, c.req.path, error);
    return c.json({ status: 'error', message: msg.internal }, 500);
  });

  // Outermost: every reply made per request (pages, /api JSON, errors) is
  // compressed on its way out; the static files choose their encoding themselves.
  app.use('*', compressMiddleware());

  app.get('/healthz', async (c) => {
    await deps.db.query('SELECT 1');
    return c.json({ status: 'ok' });
  });

  app.use('*', async (c, next) => {
    const upload = c.req.path.startsWith('/api/uploadsFromFile');
    // Registration files and consignees' scans: up to 5 MB plus the form around them.
    const scan = c.req.path.startsWith('/registration') || c.req.path.startsWith('/api/consigneeUpload');
    const limit = scan ? 6 * MB : upload ? UPLOAD_BODY_LIMIT : MB;
    return bodyLimit({
      maxSize: limit,
      onError: (cc) => cc.json({ status: 'error', message: upload ? uploadTooLarge() : msg.tooLarge }, 413),
    })(c, next);
  });
  app.use('*', csrfMiddleware());
  app.use('*', sessionMiddleware(deps.db));
  const preload = createPreload(join(deps.config.rootDir, 'dist', 'standalone', 'chunks.json'));
  app.use('*', async (c, next) => {
    c.set('catalog', deps.catalog);
    c.set('preload', preload);
    await next();
  });

  catalogRoutes(app, deps);
  basketRoutes(app, deps);
  orderRoutes(app, deps);
  draftRoutes(app, deps);
  authRoutes(app, deps);
  accountRoutes(app, deps);
  communicationRoutes(app, deps);
  chromeRoutes(app, deps);
  registrationRoutes(app, deps);
  visitorRoutes(app, deps);
  wishRoutes(app, deps);
  priceListRoutes(app, deps);
  reportRoutes(app, deps);
  accountPlacesRoutes(app, deps);
  projectOrderRoutes(app, deps);
  adminRoutes(app, deps);
  actRoutes(app, deps);
  staticRoutes(app, deps);
  pageRoutes(app, deps);

  app.notFound((c) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') {
      return c.json({ status: 'error', message: msg.apiNotFound }, 404);
    }
    // The site's common <head> carries the loader on every page, this one
    // too; with no tag on it, the loader is the only script it downloads
    // (npm run budgets checks that).
    return sendPage(
      c,
      html`<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Страница не найдена</title>
<link rel="stylesheet" href="/static/legacy.css">
<script type="module" src="/static/b2b/loader.js"></script></head><body><main class="content"><h1>Страница не найдена</h1>
<p><a href="/">На главную</a></p></main></body></html>`,
      404,
    );
  });
  return app;
}

export interface PortalOptions {
  /** 0 picks a free port. Default 8080. */
  port?: number;
  host?: string;
  /** Where PGlite keeps its files. Default examples/portal/.data. */
  dataDir?: string;
  /** A PostgreSQL server instead of PGlite; several portals may share its database. */
  databaseUrl?: string;
  captchaTestAnswer?: string;
  /** 'memory' (default): an in-memory index of the catalogue; 'sql': every filter in SQL. */
  catalogEngine?: CatalogEngineKind;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
  /** Milliseconds from an act's request to its preparation; default 5000 (env ACT_DELAY_MS). */
  actDelayMs?: number;
  /** What one statement of a request may take, ms (0: no bound); default STATEMENT_TIMEOUT_MS (env STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number;
  /** How often this process looks for acts to prepare, ms; default 1000. */
  actTickMs?: number;
  /** false: no acts job in this process (tests that run acts/job.ts's steps themselves). */
  actJob?: boolean;
}

export interface Portal {
  url: string;
  port: number;
  db: Db;
  /** Milliseconds the seeding took on this start; null if the data was already there. */
  seedMillis: number | null;
  /**
   * CPU milliseconds this process spent seeding (null as above): what the seed
   * costs, steady however busy the machine is, unlike the wall time.
   */
  seedCpuMillis: number | null;
  /** Milliseconds from the call to serving. */
  startMillis: number;
  close(): Promise<void>;
}

export async function startPortal(opts: PortalOptions = {}): Promise<Portal> {
  const started = performance.now();
  const log = opts.log ?? (() => undefined);
  const dataDir = resolve(opts.dataDir ?? DEFAULT_DATA_DIR);
  const since = (t: number) => Math.round(performance.now() - t);
  const unlock = opts.databaseUrl ? () => undefined : lockDataDir(dataDir);
  let db: Db | undefined;
  try {
    let t = performance.now();
    db = await openDb({ dataDir, databaseUrl: opts.databaseUrl });
    log(`database open in ${since(t)} ms (${opts.databaseUrl ? 'PostgreSQL server' : `PGlite in ${dataDir}`})`);

    t = performance.now();
    const setupDb = db;
    // Portals starting at once on one empty server database: one migrates and seeds,
    // the others wait and then find it done.
    const seed = await db.lock('b2b-portal:migrate+seed', async () => {
      const applied = await migrate(setupDb, join(PORTAL_DIR, 'sql'));
      if (applied.length) log(`migrations applied in ${since(t)} ms: ${applied.join(', ')}`);
      return seedIfEmpty(setupDb);
    });
    if (seed) log(`seeded in ${seed.millis} ms (CPU ${seed.cpuMillis} ms)`);

    await purgeSessions(db);
    // From here on every statement is bounded; startup above was not.
    db = await boundedDb(db, { databaseUrl: opts.databaseUrl }, opts.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS);

    const openDbHandle = db;
    t = performance.now();
    const catalog = await createCatalog(db, opts.catalogEngine ?? 'memory');
    log(`catalogue engine '${catalog.kind}' ready in ${since(t)} ms`);

    const config: PortalConfig = { captchaTestAnswer: opts.captchaTestAnswer || undefined, rootDir: ROOT_DIR, actDelayMs: opts.actDelayMs };
    const app = createApp({ db, catalog, config });
    const host = opts.host ?? '127.0.0.1';
    const { server, port } = await new Promise<{ server: Server; port: number }>((resolveListen, reject) => {
      const s = serve({ fetch: app.fetch, port: opts.port ?? 8080, hostname: host }, (info: AddressInfo) =>
        resolveListen({ server: s as Server, port: info.port }),
      ) as Server;
      s.once('error', reject);
    });
    // Node closes an idle kept-alive connection after 5 s; a client reusing it at
    // that moment (a browser, a proxy, a test's request context) gets ECONNRESET
    // for a request the portal never saw (seen once in e2e). Idle connections stay
    // longer than the clients' own idle limits; close() ends them all at once.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;

    const actJob: ActJob | null = opts.actJob === false ? null : startActJob(openDbHandle, { tickMs: opts.actTickMs ?? 1000 });
    const purge = setInterval(() => void purgeSessions(openDbHandle).catch(() => undefined), 3600_000);
    purge.unref();
    let closing: Promise<void> | undefined;
    return {
      url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
      port,
      db: openDbHandle,
      seedMillis: seed?.millis ?? null,
      seedCpuMillis: seed?.cpuMillis ?? null,
      startMillis: since(started),
      close() {
        closing ??= (async () => {
          clearInterval(purge);
          // Before the database closes: the act in hand is finished and stored.
          await actJob?.stop();
          await new Promise<void>((r) => {
            server.close(() => r());
            server.closeAllConnections();
          });
          await openDbHandle.close();
          unlock();
        })();
        return closing;
      },
    };
  } catch (error) {
    await db?.close();
    unlock();
    throw error;
  }
}
