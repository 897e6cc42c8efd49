/**
 * One product line's add to the basket (a catalogue row, a carousel slide):
 * the shared quantity-and-add logic over the widget's product target.
 */
import { useCallback } from 'react';
import type { LineType } from '../../core/types';
import { useQuantityAdd, type QuantityAdd } from './use-quantity-add';
import { useProductTarget } from './product-target';

export type { AddProblem } from './use-quantity-add';

export interface AddToBasketState extends Omit<QuantityAdd, 'add'> {
  stopped: boolean;
  /** Resolves true when the goods went into the basket; see QuantityAdd.add. */
  add(rawQuantity?: string): Promise<boolean>;
}

export function useAddToBasket(id: number, type: LineType = 'products'): AddToBasketState {
  const target = useProductTarget();
  const line = useQuantityAdd(target);
  const { add: addLine } = line;
  const add = useCallback((rawQuantity?: string) => addLine({ id, type }, rawQuantity), [addLine, id, type]);
  return { ...line, stopped: target.stopped, add };
}
