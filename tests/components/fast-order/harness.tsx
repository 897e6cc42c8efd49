/**
 * Shared set-up of the fast-order tests: an msw worker over the fake server,
 * a log of every API request (path, query, JSON body), and fresh page stores
 * for each test.
 */
import { render } from 'vitest-browser-react';
import { FastOrder, type FastOrderProps } from 'b2b-widgets/fast-order';
import type { FakeState } from '../../../src/testing';
import type { SetupWorker } from 'msw/browser';
import { fakePortal, type FakePortal, type LoggedRequest } from '../support/fake-server';

export type Logged = LoggedRequest;

/** The fake portal of the running test: its data (`state`), the requests sent and calls(). */
export let ctx: FakePortal;
export let worker: SetupWorker;

export function setupFastOrderHarness() {
  ctx = fakePortal();
  worker = ctx.worker;
}

/** Requests to `/api/{method}/`. */
export function calls(method: string): Logged[] {
  return ctx.calls(method);
}

export function renderFastOrder(props: FastOrderProps = {}) {
  return render(<FastOrder {...props} />);
}

export function stateOf(): FakeState {
  return ctx.state;
}

/** Fires a paste with `text` on the focused element, as a spreadsheet copy would. */
export function pasteInto(el: Element, text: string): void {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true, composed: true }));
}
