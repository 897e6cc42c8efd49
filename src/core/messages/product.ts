/** Strings of the product parts (add to basket, stock, wish) that <b2b-catalog-filter>, <b2b-goods-carousel> and the lists share, loaded with its code; overridable like every message (./index.ts). */
import { areaText } from './text';

export const productMessages = {
  /** Stock in the chosen warehouse; {n} is the quantity. */
  productStock: 'На складе: {n} шт.',
  productNoStock: 'Нет на складе',
  productAdd: 'В корзину',
  /** Accessible names in lists, where many buttons share the visible text; {header} is the product. */
  productAddLabel: 'В корзину: {header}',
  productQuantityLabel: 'Количество: {header}',
  productWishLabel: 'В избранное: {header}',
  /** The wish toggle's visible text; its state is aria-pressed and the filled heart, so the name stays. */
  productWish: 'В избранное',
  /** {error} is the Russian reason. */
  productWishFailed: 'Не удалось изменить избранное: {error}',
  /** Favourites and needs; {header} is the product, {error} the Russian reason, {n} a count. */
  productNeedLabel: 'В потребности: {header}',
  productNeedFailed: 'Не удалось изменить потребности: {error}',
} as const;

/** t() for these widgets: their own keys and the common ones. */
export const t = areaText(productMessages);
export type ProductKey = Parameters<typeof t>[0];
