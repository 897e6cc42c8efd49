/**
 * The single-product flow of <b2b-fast-order>: which contract and warehouse
 * it works with (its attributes, else the page's session), the chosen item and
 * quantity, and the add through the page-wide basket store (processBasket),
 * so <b2b-basket> and <b2b-basket-counter> on the page follow at once.
 */
import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_WAREHOUSE } from '../../core/constants';
import { t } from '../../core/messages/fast-order';
import type { BasketStore } from '../../stores/basket-types';
import { useBasketStore, useContractNotice, useSession, useSessionStore } from '../../stores/react';
import { effectiveContract, type ContractNotice, type SessionState } from '../../stores/session';
import { useQuantityAdd, type QuantityAdd } from '../../blocks/product/use-quantity-add';
import type { CodeMatch, OrderItem } from './order-items';

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

/** Where the fast order's lines go: the tag's attributes, else the page's choice. */
export interface FastOrderTargetProps {
  /** Contract id; default the page's chosen contract (session). */
  contract?: number;
  /** Warehouse id for stock and the basket line; default the page's chosen warehouse. */
  warehouse?: number;
}

/** The contract, warehouse and notice the widget works with; loads the session once per page. */
export function useFastOrderTarget(props: FastOrderTargetProps): FastOrderTarget {
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

export type { AddProblem } from '../../blocks/product/use-quantity-add';

export interface SingleAdd extends Omit<QuantityAdd, 'add'> {
  item: OrderItem | null;
  choose(item: OrderItem | null): void;
  /**
   * Resolves true when the chosen item went into the basket; see QuantityAdd.add.
   * With nothing chosen, `typedCode` (the field's text) is looked up and added
   * when exactly one product or variant has that code.
   */
  add(rawQuantity?: string, typedCode?: string): Promise<boolean>;
}

export function useSingleAdd(
  target: FastOrderTarget,
  onAdded: (count: number) => void,
  matchTyped: (code: string) => Promise<CodeMatch> = () => Promise.resolve({ kind: 'unknown' }),
): SingleAdd {
  const [item, setItem] = useState<OrderItem | null>(null);
  const line = useQuantityAdd({ ...target, onAdded });
  const { add: addLine, clearProblem } = line;

  const choose = useCallback(
    (next: OrderItem | null) => {
      setItem(next);
      clearProblem();
    },
    [clearProblem],
  );

  const add = useCallback(
    async (rawQuantity?: string, typedCode?: string): Promise<boolean> => {
      // A failed look-up falls back to asking for a suggestion: the list shows the same search's result.
      const match = item || !typedCode || target.stopped ? null : await matchTyped(typedCode).catch(() => null);
      const line = item ?? (match?.kind === 'exact' ? match.item : null);
      const added = await addLine(line, rawQuantity, t('fastOrderChooseProduct'));
      if (added) setItem(null);
      return added;
    },
    [addLine, item, matchTyped, target.stopped],
  );

  return { ...line, item, choose, add };
}
