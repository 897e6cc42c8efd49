/**
 * What every <Acts> test shares: the msw worker over fake acts, fresh page
 * state, the page's visibility under the test's control, and a manual poll
 * clock (setActsPollClock): the list loads once when mounted and then polls
 * only when the test moves the clock.
 */
import { setupWorker } from 'msw/browser';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup } from 'vitest-browser-react';
import { resetConfig, resetInFlight, resetPageStores, setActsPollClock } from 'b2b-widgets/internal';
import { createActHandlers, createActs, createHandlers, createState, type FakeActs } from '../../../src/testing';
import { manualClock, type ManualClock } from '../chat/manual-clock';

export const worker = setupWorker();
export let fake: FakeActs;
export let clock: ManualClock;

let hidden = false;

/** Switches the page's visibility as the browser does when the tab goes to the background. */
export function setPageHidden(value: boolean): void {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Only the test decides when the page is hidden or shown (the browser's own events would poll). */
function ignoreTrusted(event: Event): void {
  if (event.isTrusted) event.stopImmediatePropagation();
}

export const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k]));
export const lists = () => fake.log.filter((l) => l.startsWith('list'));
export const requests = () => fake.log.filter((l) => l.startsWith('act'));

export function installActsTestHooks(): void {
  beforeAll(async () => {
    document.addEventListener('visibilitychange', ignoreTrusted, true);
    window.addEventListener('online', ignoreTrusted, true);
    await worker.start({ quiet: true, onUnhandledRequest: 'error' });
  });
  afterAll(() => {
    worker.stop();
    document.removeEventListener('visibilitychange', ignoreTrusted, true);
    window.removeEventListener('online', ignoreTrusted, true);
  });
  beforeEach(() => {
    hidden = false;
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    clock = manualClock();
    setActsPollClock(clock);
    const state = createState();
    fake = createActs(state);
    worker.use(...createActHandlers(state, fake), ...createHandlers(state));
  });
  afterEach(async () => {
    fake.holdLists = false;
    fake.held.splice(0).forEach((release) => release());
    await cleanup();
    setActsPollClock(null);
    resetPageStores();
    resetInFlight();
    resetConfig();
    worker.resetHandlers();
  });
}
