/**
 * Strings of <b2b-fast-order>'s pasted lines' review, apart from
 * ./fast-order.ts (the form, on every cabinet page): they load with the
 * review's chunk, fetched on the first paste of lines; overridable like every
 * message (./index.ts).
 */
import { fastOrderMessages } from './fast-order';
import { fastOrderStockMessages } from './fast-order-stock';
import { areaText } from './text';

export const fastOrderLinesMessages = {
  fastOrderLinesTitle: 'Строки из таблицы',
  fastOrderLinesResolving: 'Проверяем строки: {done} из {total}…',
  fastOrderLineNo: 'Строка {n}',
  fastOrderLineCode: 'Код',
  fastOrderLineProduct: 'Товар',
  fastOrderLineStatus: 'Результат',
  fastOrderLineReady: 'Готово к добавлению',
  fastOrderLineUnclear: 'Найдено несколько товаров: выберите нужный',
  fastOrderLineChoose: 'Выберите товар',
  /** {code} is the code as pasted. */
  fastOrderLineUnknown: 'Товар с кодом «{code}» не найден',
  fastOrderLineNoCode: 'Не указан код товара',
  fastOrderLineQuantity: 'Количество, строка {n}',
  fastOrderLinesAdd: 'Добавить в корзину: {n}',
  fastOrderLinesClear: 'Очистить список',
  fastOrderLinesSummary: 'Строк: {total}, готово к добавлению: {ready}, требуют внимания: {left}.',
} as const;

/** t() for the review: its keys, the form's (the quantity column), the stock's and the common ones. */
export const t = areaText({ ...fastOrderMessages, ...fastOrderStockMessages, ...fastOrderLinesMessages });
