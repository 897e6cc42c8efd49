/**
 * React bindings of the page stores. Every hook selects a narrow slice, so a
 * component re-renders only when its slice changes: a basket row that uses
 * useBasketLine(key) re-renders when that line changes, not when another does.
 *
 * Components get the page's stores by default; a provider can hand in others
 * (Storybook, tests, a second basket on one page). The session's hooks live in
 * react-session.ts (no basket code), re-exported here.
 */
import { createElement, useContext, useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { BasketLineState, BasketState, BasketStore, LineKey } from './basket-types';
import { getBasketStore } from './page-basket';
import { BasketContext, SessionContext } from './react-session';
import type { SessionStore } from './session';

export { useContractNotice, useEffectiveContract, useSession, useSessionStore } from './react-session';

export function StoresProvider(props: { basket?: BasketStore; session?: SessionStore; children?: ReactNode }): ReactNode {
  let tree = props.children;
  if (props.session) tree = createElement(SessionContext, { value: props.session }, tree);
  if (props.basket) tree = createElement(BasketContext, { value: props.basket }, tree);
  return tree;
}

/** The basket store for actions (add, setQuantity, ...): the provider's or the page's. */
export function useBasketStore(): BasketStore {
  return useContext(BasketContext) ?? getBasketStore();
}

/** One line's state; re-renders only when this line changes. */
export function useBasketLine(key: LineKey): BasketLineState | undefined {
  return useStore(useBasketStore().store, (s) => s.lines[key]);
}

/** Line keys in display order; the same array until a line is added or removed. */
export function useBasketKeys(): readonly LineKey[] {
  return useStore(useBasketStore().store, (s) => s.keys);
}

export function useBasketCount(): number {
  return useStore(useBasketStore().store, (s) => s.count.products);
}

export function useBasketTotals(): { count: number; sum: number } {
  const store = useBasketStore().store;
  const count = useStore(store, (s) => s.count.products);
  const sum = useStore(store, (s) => s.sum);
  return useMemo(() => ({ count, sum }), [count, sum]);
}

/** The order another tab placed (see BasketState.sentElsewhere), or null. */
export function useOrderSentElsewhere(): BasketState['sentElsewhere'] {
  return useStore(useBasketStore().store, (s) => s.sentElsewhere);
}

/** How many basket edits wait on this device for the connection. */
export function useUnsentCount(): number {
  return useStore(useBasketStore().store, (s) => s.unsent);
}

/** Load status and whole-basket error of the basket, and whether `retry()` can help that error. */
export function useBasketStatus(): { status: 'idle' | 'loading' | 'ready' | 'error'; error: string | null; retryable: boolean } {
  const store = useBasketStore().store;
  const status = useStore(store, (s) => s.status);
  const error = useStore(store, (s) => s.error);
  const retryable = useStore(store, (s) => s.retryable);
  return useMemo(() => ({ status, error, retryable }), [status, error, retryable]);
}
