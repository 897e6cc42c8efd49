import type { Product } from '../../core/types';

/**
 * The same product with the same data (prices, stock, wish...). A new reply
 * brings new objects for goods already on screen; comparing by value lets
 * their rows skip the render, so a filter change re-renders only what changed.
 */
export function sameProduct(a: Product, b: Product): boolean {
  return a === b || (a.id === b.id && JSON.stringify(a) === JSON.stringify(b));
}
