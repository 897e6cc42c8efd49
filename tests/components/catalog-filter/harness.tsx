/**
 * Shared set-up of the catalogue filter tests: an msw worker over the fake
 * server, a log of every request (path, query, JSON body), fresh page stores,
 * and the page address and catalogId cookie put back after each test (the
 * widget keeps its state in both).
 */
import { setupWorker } from 'msw/browser';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { CatalogFilter, type CatalogFilterProps } from 'b2b-widgets/catalog-filter';
import { resetConfig, resetInFlight, resetPageStores } from 'b2b-widgets/internal';
import { removeCookie } from '../../../src/core/cookies';
import type { FilterRequest } from '../../../src/core/types';
import { createHandlers, createState, type FakeState } from '../../../src/testing';

export interface Logged {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export const worker = setupWorker();
export const ctx = { state: createState(), requests: [] as Logged[], pending: 0 };
const startAddress = `${window.location.pathname}${window.location.search}`;

export function setupCatalogHarness() {
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
    await cleanup();
    document.body.innerHTML = '';
    await vi.waitFor(() => expect(ctx.pending).toBeLessThanOrEqual(0), { timeout: 3000 }).catch(() => undefined);
    ctx.pending = 0;
    worker.resetHandlers();
    resetPageStores();
    resetInFlight();
    resetConfig();
    removeCookie('catalogId');
    window.history.replaceState(null, '', startAddress);
  });
}

/** Requests to `/api/{method}/`. */
export function calls(method: string): Logged[] {
  return ctx.requests.filter((r) => r.path.replace(/\/$/, '') === `/api/${method}`);
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
