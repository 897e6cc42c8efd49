/**
 * What the header's counter shows. A visitor's basket is empty (the session
 * says so, and no call is made), so the basket store's code
 * (stores/page-basket.ts) is fetched only for a logged-in buyer, whose page
 * carries it with the cabinet's tags anyway: the visitor's pages load no
 * basket code. A basket handed in by StoresProvider is used as it is.
 */
import { useContext, useEffect, useState } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BasketState } from '../../stores/basket-types';
import { BasketContext, useSessionStore } from '../../stores/react-session';
import { lazyModule } from '../../ui/lazy-module';

/** The page's basket store, fetched for a logged-in buyer (vite.standalone.config.ts CUSTOMER_IMPORTS). */
const basketCode = lazyModule(() => import('../../stores/page-basket'));

export type CounterState = Pick<BasketState, 'status' | 'error' | 'retryable' | 'count'>;

/** Shown without a basket store: on its way (loading), a visitor's (ready: empty), its code failed to come (error: fetching it again can help). */
const without = (status: CounterState['status']): StoreApi<CounterState> =>
  createStore(() => ({ status, error: null, retryable: status === 'error', count: { products: 0 } }));

export function useCounterBasket(): { store: StoreApi<CounterState>; retry(): void } {
  const provided = useContext(BasketContext);
  const session = useSessionStore();
  const [basket, setBasket] = useState(() => provided ?? basketCode.get()?.getBasketStore());
  const [fallback, setFallback] = useState(() => without('loading'));

  useEffect(() => {
    if (basket) {
      void basket.load();
      return;
    }
    if (fallback.getState().status !== 'loading') return;
    let live = true;
    session
      .whenCustomer()
      .then((customer) => (customer ? basketCode.load().then((code) => live && setBasket(code.getBasketStore())) : live && setFallback(without('ready'))))
      .catch(() => live && setFallback(without('error')));
    return () => {
      live = false;
    };
  }, [basket, fallback, session]);

  return basket ? { store: basket.store, retry: () => void basket.retry() } : { store: fallback, retry: () => setFallback(without('loading')) };
}
