/** Strings of <b2b-fast-order>, loaded with its code; overridable like every message (./index.ts). */
import { areaText } from './text';

export const fastOrderMessages = {
  // <b2b-fast-order> (issue 5)
  fastOrderTitle: 'Быстрый заказ',
  /** A visitor's fast order (issue 27 item 8): the server refuses their search, so say what helps. */
  fastOrderVisitor: 'Заказ по коду товара доступен после входа в личный кабинет.',
  fastOrderCodeLabel: 'Код товара',
  fastOrderPlaceholder: 'Код товара или строки из таблицы',
  fastOrderQuantityLabel: 'Количество',
  fastOrderAdd: 'В корзину',
  fastOrderNoMatch: 'Товар с таким кодом не найден',
  fastOrderChooseProduct: 'Выберите товар из списка подсказок',
  /** Stock of a suggestion in the chosen warehouse; {n} is the quantity. */
  fastOrderStock: 'Склад: {n} шт.',
  fastOrderNoStock: 'Нет на складе',
  fastOrderChosen: 'Выбран товар: {articul}, {header}',
  fastOrderPasteHint: 'Можно вставить строки «код количество» из таблицы: каждая строка станет товаром.',
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

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(fastOrderMessages);
export type FastOrderKey = Parameters<typeof t>[0];
