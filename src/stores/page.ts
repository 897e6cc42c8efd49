/**
 * The page's stores: one session and one basket for every widget on the page
 * (design: "one store per concern, shared per page"), created on first use so
 * importing this module does nothing, and wired to src/core/api.
 */
import * as basketCalls from '../core/api/basket';
import * as catalogCalls from '../core/api/catalog';
import { apiCall } from '../core/api/client';
import { BasketDataSchema } from '../core/schemas';
import type { BasketApi, SessionApi } from './api';
import { createBasketStore } from './basket';
import { openBasketChannel } from './basket-channel';
import type { BasketStore } from './basket-types';
import { createSessionStore, type SessionStore } from './session';

/**
 * getBasketData without core's sharing of identical GETs in flight: the
 * basket store trusts a snapshot only for changes settled before it was
 * *sent*, and a shared older request would break that.
 */
function freshBasketData(options: { signal?: AbortSignal } = {}) {
  return apiCall('getBasketData', { signal: options.signal, dedupe: false, schema: BasketDataSchema });
}

export const pageBasketApi: BasketApi = {
  getBasketData: freshBasketData,
  processBasket: (body) => basketCalls.processBasket(body),
  processBasketUpdate: (body) => basketCalls.processBasketUpdate(body),
  clearBasket: () => basketCalls.clearBasket(),
  processProductSet: (body) => basketCalls.processProductSet(body),
};

export const pageSessionApi: SessionApi = {
  initdata: (options) => catalogCalls.initdata(options),
  filterinit: (options) => catalogCalls.filterinit(options),
  setContract: (body) => catalogCalls.setContract(body.id, body.wms),
};

let basket: BasketStore | undefined;
let session: SessionStore | undefined;
let detachBasket: (() => void) | undefined;

export function getSessionStore(): SessionStore {
  session ??= createSessionStore({ api: pageSessionApi });
  return session;
}

export function getBasketStore(): BasketStore {
  if (basket) return basket;
  const store = createBasketStore({
    api: pageBasketApi,
    channel: openBasketChannel(),
    // A visitor's basket is empty: no getBasketData for the server to refuse.
    customer: () => getSessionStore().whenCustomer(),
  });
  basket = store;
  // Another contract or warehouse means other prices and stock: re-read the basket.
  const unsubscribe = getSessionStore().subscribeConfirmedChoice(() => {
    if (store.getState().status !== 'idle') void store.reconcile();
  });
  // Edits still in their debounce would be lost with the page: send them now.
  const onPageHide = () => void store.flush();
  if (typeof window !== 'undefined') window.addEventListener('pagehide', onPageHide);
  detachBasket = () => {
    unsubscribe();
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', onPageHide);
    store.dispose();
  };
  return store;
}

/** Page stores kept outside this module (their code loads only with the widgets that use them) forget themselves here too. */
const resetHooks: (() => void)[] = [];
export function onPageStoresReset(reset: () => void): void {
  resetHooks.push(reset);
}

/** Test helper: forget the page's stores (the next get creates fresh ones). */
export function resetPageStores(): void {
  for (const reset of resetHooks) reset();
  detachBasket?.();
  detachBasket = undefined;
  basket = undefined;
  session = undefined;
}
