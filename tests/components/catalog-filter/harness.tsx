/**
 * Shared set-up of the catalogue filter tests: an msw worker over the fake
 * server, a log of every request (path, query, JSON body), fresh page stores,
 * and the page address and catalogId cookie put back after each test (the
 * widget keeps its state in both).
 */
import { afterEach, beforeEach, expect } from 'vitest';
import { render } from 'vitest-browser-react';
import { CatalogFilter, type CatalogFilterProps } from 'b2b-widgets/catalog-filter';
import { removeCookie } from '../../../src/core/cookies';
import type { FilterRequest } from '../../../src/core/types';
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
const startAddress = `${window.location.pathname}${window.location.search}`;
let log: ReturnType<typeof requestLog>;

export function setupCatalogHarness() {
  worker = fakeServer();
  log = requestLog(worker);
  beforeEach(() => {
    ctx.state = createState();
    worker.use(...createHandlers(ctx.state));
  });
  afterEach(() => {
    removeCookie('catalogId');
    window.history.replaceState(null, '', startAddress);
  });
}

/** Requests to `/api/{method}/`. */
export function calls(method: string): Logged[] {
  return log.calls(method);
}

/** Bodies of the filter requests, oldest first. */
export function filterBodies(): FilterRequest[] {
  return calls('filter').map((r) => r.body as FilterRequest);
}

export function lastFilter(): FilterRequest {
  const all = filterBodies();
  expect(all.length).toBeGreaterThan(0);
  return all[all.length - 1]!;
}

/** Sets the page address's query before the widget mounts (a shared link, a reload). */
export function openAddress(search: string) {
  window.history.replaceState(null, '', `${window.location.pathname}${search}`);
}

export function pageParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

export function renderCatalog(props: CatalogFilterProps = {}) {
  return render(<CatalogFilter {...props} />);
}

export function stateOf(): FakeState {
  return ctx.state;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
