/**
 * A quantity field and its add to the page-wide basket store, with spec 5's
 * rules, for every widget that adds one item at a time (a catalogue row, a
 * carousel slide, fast order): quantity 0 is refused with 'Укажите
 * количество товара'; a shortage shows 'Не достаточно свободных остатков на
 * складе' and resets the quantity to what is free; other failures keep the
 * quantity and offer a retry where one can help (not for a refusal). Going
 * through the store means <b2b-basket> and
 * <b2b-basket-counter> on the page follow at once.
 */
import { useCallback, useState } from 'react';
import { t } from '../../core/messages/text';
import { normalizeQuantity } from '../../core/rules/counter';
import { parseOrderQuantity } from '../../core/rules/order-quantity';
import type { LineType } from '../../core/types';
import type { BasketStore } from '../../stores/basket-types';

export interface AddProblem {
  text: string;
  /** A transport or server failure: the same add may simply be sent again. */
  retryable: boolean;
}

export interface AddTarget {
  basket: BasketStore;
  contract: number | null;
  warehouse: number | null;
  /** Spec 4: a stop-orders contract blocks ordering. */
  stopped: boolean;
  /** After a successful add; `count` is the basket's count.products now. */
  onAdded(count: number): void;
}

export interface QuantityAdd {
  qnt: number;
  setQnt(qnt: number): void;
  adding: boolean;
  problem: AddProblem | null;
  clearProblem(): void;
  /**
   * Resolves true when the goods went into the basket. `rawQuantity` is the
   * field's text as the user left it: the counter turns 0 into 1 on blur, yet
   * spec 5 wants the zero-quantity alert for an add with 0. A null `line`
   * (nothing chosen yet) shows `noLine`.
   */
  add(line: { id: number; type: LineType } | null, rawQuantity?: string, noLine?: string): Promise<boolean>;
}

export function useQuantityAdd({ basket, contract, warehouse, stopped, onAdded }: AddTarget): QuantityAdd {
  const [qnt, setQntState] = useState(1);
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<AddProblem | null>(null);

  const setQnt = useCallback((next: number) => {
    setQntState(next);
    setProblem((p) => (p?.retryable ? p : null));
  }, []);

  const add = useCallback(
    async (line: { id: number; type: LineType } | null, rawQuantity?: string, noLine?: string): Promise<boolean> => {
      if (stopped || adding) return false;
      const typed = rawQuantity === undefined ? qnt : (parseOrderQuantity(rawQuantity) ?? 0);
      if (typed === 0 || !Number.isFinite(typed)) {
        setProblem({ text: t('zeroQuantity'), retryable: false });
        return false;
      }
      if (!line) {
        if (noLine) setProblem({ text: noLine, retryable: false });
        return false;
      }
      const wanted = normalizeQuantity(typed);
      setQntState(wanted);
      setAdding(true);
      setProblem(null);
      const result = await basket.add({
        id: line.id,
        type: line.type,
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
      setProblem({ text: result.error, retryable: result.retryable });
      return false;
    },
    [stopped, adding, qnt, basket, contract, warehouse, onAdded],
  );

  const clearProblem = useCallback(() => setProblem(null), []);
  return { qnt, setQnt, adding, problem, clearProblem, add };
}
