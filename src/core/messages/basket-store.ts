/**
 * Strings of the page's basket store about edits kept while the server could
 * not be reached, loaded with the store (a logged-in page's, never a
 * visitor's); overridable like every message (./index.ts).
 */
import { areaText } from './text';

export const basketStoreMessages = {
  /** A basket edit kept on the device while the server cannot be reached (on its line). */
  basketUnsent: 'Не отправлено: нет связи',
  /** An add kept on the device: the goods reach the basket when the connection is back. */
  basketAddKept: 'Не отправлено: нет связи. Товар сохранён на этом устройстве и попадёт в корзину, когда связь вернётся.',
  /** A kept edit sent later found another price: {before} and {after} are formatted prices. */
  basketPriceChanged: 'Цена изменилась: была {before} ₽, стала {after} ₽.',
} as const;

/** t() for the basket store: its own keys and the common ones. */
export const t = areaText(basketStoreMessages);
