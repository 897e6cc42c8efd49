/**
 * The fake portal of a component test file (msw in the page, handlers from
 * src/testing): started once for the file, and after each test the widgets
 * unmounted, the page's stores, in-flight requests and config put back, and
 * the test's handlers dropped, so no test sees another's basket or replies.
 * Hooks a file adds after calling this run before these (vitest runs "after"
 * hooks in reverse order).
 */
import { setupWorker, type SetupWorker } from 'msw/browser';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from 'vitest-browser-react';
import { resetConfig, resetInFlight, resetPageStores } from 'b2b-widgets/internal';

export function fakeServer(): SetupWorker {
  const worker = setupWorker();
  beforeAll(() => worker.start({ quiet: true, onUnhandledRequest: 'error' }));
  afterAll(() => worker.stop());
  afterEach(async () => {
    await cleanup();
    resetPageStores();
    resetInFlight();
    resetConfig();
    worker.resetHandlers();
  });
  return worker;
}
