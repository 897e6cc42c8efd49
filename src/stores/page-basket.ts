/**
 * The page's basket store (design: "one store per concern, shared per page"),
 * created on first use and wired to src/core/api. Apart from the session
 * (page.ts) so a visitor's page does not carry it: <b2b-basket-counter>
 * fetches it only for a logged-in buyer, whose page loads it with the
 * cabinet's tags anyway.
 */
import * as basketCalls from '../core/api/basket';
import { apiCall } from '../core/api/client';
import { BasketDataSchema } from '../core/schemas';
import type { BasketApi } from './api';
import { createBasketStore } from './basket';
import { openBasketChannel } from './basket-channel';
import type { BasketStore } from './basket-types';
import { getSessionStore, onPageStoresReset } from './page';

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

let basket: BasketStore | undefined;
let detachBasket: (() => void) | undefined;
let resetHooked = false;

export function getBasketStore(): BasketStore {
  if (basket) return basket;
  const store = createBasketStore({
    api: pageBasketApi,
    channel: openBasketChannel(),
    // A visitor's basket is empty: no getBasketData for the server to refuse.
    customer: () => getSessionStore().whenCustomer(),
    // Edits the server could not be reached for are kept per buyer (and contract).
    owner: () => {
      const user = getSessionStore().getState().user;
      return user ? String(user.id) : null;
    },
  });
  basket = store;
  // Another contract or warehouse means other prices and stock: re-read the basket.
  const unsubscribe = getSessionStore().subscribeConfirmedChoice(() => {
    if (store.getState().status !== 'idle') void store.reconcile();
  });
  // Edits still in their debounce would be lost with the page: send them now.
  const onPageHide = () => void store.flush();
  // Edits waiting for the connection are kept on the device, yet the buyer
  // leaving now may think them sent: the browser asks first.
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (store.getState().unsent === 0) return;
    event.preventDefault();
    event.returnValue = '';
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('beforeunload', onBeforeUnload);
  }
  detachBasket = () => {
    unsubscribe();
    if (typeof window !== 'undefined') {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('beforeunload', onBeforeUnload);
    }
    store.dispose();
  };
  if (!resetHooked) {
    resetHooked = true;
    onPageStoresReset(() => {
      detachBasket?.();
      detachBasket = undefined;
      basket = undefined;
    });
  }
  return store;
}
