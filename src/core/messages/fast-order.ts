/**
 * Strings of <b2b-fast-order>'s form, loaded with its code; overridable like
 * every message (./index.ts). What it shows once it has searched comes with
 * those parts: a product's stock (./fast-order-stock.ts), the pasted lines'
 * review (./fast-order-lines.ts).
 */
import { areaText } from './text';

export const fastOrderMessages = {
  // <b2b-fast-order>
  fastOrderTitle: 'Быстрый заказ',
  /** A visitor's fast order: the server refuses their search, so say what helps. */
  fastOrderVisitor: 'Заказ по коду товара доступен после входа в личный кабинет.',
  fastOrderCodeLabel: 'Код товара',
  fastOrderPlaceholder: 'Код товара или строки из таблицы',
  fastOrderQuantityLabel: 'Количество',
  fastOrderAdd: 'В корзину',
  fastOrderNoMatch: 'Товар с таким кодом не найден',
  fastOrderChooseProduct: 'Выберите товар из списка подсказок',
  fastOrderChosen: 'Выбран товар: {articul}, {header}',
  fastOrderPasteHint: 'Можно вставить строки «код количество» из таблицы: каждая строка станет товаром.',
} as const;

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(fastOrderMessages);
export type FastOrderKey = Parameters<typeof t>[0];
