/** Strings of <b2b-product-list>, loaded with its code; overridable like every message (./index.ts). */
import { areaText } from './text';

export const productListMessages = {
  favoritesCaption: 'Избранное',
  favoritesEmpty: 'В избранном пока ничего нет. Отмечайте товары кнопкой «В избранное» в каталоге.',
  favoritesRemoveLabel: 'Удалить из избранного: {header}',
  favoritesFound: 'Товаров в избранном: {n}',
  needsCaption: 'Потребности',
  needsEmpty: 'Список потребностей пуст. Отмечайте товары кнопкой «В потребности» в каталоге.',
  needsRemoveLabel: 'Удалить из потребностей: {header}',
  needsFound: 'Товаров в потребностях: {n}',
  listColPicture: 'Фото',
  listColProduct: 'Товар',
  listColStock: 'Остаток',
  listColAdd: 'Количество',
  listRemove: 'Удалить',
  listAddChecked: 'В корзину отмеченные',
  listRemoveChecked: 'Удалить отмеченные',
  listAddFailed: 'Не удалось добавить в корзину: {error}',
  /** A checked product the basket refused; {header} the product, {error} why. */
  listAddRefused: '{header}: {error}',
  listRemoveFailed: 'Не удалось удалить из списка: {error}',
  listPages: 'Страницы списка',
} as const;

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(productListMessages);
export type ProductListKey = Parameters<typeof t>[0];
