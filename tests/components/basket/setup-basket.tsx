/**
 * What every <Basket> component test shares: the msw worker over the fake
 * server's state, fresh page stores per test, a log of the requests sent, and
 * a render with the widget's own styles.
 */
import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { Basket, type BasketProps } from 'b2b-widgets/basket';
import { resetConfig, resetInFlight, resetPageStores } from 'b2b-widgets/internal';
import { defaultMessages } from '../../../src/core/messages';
import type { MessageKey } from '../../../src/core/messages';
import { CONTRACT_CLEAN, createHandlers, createState, type FakeState } from '../../../src/testing';

export const m = defaultMessages;

/** A 1x1 transparent GIF. */
const NO_PHOTO = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (c) => c.charCodeAt(0));
export const worker = setupWorker();

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

export const sent: SentRequest[] = [];
export let state: FakeState;

/** Fills `{name}` placeholders the way t() does. */
export function fill(key: MessageKey, params: Record<string, string | number>): string {
  return m[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
}

/** Requests the worker has seen start and not yet end. */
let open = 0;

/**
 * Waits until no request is in flight (at most 2 s): a call a test set off
 * just before it ended (a retry whose alert closes at the click) must be
 * answered by that test's handlers, not logged as the next test's.
 */
async function settleRequests(): Promise<void> {
  const end = Date.now() + 2000;
  do await sleep(0);
  while (open > 0 && Date.now() < end);
}

export function installBasketTestHooks(): void {
  beforeAll(async () => {
    await worker.start({ quiet: true, onUnhandledRequest: 'error' });
    worker.events.on('request:start', () => void (open += 1));
    worker.events.on('request:end', () => void (open -= 1));
    worker.events.on('request:start', async ({ request }) => {
      const url = new URL(request.url);
      if (!url.pathname.startsWith('/api/') && !url.pathname.startsWith('/ajax/')) return;
      let body: unknown;
      if (request.method !== 'GET') body = await request.clone().json().catch(() => undefined);
      sent.push({ method: request.method, path: url.pathname, body });
    });
  });
  afterAll(() => worker.stop());
  beforeEach(() => {
    sent.length = 0;
    state = createState();
    worker.use(
      ...createHandlers(state),
      // Pictures: the test server has none (each falls back to the no-photo image).
      http.get('/dbpics/:file', () => new HttpResponse(null, { status: 404 })),
      http.get('/img/no_photo.gif', () => new HttpResponse(NO_PHOTO, { headers: { 'Content-Type': 'image/gif' } })),
    );
  });
  afterEach(async () => {
    // Unmount and stop the stores first: their timers must not call a server that is gone.
    await cleanup();
    resetPageStores();
    resetInFlight();
    resetConfig();
    document.body.innerHTML = '';
    await settleRequests();
    worker.resetHandlers();
  });
}

/** `qnts.length` lines of distinct goods in stock in warehouse 1, on the clean contract. */
export function seedLines(qnts: number[], contract = CONTRACT_CLEAN) {
  const inStock = state.products.filter((p) => !p.variants.length && (p.stocks.find((s) => s.wms_id === 1)?.quantity ?? 0) >= 10);
  const goods = inStock.slice(0, qnts.length);
  goods.forEach((p, i) => state.basket.push({ id: p.id, type: 'products', qnt: qnts[i]!, wms: 1, contract, payload: null }));
  return goods;
}

export function renderBasket(props: BasketProps = {}) {
  return render(<Basket {...props} />);
}

/** Requests to one method, e.g. calls('processBasketUpdate'). */
export function calls(method: string): SentRequest[] {
  return sent.filter((r) => r.path.replace(/\/$/, '').endsWith(`/${method}`));
}

export const table = () => page.getByRole('table', { name: m.basketCaption });
/** A body row by the product name it holds. */
export const row = (header: string) => table().getByRole('row').filter({ hasText: header });
/** A line's quantity field, named by the goods' name and articul. */
export const quantity = (goods: { header: string; articul: string }) =>
  page.getByRole('spinbutton', { name: fill('basketQuantityLabel', { header: goods.header, articul: goods.articul }) });
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
