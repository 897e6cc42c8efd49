// The built reference portal in a child process, as `npm start` runs it: a
// free port and a throwaway DATA_DIR, removed when it stops. For scripts that
// measure the portal from outside (npm run budgets).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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

/** Starts the portal; resolves with its URL and a stop() that also removes its data. */
export async function startPortal() {
  const dataDir = mkdtempSync(join(tmpdir(), 'b2b-portal-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'examples/portal/server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // Migrating and seeding a fresh database: 10 s alone, over 90 s beside the e2e, Preact and story runners.
    await waitHealthy(url, child, 240_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
