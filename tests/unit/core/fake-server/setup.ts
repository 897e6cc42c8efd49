/** Runs the src/testing fake server in node (msw setupServer) behind the real core API client. */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetInFlight } from '../../../../src/core/api/client';
import { configure, resetConfig } from '../../../../src/core/config';
import { createHandlers } from '../../../../src/testing/handlers';
import { createState, type FakeState } from '../../../../src/testing/state';

export const ORIGIN = 'http://portal.test';

export interface FakeServerControl {
  /** The state the handlers of the current test mutate. */
  state(): FakeState;
  /** Swap in another state (and latency) for the rest of this test. */
  reset(state: FakeState, latency?: number): void;
}

/** One msw server per test file; a fresh fixture state before each test. */
export function startFakeServer(): FakeServerControl {
  let state = createState();
  const server = setupServer();
  const reset = (next: FakeState, latency = 0) => {
    state = next;
    server.resetHandlers(...createHandlers(state, { apiBase: `${ORIGIN}/api`, siteBase: ORIGIN, latency }));
  };
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    reset(createState());
    configure({ apiBase: `${ORIGIN}/api`, siteBase: ORIGIN });
  });
  afterEach(() => {
    resetInFlight();
    resetConfig();
  });
  return { state: () => state, reset };
}
