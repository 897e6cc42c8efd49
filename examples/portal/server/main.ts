/**
 * `node --import tsx examples/portal/server/main.ts` (what `npm start` runs after the build).
 * Env: PORT (8080), HOST (127.0.0.1), DATA_DIR (examples/portal/.data), DATABASE_URL
 * (optional PostgreSQL server; several processes may share its database),
 * CAPTCHA_TEST_ANSWER (tests only), CATALOG_ENGINE (memory | sql), ACT_DELAY_MS (from an
 * act's request to its preparation; default 5000), STATEMENT_TIMEOUT_MS (what one statement
 * may take; default 10000, 0 for none).
 */
import { DEFAULT_DATA_DIR, startPortal } from './app';

const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got ${process.env.PORT}`);
  process.exit(2);
}
if (process.env.CAPTCHA_TEST_ANSWER) {
  console.warn('portal: CAPTCHA_TEST_ANSWER is set: the captcha accepts a fixed answer. Never do this in production.');
}

const portal = await startPortal({
  port,
  host: process.env.HOST || '127.0.0.1',
  dataDir: process.env.DATA_DIR || DEFAULT_DATA_DIR,
  databaseUrl: process.env.DATABASE_URL || undefined,
  captchaTestAnswer: process.env.CAPTCHA_TEST_ANSWER || undefined,
  catalogEngine: process.env.CATALOG_ENGINE === 'sql' ? 'sql' : 'memory',
  statementTimeoutMs: process.env.STATEMENT_TIMEOUT_MS ? Math.max(0, Number(process.env.STATEMENT_TIMEOUT_MS)) || 0 : undefined,
  actDelayMs: process.env.ACT_DELAY_MS ? Math.max(0, Number(process.env.ACT_DELAY_MS)) || 0 : undefined,
  log: (line) => console.log(`portal: ${line}`),
}).catch((error: unknown) => {
  console.error('portal: could not start:', error);
  process.exit(1);
});

console.log(`portal: serving ${portal.url}/ (ready in ${portal.startMillis} ms)`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`portal: ${signal}, closing`);
    portal.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('portal: error while closing:', error);
        process.exit(1);
      },
    );
  });
}
