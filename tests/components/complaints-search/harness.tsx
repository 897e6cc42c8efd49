/**
 * Shared set-up of the complaints tests: an msw worker over the fake server,
 * a log of every request (path, query, time, the AbortSignal fetch got), and
 * a clean cookie jar for each test.
 */
import type { SetupWorker } from 'msw/browser';
import { afterEach, beforeEach, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ComplaintsSearch, type ComplaintsSearchProps } from 'b2b-widgets/complaints-search';
import { createHandlers, createState, type FakeState } from '../../../src/testing';
import { baseCss, uiCss } from '../../../src/ui/styles';
import { StyleRoot } from '../../../src/ui/StyleRoot';
import { complaintsSearchCss } from '../../../src/widgets/complaints-search/complaints-search.css';
import { fakeServer } from '../support/fake-server';

export interface Logged {
  path: string;
  query: URLSearchParams;
  /** performance.now() when fetch was called. */
  at: number;
  signal: AbortSignal | undefined;
}

/** The file's fake server (set by setupComplaintsHarness). */
export let worker: SetupWorker;
export const ctx = { state: createState(), requests: [] as Logged[] };

const realFetch = globalThis.fetch;

/** Every cookie this test file may set, expired between tests. */
const COOKIES = ['recl', 'my_recl', 'other'];

export function clearCookies(): void {
  for (const name of COOKIES) document.cookie = `${name}=; path=/; max-age=0`;
}

export function setupComplaintsHarness() {
  worker = fakeServer();
  beforeEach(() => {
    ctx.requests = [];
    ctx.state = createState();
    clearCookies();
    worker.use(...createHandlers(ctx.state));
    // The API client calls globalThis.fetch on each request: watch what goes out and with which signal.
    vi.spyOn(globalThis, 'fetch').mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      ctx.requests.push({ path: url.pathname, query: url.searchParams, at: performance.now(), signal: init?.signal ?? undefined });
      return realFetch(input, init);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    clearCookies();
  });
}

export const searches = () => ctx.requests.filter((r) => r.path === '/search/');
export const productLoads = () => ctx.requests.filter((r) => r.path.startsWith('/api/product/'));

export function renderComplaints(props: ComplaintsSearchProps = {}) {
  return render(
    <StyleRoot css={[baseCss, uiCss, complaintsSearchCss]}>
      <ComplaintsSearch {...props} />
    </StyleRoot>,
  );
}

/** The complaints map as the legacy form would read it, or undefined when there is no cookie. */
export function cookieMap(name = 'recl'): unknown {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return JSON.parse(decodeURIComponent(rest.join('=')));
  }
  return undefined;
}

export function setRawCookie(name: string, encodedValue: string): void {
  document.cookie = `${name}=${encodedValue}; path=/`;
}

export function product(state: FakeState, articul: string) {
  const p = state.products.find((x) => x.articul === articul);
  if (!p) throw new Error(`no fixture ${articul}`);
  return p;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
