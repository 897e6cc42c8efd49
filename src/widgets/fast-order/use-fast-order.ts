/**
 * The single-product flow of <b2b-fast-order>: which contract and warehouse
 * it works with (its attributes, else the page's session), the chosen item and
 * quantity, and the add through the page-wide basket store (processBasket),
 * so <b2b-basket> and <b2b-basket-counter> on the page follow at once.
 */
import { useCallback, useEffect, useState } from 'react';
import { t } from '../../core/config';
import { DEFAULT_WAREHOUSE } from '../../core/constants';
import { normalizeQuantity } from '../../core/rules/counter';
import { parseQuantity } from '../../core/rules/import-lines';
import type { BasketStore } from '../../stores/basket-types';
import { useBasketStore, useContractNotice, useSession, useSessionStore } from '../../stores/react';
import { effectiveContract, type ContractNotice, type SessionState } from '../../stores/session';
import type { OrderItem } from './order-items';

export interface ContractAndWarehouse {
  contract: number | null;
  warehouse: number | null;
}

export interface FastOrderTarget extends ContractAndWarehouse {
  /** The same, once the session is loaded: calls made right after mount still carry the contract. */
  settled(): Promise<ContractAndWarehouse>;
  notice: ContractNotice | null;
  /** Spec 4: a stop-orders contract blocks ordering. */
  stopped: boolean;
  basket: BasketStore;
}

interface Override {
  contract: number | null;
  warehouse: number | null;
}

/** The widget's attributes win over the page's choice; the warehouse falls back to the session default. */
function pick(
  state: Pick<SessionState, 'contracts' | 'contractId' | 'warehouseId' | 'warehouseIdDefault' | 'status'>,
  override: Override,
): ContractAndWarehouse {
  const chosen = effectiveContract(state, override);
  const loaded = state.status === 'ready';
  return {
    contract: chosen.contractId,
    // Before initdata answers, the stock column still needs a warehouse.
    warehouse: chosen.warehouseId ?? state.warehouseIdDefault ?? (loaded ? null : DEFAULT_WAREHOUSE),
  };
}

/** The contract, warehouse and notice the widget works with; loads the session once per page. */
export function useFastOrderTarget(props: { contract?: number; warehouse?: number }): FastOrderTarget {
  const session = useSessionStore();
  const basket = useBasketStore();
  useEffect(() => {
    void session.ensureLoaded();
  }, [session]);
  const contractProp = props.contract ?? null;
  const warehouseProp = props.warehouse ?? null;
  const override = { contract: contractProp, warehouse: warehouseProp };
  const notice = useContractNotice(override);
  const contracts = useSession((s) => s.contracts);
  const contractId = useSession((s) => s.contractId);
  const warehouseId = useSession((s) => s.warehouseId);
  const warehouseDefault = useSession((s) => s.warehouseIdDefault);
  const status = useSession((s) => s.status);
  const shown = pick({ contracts, contractId, warehouseId, warehouseIdDefault: warehouseDefault, status }, override);
  const settled = useCallback(async () => {
    await session.ensureLoaded();
    return pick(session.getState(), { contract: contractProp, warehouse: warehouseProp });
  }, [session, contractProp, warehouseProp]);
  return { ...shown, settled, notice, stopped: notice?.kind === 'stopOrders', basket };
}

export interface AddProblem {
  text: string;
  /** Transport or server failure: the same add can simply be sent again. */
  retryable: boolean;
}

export interface SingleAdd {
  item: OrderItem | null;
  choose(item: OrderItem | null): void;
  qnt: number;
  setQnt(qnt: number): void;
  adding: boolean;
  problem: AddProblem | null;
  clearProblem(): void;
  /**
   * Resolves true when the item went into the basket. `rawQuantity` is the
   * quantity field's text as the user left it: the counter rounds 0 up to 1
   * on blur, yet spec 5 wants 'Укажите количество товара' for an add with 0.
   */
  add(rawQuantity?: string): Promise<boolean>;
}

export function useSingleAdd(target: FastOrderTarget, onAdded: (count: number) => void): SingleAdd {
  const { basket, contract, warehouse, stopped } = target;
  const [item, setItem] = useState<OrderItem | null>(null);
  const [qnt, setQntState] = useState(1);
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<AddProblem | null>(null);

  const choose = useCallback((next: OrderItem | null) => {
    setItem(next);
    setProblem(null);
  }, []);

  const setQnt = useCallback((next: number) => {
    setQntState(next);
    setProblem((p) => (p?.retryable ? p : null));
  }, []);

  const add = useCallback(async (rawQuantity?: string): Promise<boolean> => {
    if (stopped || adding) return false;
    const typed = rawQuantity === undefined ? qnt : (parseQuantity(rawQuantity) ?? 0);
    if (!(typed !== 0 && Number.isFinite(typed))) {
      setProblem({ text: t('zeroQuantity'), retryable: false });
      return false;
    }
    if (!item) {
      setProblem({ text: t('fastOrderChooseProduct'), retryable: false });
      return false;
    }
    const wanted = normalizeQuantity(typed);
    setQntState(wanted);
    setAdding(true);
    setProblem(null);
    const result = await basket.add({
      id: item.id,
      type: item.type,
      qnt: wanted,
      ...(contract !== null ? { contract } : {}),
      ...(warehouse !== null ? { wms: warehouse } : {}),
    });
    setAdding(false);
    if (result.ok) {
      setItem(null);
      setQntState(1);
      onAdded(basket.getState().count.products);
      return true;
    }
    if (result.available !== undefined) {
      // Spec 5: the shortage alert, and the quantity reset to what is free.
      setProblem({ text: t('stockShortage'), retryable: false });
      if (result.available >= 1) setQntState(result.available);
      return false;
    }
    setProblem({ text: result.error, retryable: true });
    return false;
  }, [stopped, adding, item, qnt, basket, contract, warehouse, onAdded]);

  const clearProblem = useCallback(() => setProblem(null), []);

  return { item, choose, qnt, setQnt, adding, problem, clearProblem, add };
}
