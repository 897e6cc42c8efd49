/**
 * The fake portal of a component test file (msw in the page, handlers from
 * src/testing): started once for the file, and after each test the widgets
 * unmounted and the page emptied, the page's stores, in-flight requests and
 * config put back, and the test's handlers dropped, so no test sees another's
 * basket or replies.
 * Hooks a file adds after calling this run before these (vitest runs "after"
 * hooks in reverse order).
 */
import type { RequestHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { cleanup } from 'vitest-browser-react';
import { resetConfig, resetInFlight, resetPageStores } from 'b2b-widgets/internal';
import { createHandlers, createState, type FakeState } from '../../../src/testing';

/** `unhandled`: what a request no handler answers does ('bypass' where a file sends some to the real server on purpose). */
export function fakeServer({ unhandled = 'error' }: { unhandled?: 'error' | 'bypass' } = {}): SetupWorker {
  const worker = setupWorker();
  beforeAll(() => worker.start({ quiet: true, onUnhandledRequest: unhandled }));
  afterAll(() => worker.stop());
  afterEach(async () => {
    await cleanup();
    // Tags a test put in the page go too, before the stores they read are reset.
    document.body.innerHTML = '';
    resetPageStores();
    resetInFlight();
    resetConfig();
    worker.resetHandlers();
  });
  return worker;
}

export interface LoggedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body of a non-GET request; undefined when it is none. */
  body: unknown;
}

/**
 * Every request the page sends through `worker` (method, path, query, JSON
 * body), emptied before each test; after each test, before the fake server's
 * reset, waits for the requests still on their way (a request meeting no
 * handlers after the reset would fail the next test). Call after fakeServer().
 */
export function requestLog(worker: SetupWorker) {
  const log = { requests: [] as LoggedRequest[], pending: 0 };
  beforeAll(() => {
    worker.events.on('request:end', () => {
      log.pending--;
    });
    worker.events.on('request:start', async ({ request }) => {
      log.pending++;
      const url = new URL(request.url);
      let body: unknown;
      if (request.method !== 'GET') body = await request.clone().json().catch(() => undefined);
      log.requests.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
    });
  });
  beforeEach(() => {
    log.requests = [];
  });
  afterEach(async () => {
    // Unmount first: a widget re-rendering after the stores are reset would create fresh ones and call out.
    await cleanup();
    document.body.innerHTML = '';
    await vi.waitFor(() => expect(log.pending).toBeLessThanOrEqual(0), { timeout: 3000 }).catch(() => undefined);
    log.pending = 0;
  });
  return {
    get requests() {
      return log.requests;
    },
    /** Requests to `/api/{method}/`. */
    calls: (method: string) => log.requests.filter((r) => r.path.replace(/\/$/, '') === `/api/${method}`),
  };
}

/**
 * The fake portal most widget test files talk to: fakeServer() over a fresh
 * src/testing state for each test (`state`: how to make one, the demo buyer's
 * by default) and the log of the requests sent. `state`, `requests` and
 * `calls` are the running test's.
 */
export function fakePortal({ unhandled, state: makeState = () => createState() }: { unhandled?: 'error' | 'bypass'; state?: () => FakeState } = {}) {
  const worker = fakeServer({ unhandled });
  const log = requestLog(worker);
  let state = makeState();
  beforeEach(() => {
    state = makeState();
    worker.use(...createHandlers(state));
  });
  return {
    worker,
    get state(): FakeState {
      return state;
    },
    get requests(): LoggedRequest[] {
      return log.requests;
    },
    calls: (method: string) => log.calls(method),
  };
}

export type FakePortal = ReturnType<typeof fakePortal>;

/**
 * The fake server of a screen whose server part has data of its own (the
 * chrome's news, the demo intro): before each test, fresh state, the
 * screen's fake made from it (`make`) and its handlers, then the common
 * ones. `state` and `fake` are the running test's.
 */
export function fakeArea<F>(make: (state: FakeState) => F, handlers: (state: FakeState, fake: F) => RequestHandler[]) {
  const worker = fakeServer();
  const area = { worker } as { worker: SetupWorker; state: FakeState; fake: F };
  beforeEach(() => {
    area.state = createState();
    area.fake = make(area.state);
    worker.use(...handlers(area.state, area.fake), ...createHandlers(area.state));
  });
  return area;
}
