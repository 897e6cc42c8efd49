/** Strings of <b2b-basket-counter>, loaded with its code; overridable like every message (./index.ts). */
import { areaText } from './text';

export const basketCounterMessages = {
  // <b2b-basket-counter>
  basketCounterLabel: 'Корзина',
  /** Shown instead of 0, so the link reads 'Корзина пуста'. */
  basketCounterEmpty: 'пуста',
  /** Said after the visible number by screen readers ('Корзина 3 товара'): the noun's plural forms. */
  basketCounterGoodsOne: 'товар',
  basketCounterGoodsFew: 'товара',
  basketCounterGoodsMany: 'товаров',
} as const;

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(basketCounterMessages);
export type BasketCounterKey = Parameters<typeof t>[0];
