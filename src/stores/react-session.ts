/**
 * The session's React bindings and the stores' contexts, apart from the
 * basket's hooks (react.ts): a widget that only reads the session (a
 * visitor's complaints search, the login hint) does not carry the basket
 * store's code, and <b2b-basket-counter> fetches it only for a logged-in
 * buyer (widgets/basket-counter/use-counter-basket.ts).
 */
import { createContext, useContext, useMemo } from 'react';
import { useStore } from 'zustand';
import type { BasketStore } from './basket-types';
import { getSessionStore } from './page';
import {
  contractNotice,
  effectiveContract,
  type ContractNotice,
  type ContractOverride,
  type EffectiveContract,
  type SessionState,
  type SessionStore,
} from './session';

/** A basket handed in by StoresProvider (react.ts); none: the page's. */
export const BasketContext = createContext<BasketStore | null>(null);
export const SessionContext = createContext<SessionStore | null>(null);

export function useSessionStore(): SessionStore {
  return useContext(SessionContext) ?? getSessionStore();
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
