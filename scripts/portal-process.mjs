// The built reference portal in a child process, as `npm start` runs it: a
// free port and a throwaway DATA_DIR holding a copy of the seeded template
// (tests/portal/template.ts: a copy takes 2 s where migrating and seeding
// took minutes on a loaded machine), removed when it stops. For what measures
// the portal from outside: e2e (tests/e2e/global-setup.ts) and npm run budgets,
// which run where TypeScript loads (vitest, node --import tsx).
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitHealthy(url, child, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`portal exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`portal not healthy within ${ms} ms`);
}

/**
 * Starts the portal; resolves with its URL and a stop() that also removes its
 * data. `env`: more of the portal's settings; `stdio`: where its output goes;
 * `at` (a Date): a portal living at that instant, seeded then and its clock
 * running on from it (tests/portal/clock.ts), for pictures that must show
 * the same dates on every run.
 */
export async function startPortal({ env = {}, stdio = 'ignore', at = undefined } = {}) {
  const { seededTemplate } = await import('../tests/portal/template.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'b2b-portal-'));
  cpSync(await seededTemplate(at), dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const clock = at ? ['--import', new URL('../tests/portal/clock.ts', import.meta.url).href] : [];
  const child = spawn(process.execPath, ['--import', 'tsx', ...clock, 'examples/portal/server/main.ts'], {
    env: { ...process.env, ...env, ...(at ? { PORTAL_CLOCK: at.toISOString() } : {}), PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', stdio, 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // Opening the database and building the catalogue: 2 s alone, much longer on a loaded 2-core machine.
    await waitHealthy(url, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
