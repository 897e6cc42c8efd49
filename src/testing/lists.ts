/**
 * Favourites and needs for stories and tests: a fake state whose first `n`
 * plain products (no variants) are on the list and no other product is.
 * The fake catalogue has 30 products; `perpage` shows several pages.
 */
import type { ListKind } from '../core/api/lists';
import { createState, type FakeState } from './state';

export function createListState(kind: ListKind, n: number, overrides: Partial<FakeState> = {}): FakeState {
  const state = createState(overrides);
  let left = n;
  for (const p of state.products) {
    p[kind] = p.variants.length === 0 && left-- > 0;
  }
  return state;
}

/** The listed products of a state, in list order. */
export function listed(state: FakeState, kind: ListKind) {
  return state.products.filter((p) => p[kind]);
}
