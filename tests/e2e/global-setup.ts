// Starts the reference portal exactly as `npm start` does (after the build the
// test runner made), on a free port with a throwaway DATA_DIR holding a copy of
// the seeded template the portal tests start from (tests/portal/template.ts:
// a first start is the portal tests' and `npm start`'s own check), and one
// Chromium that every e2e file connects to (tests/e2e/browser.ts) instead of
// launching its own.
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.mjs';
import { startPortal } from '../../scripts/portal-process.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
    captchaAnswer: string;
    /** The shared Chromium's address for chromium.connect(). */
    browserWsEndpoint: string;
  }
}

const CAPTCHA_TEST_ANSWER = 'e2e-captcha';

export default async function setup(project: TestProject) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium: run scripts/find-chromium.mjs for the install command');
  // Launched while the portal starts; a file's contexts die with its connection.
  const [launched, started] = await Promise.allSettled([
    chromium.launchServer({ executablePath, args: CHROMIUM_ARGS, headless: true }),
    // ACT_DELAY_MS: a requested act is prepared a second later, not five (tests/e2e/acts.test.ts).
    startPortal({ env: { CAPTCHA_TEST_ANSWER, ACT_DELAY_MS: '1000' }, stdio: 'inherit' }),
  ]);
  if (launched.status === 'rejected' || started.status === 'rejected') {
    if (launched.status === 'fulfilled') await launched.value.close();
    if (started.status === 'fulfilled') await started.value.stop();
    throw launched.status === 'rejected' ? launched.reason : (started as PromiseRejectedResult).reason;
  }
  const browser = launched.value;
  const portal = started.value;
  project.provide('portalUrl', portal.url);
  project.provide('captchaAnswer', CAPTCHA_TEST_ANSWER);
  project.provide('browserWsEndpoint', browser.wsEndpoint());

  return async () => {
    await browser.close();
    await portal.stop();
  };
}
