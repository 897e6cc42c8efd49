/**
 * What the basket table needs besides the lines: the delivery methods,
 * companies with their addresses and the remembered delivery choice
 * (getBasketTableInit). The lines themselves live in the page-wide basket
 * store, which the widget asks to load (shared with the counter and others).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { getBasketTableInit } from '../../core/api/basket';
import { isAbortError } from '../../core/api/errors';
import { createLatest } from '../../core/api/latest';
import { errorText } from '../../stores/api-errors';
import { useBasketStore, useSessionStore } from '../../stores/react';
import type { Address, Company, Delivery, DeliveryChoice } from '../../core/types';

export interface BasketExtras {
  deliveries: readonly Delivery[];
  companies: readonly Company[];
  /** The choice the server remembers (setdelivery); absent on a legacy server. */
  delivery: DeliveryChoice | null;
  /** The customer's own delivery addresses (<b2b-addresses>), offered for a typed address. */
  addresses: readonly Address[];
}

export type InitState =
  | { status: 'loading'; extras: null; error: null }
  | { status: 'ready'; extras: BasketExtras; error: null }
  | { status: 'error'; extras: null; error: string };

export function useBasketInit(): InitState & { retry: () => void } {
  const basket = useBasketStore();
  const session = useSessionStore();
  const [state, setState] = useState<InitState>({ status: 'loading', extras: null, error: null });
  const latest = useRef(createLatest());

  const load = useCallback(() => {
    setState({ status: 'loading', extras: null, error: null });
    latest.current
      // A visitor has no basket to deliver: no call for the server to refuse (401).
      .run(async (signal) => ((await session.whenCustomer()) ? getBasketTableInit({ signal }) : null))
      .then(
        (data) => {
          if (data) setState({ status: 'ready', error: null, extras: { deliveries: data.deliveries, companies: data.companies, delivery: data.delivery ?? null, addresses: data.addresses } });
        },
        (error: unknown) => {
          if (!isAbortError(error)) setState({ status: 'error', extras: null, error: errorText(error) });
        },
      );
  }, [session]);

  useEffect(() => {
    void basket.load();
    void session.ensureLoaded();
  }, [basket, session]);

  useEffect(() => {
    const current = latest.current;
    load();
    return () => current.abort();
  }, [load]);

  return { ...state, retry: load };
}
