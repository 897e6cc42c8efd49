/**
 * What every <Acts> test shares: the msw worker over fake acts, fresh page
 * state, the page's visibility under the test's control, and a manual poll
 * clock (setActsPollClock): the list loads once when mounted and then polls
 * only when the test moves the clock.
 */
import type { SetupWorker } from 'msw/browser';
import { afterEach, beforeEach } from 'vitest';
import { setActsPollClock } from 'b2b-widgets/internal';
import { createActHandlers, createActs, createHandlers, createState, type FakeActs } from '../../../src/testing';
import { manualClock, type ManualClock } from '../support/manual-clock';
import { fakeServer } from '../support/fake-server';
import { controlPageVisibility } from '../support/page-visibility';

export { setPageHidden } from '../support/page-visibility';

/** The file's fake server (set by installActsTestHooks). */
export let worker: SetupWorker;
export let fake: FakeActs;
export let clock: ManualClock;

export const lists = () => fake.log.filter((l) => l.startsWith('list'));
export const requests = () => fake.log.filter((l) => l.startsWith('act'));

export function installActsTestHooks(): void {
  worker = fakeServer();
  controlPageVisibility();
  beforeEach(() => {
    clock = manualClock();
    setActsPollClock(clock);
    const state = createState();
    fake = createActs(state);
    worker.use(...createActHandlers(state, fake), ...createHandlers(state));
  });
  afterEach(() => {
    // Held replies go out before the page is emptied, so none lands in the next test.
    fake.holdLists = false;
    fake.held.splice(0).forEach((release) => release());
    setActsPollClock(null);
  });
}
