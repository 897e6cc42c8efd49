/**
 * React bindings of the page stores. Every hook selects a narrow slice, so a
 * component re-renders only when its slice changes: a basket row that uses
 * useBasketLine(key) re-renders when that line changes, not when another does.
 *
 * Components get the page's stores by default; a provider can hand in others
 * (Storybook, tests, a second basket on one page).
 */
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { BasketLineState, BasketStore, LineKey } from './basket-types';
import { getBasketStore, getSessionStore } from './page';
import {
  contractNotice,
  effectiveContract,
  type ContractNotice,
  type ContractOverride,
  type EffectiveContract,
  type SessionState,
  type SessionStore,
} from './session';

const BasketContext = createContext<BasketStore | null>(null);
const SessionContext = createContext<SessionStore | null>(null);

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

export function useSessionStore(): SessionStore {
  return useContext(SessionContext) ?? getSessionStore();
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

/** Load status and whole-basket error of the basket. */
export function useBasketStatus(): { status: 'idle' | 'loading' | 'ready' | 'error'; error: string | null } {
  const store = useBasketStore().store;
  const status = useStore(store, (s) => s.status);
  const error = useStore(store, (s) => s.error);
  return useMemo(() => ({ status, error }), [status, error]);
}

/** A slice of the session; the selector must return a stable value (a field, not a new object). */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(useSessionStore().store, selector);
}

/**
 * The contract and warehouse a widget works with: its own `contract` /
 * `warehouse` attributes when set, else the page's choice.
 */
export function useEffectiveContract(override?: ContractOverride): EffectiveContract {
  const contracts = useSession((s) => s.contracts);
  const contractId = useSession((s) => s.contractId);
  const warehouseId = useSession((s) => s.warehouseId);
  const overrideContract = override?.contract;
  const overrideWarehouse = override?.warehouse;
  return useMemo(
    () => effectiveContract({ contracts, contractId, warehouseId }, { contract: overrideContract, warehouse: overrideWarehouse }),
    [contracts, contractId, warehouseId, overrideContract, overrideWarehouse],
  );
}

/** The stop-orders or overdue-debt notice of the contract the widget works with (spec §6). */
export function useContractNotice(override?: ContractOverride): ContractNotice | null {
  const { contract } = useEffectiveContract(override);
  return useMemo(() => contractNotice(contract), [contract]);
}
