// Starts the reference portal exactly as `npm start` does (after the build the
// test runner made), on a free port with a throwaway DATA_DIR holding a copy of
// the seeded template the portal tests start from (tests/portal/template.ts:
// a first start is the portal tests' and `npm start`'s own check), and one
// Chromium that every e2e file connects to (tests/e2e/browser.ts) instead of
// launching its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.mjs';
import { seededTemplate } from '../portal/template';

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
    captchaAnswer: string;
    /** The shared Chromium's address for chromium.connect(). */
    browserWsEndpoint: string;
  }
}

const CAPTCHA_TEST_ANSWER = 'e2e-captcha';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitHealthy(url: string, child: ChildProcess, ms: number): Promise<void> {
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

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'b2b-e2e-'));
  // Migrating and seeding took 10 s alone and minutes beside other runners; a copy takes 2.
  cpSync(await seededTemplate(), dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'examples/portal/server/main.ts'], {
    // ACT_DELAY_MS: a requested act is prepared a second later, not five (tests/e2e/acts.test.ts).
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, CAPTCHA_TEST_ANSWER, ACT_DELAY_MS: '1000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium: run scripts/find-chromium.mjs for the install command');
  // Launched while the portal starts; a file's contexts die with its connection.
  const [launched, healthy] = await Promise.allSettled([
    chromium.launchServer({ executablePath, args: CHROMIUM_ARGS, headless: true }),
    // Opening the database and building the catalogue: 2 s alone, much longer
    // on a loaded 2-core machine.
    waitHealthy(url, child, 180_000),
  ]);
  if (launched.status === 'rejected' || healthy.status === 'rejected') {
    if (launched.status === 'fulfilled') await launched.value.close();
    child.kill('SIGTERM');
    throw launched.status === 'rejected' ? launched.reason : (healthy as PromiseRejectedResult).reason;
  }
  const browser = launched.value;
  project.provide('portalUrl', url);
  project.provide('captchaAnswer', CAPTCHA_TEST_ANSWER);
  project.provide('browserWsEndpoint', browser.wsEndpoint());

  return async () => {
    await browser.close();
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
