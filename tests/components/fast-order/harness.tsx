/**
 * Shared set-up of the fast-order tests: an msw worker over the fake server,
 * a log of every API request (path, query, JSON body), and fresh page stores
 * for each test.
 */
import { beforeEach } from 'vitest';
import { render } from 'vitest-browser-react';
import { FastOrder, type FastOrderProps } from 'b2b-widgets/fast-order';
import { createHandlers, createState, type FakeState } from '../../../src/testing';
import type { SetupWorker } from 'msw/browser';
import { fakeServer, requestLog, type LoggedRequest } from '../fake-server';

export type Logged = LoggedRequest;

export const ctx = {
  state: createState(),
  /** Every request of the test so far. */
  get requests(): Logged[] {
    return log.requests;
  },
};
export let worker: SetupWorker;
let log: ReturnType<typeof requestLog>;

export function setupFastOrderHarness() {
  worker = fakeServer();
  log = requestLog(worker);
  beforeEach(() => {
    ctx.state = createState();
    worker.use(...createHandlers(ctx.state));
  });
}

/** Requests to `/api/{method}/`. */
export function calls(method: string): Logged[] {
  return log.calls(method);
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
