import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
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
