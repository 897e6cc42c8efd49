import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.mjs';

/** Headless Debian Chromium driven by playwright-core (no browser download). */
function launchChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium: run scripts/find-chromium.mjs for the install command');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}

/**
 * The browser for one test file: a connection to the Chromium that
 * global-setup.ts launched once for the whole run (its own contexts, which
 * browser.close() closes before it disconnects), or a Chromium of its own
 * when no shared one was provided.
 */
export async function launchBrowser(): Promise<Browser> {
  const wsEndpoint = inject('browserWsEndpoint');
  return wsEndpoint ? chromium.connect(wsEndpoint) : launchChromium();
}

/** Collects console errors and uncaught page errors so tests can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

/**
 * The browser of one test file: launchBrowser() before its first test,
 * closed after its last. Stands for that browser from the start (a stand-in
 * that forwards to it), so a file declares it in one line and its tests and
 * helpers use it as a Browser.
 */
export function fileBrowser(): Browser {
  let current: Browser | undefined;
  beforeAll(async () => {
    current = await launchBrowser();
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  return new Proxy({} as Browser, {
    get(_, key) {
      if (!current) throw new Error('fileBrowser(): the browser is there only while the file runs (from its beforeAll hooks on)');
      const value: unknown = Reflect.get(current, key);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}
