/**
 * One product line's add to the basket through the page-wide basket store
 * (so <b2b-basket> and <b2b-basket-counter> follow at once), with spec 5's
 * rules: quantity 0 is refused with 'Укажите количество товара'; a shortage
 * shows 'Не достаточно свободных остатков на складе' and resets the quantity
 * to what is free. Other failures keep the quantity and offer a retry.
 */
import { useCallback, useState } from 'react';
import { t } from '../../../core/config';
import { normalizeQuantity } from '../../../core/rules/counter';
import { parseQuantity } from '../../../core/rules/import-lines';
import type { LineType } from '../../../core/types';
import { useProductTarget } from './product-target';

export interface AddProblem {
  text: string;
  /** A transport or server failure: the same add may simply be sent again. */
  retryable: boolean;
}

export interface AddToBasketState {
  qnt: number;
  setQnt(qnt: number): void;
  adding: boolean;
  problem: AddProblem | null;
  clearProblem(): void;
  stopped: boolean;
  /**
   * Resolves true when the goods went into the basket. `rawQuantity` is the
   * field's text as the user left it: the counter turns 0 into 1 on blur, yet
   * spec 5 wants the zero-quantity alert for an add with 0.
   */
  add(rawQuantity?: string): Promise<boolean>;
}

export function useAddToBasket(id: number, type: LineType = 'products'): AddToBasketState {
  const target = useProductTarget();
  const { basket, contract, warehouse, stopped, onAdded } = target;
  const [qnt, setQntState] = useState(1);
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<AddProblem | null>(null);

  const setQnt = useCallback((next: number) => {
    setQntState(next);
    setProblem((p) => (p?.retryable ? p : null));
  }, []);

  const add = useCallback(
    async (rawQuantity?: string): Promise<boolean> => {
      if (stopped || adding) return false;
      const typed = rawQuantity === undefined ? qnt : (parseQuantity(rawQuantity) ?? 0);
      if (typed === 0 || !Number.isFinite(typed)) {
        setProblem({ text: t('zeroQuantity'), retryable: false });
        return false;
      }
      const wanted = normalizeQuantity(typed);
      setQntState(wanted);
      setAdding(true);
      setProblem(null);
      const result = await basket.add({
        id,
        type,
        qnt: wanted,
        ...(contract !== null ? { contract } : {}),
        ...(warehouse !== null ? { wms: warehouse } : {}),
      });
      setAdding(false);
      if (result.ok) {
        setQntState(1);
        onAdded(basket.getState().count.products);
        return true;
      }
      if (result.available !== undefined) {
        setProblem({ text: t('stockShortage'), retryable: false });
        if (result.available >= 1) setQntState(result.available);
        return false;
      }
      setProblem({ text: result.error, retryable: true });
      return false;
    },
    [stopped, adding, qnt, basket, id, type, contract, warehouse, onAdded],
  );

  const clearProblem = useCallback(() => setProblem(null), []);
  return { qnt, setQnt, adding, problem, clearProblem, stopped, add };
}
