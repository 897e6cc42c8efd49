/**
 * Shared set-up of the fast-order tests: an msw worker over the fake server,
 * a log of every API request (path, query, JSON body), and fresh page stores
 * for each test.
 */
import { setupWorker } from 'msw/browser';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { FastOrder, type FastOrderProps } from 'b2b-widgets/fast-order';
import { resetConfig, resetInFlight, resetPageStores } from 'b2b-widgets/internal';
import { createHandlers, createState, type FakeState } from '../../../src/testing';

export interface Logged {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export const worker = setupWorker();
export const ctx = { state: createState(), requests: [] as Logged[], pending: 0 };

export function setupFastOrderHarness() {
  beforeAll(async () => {
    await worker.start({ quiet: true, onUnhandledRequest: 'error' });
    worker.events.on('request:end', () => {
      ctx.pending--;
    });
    worker.events.on('request:start', async ({ request }) => {
      ctx.pending++;
      const url = new URL(request.url);
      let body: unknown;
      if (request.method !== 'GET') {
        try {
          body = await request.clone().json();
        } catch {
          body = undefined;
        }
      }
      ctx.requests.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
    });
  });
  afterAll(() => worker.stop());
  beforeEach(() => {
    ctx.requests = [];
    ctx.state = createState();
    worker.use(...createHandlers(ctx.state));
  });
  afterEach(async () => {
    // Unmount first: a widget re-rendering after the stores are reset would create fresh ones and call out.
    cleanup();
    document.body.innerHTML = '';
    // A request still on its way to the worker would meet no handlers after the reset.
    await vi.waitFor(() => expect(ctx.pending).toBeLessThanOrEqual(0), { timeout: 3000 }).catch(() => undefined);
    ctx.pending = 0;
    worker.resetHandlers();
    resetPageStores();
    resetInFlight();
    resetConfig();
    document.body.innerHTML = '';
  });
}

/** Requests to `/api/{method}/`. */
export function calls(method: string): Logged[] {
  return ctx.requests.filter((r) => r.path.replace(/\/$/, '') === `/api/${method}`);
}

export function renderFastOrder(props: FastOrderProps = {}) {
  return render(<FastOrder {...props} />);
}

export function stateOf(): FakeState {
  return ctx.state;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Fires a paste with `text` on the focused element, as a spreadsheet copy would. */
export function pasteInto(el: Element, text: string): void {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true, composed: true }));
}
