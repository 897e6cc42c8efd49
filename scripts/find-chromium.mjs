// Finds a Chromium for the browser tests: CHROMIUM_PATH, Debian's headless
// shell, Debian's Chromium, then Playwright's own cache. Prints the one command
// that installs one if none.
//
// The headless shell first: it is Chromium's old headless mode without the
// browser's windowing and UI layers (what Playwright itself runs headless by
// default), and the same component tests took 10-20 % less CPU in it than in
// the full browser's headless mode (72-74 vs 79-89 CPU s alternating; e2e
// layout and chat 69 vs 81), the suite's largest share being browsers.
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export const INSTALL_HINT = 'sudo apt-get update && sudo apt-get install -y chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

function fromPlaywrightCache() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return undefined;
  for (const dir of readdirSync(cache).filter((d) => d.startsWith('chromium')).sort().reverse()) {
    for (const rel of ['chrome-linux/chrome', 'chrome-linux64/chrome', 'chrome-headless-shell-linux64/chrome-headless-shell']) {
      const p = join(cache, dir, rel);
      if (existsSync(p)) return p;
    }
  }
  return undefined;
}

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  for (const c of candidates) if (c && existsSync(c)) return c;
  return fromPlaywrightCache();
}

export function requireChromium() {
  const path = findChromium();
  if (!path) {
    console.error(`No Chromium found (tried CHROMIUM_PATH, /usr/bin/chromium, Playwright's cache).\nInstall one with:\n  ${INSTALL_HINT}`);
    process.exit(1);
  }
  return path;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(requireChromium());
