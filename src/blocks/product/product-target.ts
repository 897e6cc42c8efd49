/**
 * What every product line (a catalogue row, a carousel slide) adds to the
 * basket with: the contract and warehouse in force, whether ordering is
 * stopped, and what to do after an add. One provider per widget, so the
 * lines need no props for it.
 */
import { createContext, useContext } from 'react';
import type { BasketStore } from '../../stores/basket-types';

export interface ProductTarget {
  contract: number | null;
  warehouse: number | null;
  /** Spec 4: a stop-orders contract blocks ordering. */
  stopped: boolean;
  /** Id of the element that says why ordering is stopped (aria-describedby of the add buttons). */
  noticeId?: string;
  basket: BasketStore;
  /** After a successful add: the popup and the event; `count` is count.products now. */
  onAdded(count: number): void;
}

export const ProductTargetContext = createContext<ProductTarget | null>(null);

export function useProductTarget(): ProductTarget {
  const target = useContext(ProductTargetContext);
  if (!target) throw new Error('product lines need a ProductTargetContext provider');
  return target;
}
