/**
 * What every <Basket> component test shares: the msw worker over the fake
 * server's state, fresh page stores per test, a log of the requests sent, and
 * a render with the widget's own styles.
 */
import { http, HttpResponse } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { beforeEach } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Basket, type BasketProps } from 'b2b-widgets/basket';
import { defaultMessages } from '../../../src/core/messages';
import type { MessageKey } from '../../../src/core/messages';
import { CONTRACT_CLEAN, type FakeState } from '../../../src/testing';
import { fill as fillText } from '../../../src/core/messages/fill';
import { fakePortal, type FakePortal, type LoggedRequest } from '../support/fake-server';

export const m = defaultMessages;

/** A 1x1 transparent GIF. */
const NO_PHOTO = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (c) => c.charCodeAt(0));
let portal: FakePortal;
/** The file's fake server (set by installBasketTestHooks). */
export let worker: SetupWorker;
/** The fake server's data in this test. */
export let state: FakeState;

/** The message `key` with its `{name}` placeholders filled in, as t() gives it. */
export function fill(key: MessageKey, params: Record<string, string | number>): string {
  return fillText(m[key], params);
}

/** Every request of the test so far, oldest first. */
export const sent = (): LoggedRequest[] => portal.requests;

export function installBasketTestHooks(): void {
  portal = fakePortal();
  worker = portal.worker;
  beforeEach(() => {
    state = portal.state;
    worker.use(
      // Pictures: the test server has none (each falls back to the no-photo image).
      http.get('/dbpics/:file', () => new HttpResponse(null, { status: 404 })),
      http.get('/img/no_photo.gif', () => new HttpResponse(NO_PHOTO, { headers: { 'Content-Type': 'image/gif' } })),
    );
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
export function calls(method: string): LoggedRequest[] {
  return portal.calls(method);
}

export const table = () => page.getByRole('table', { name: m.basketCaption });
/** A body row by the product name it holds. */
export const row = (header: string) => table().getByRole('row').filter({ hasText: header });
/** A line's quantity field, named by the goods' name and articul. */
export const quantity = (goods: { header: string; articul: string }) =>
  page.getByRole('spinbutton', { name: fill('basketQuantityLabel', { header: goods.header, articul: goods.articul }) });
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
