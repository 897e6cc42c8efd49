/**
 * What the basket table needs besides the lines: the delivery methods,
 * companies with their addresses and the remembered delivery choice
 * (getBasketTableInit). The lines themselves live in the page-wide basket
 * store, which the widget asks to load (shared with the counter and others).
 * Read by useLoad: a failure says why, with «Повторить» where it can help.
 */
import { useLayoutEffect, useMemo } from 'react';
import { getBasketTableInit } from '../../core/api/basket';
import { useBasketStore, useSessionStore } from '../../stores/react';
import { useLoad } from '../../blocks/load/use-load';
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

export function useBasketInit(): InitState & { retry: (() => void) | undefined } {
  const basket = useBasketStore();
  const session = useSessionStore();

  // Asked for as the table mounts, not after its first paint (a passive
  // effect waits for it, and on a slow phone for every other tag of the page
  // to mount first): the loader has often fetched the lines already, and
  // then they are drawn with no frame of skeleton between.
  useLayoutEffect(() => {
    void basket.load();
    void session.ensureLoaded();
  }, [basket, session]);

  // A visitor has no basket to deliver: no call for the server to refuse (401), and the form waits.
  const read = useLoad(async (signal) => ((await session.whenCustomer()) ? getBasketTableInit({ signal }) : null), [session]);
  const { data, error, retry } = read;
  // One object per reply: useDelivery follows its identity.
  const extras = useMemo<BasketExtras | null>(
    () => data && { deliveries: data.deliveries, companies: data.companies, delivery: data.delivery ?? null, addresses: data.addresses },
    [data],
  );
  if (error !== null) return { status: 'error', extras: null, error, retry };
  if (extras) return { status: 'ready', extras, error: null, retry };
  return { status: 'loading', extras: null, error: null, retry };
}
