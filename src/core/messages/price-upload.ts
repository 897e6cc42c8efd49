/** Strings of <b2b-price-upload>, loaded with its code; overridable like every message (./index.ts). */
import { areaText } from './text';

export const priceUploadMessages = {
  priceUploadTitle: 'Загрузить заказ из файла',
  priceUploadModeFile: 'Файл',
  priceUploadModeText: 'Вставить строки',
  priceUploadFile: 'Файл с заказом (XLSX, XLS, CSV)',
  /** {size} and {lines} are the limits. */
  priceUploadFileHint:
    'Подойдёт скачанный прайс-лист с заполненной колонкой «Количество» или любая таблица с колонками артикула и количества. Не больше {size} и {lines} строк.',
  priceUploadDrop: 'Перетащите файл сюда',
  priceUploadText: 'Строки из таблицы: код и количество',
  priceUploadTextHint: 'Каждый товар с новой строки: код, затем количество (через табуляцию, «;», «,» или пробел).',
  priceUploadSample: 'Скачать образец файла',
  priceUploadSubmit: 'Проверить строки',
  priceUploadChecking: 'Проверяем строки…',
  /** {name} file name, {size} its size, {limit} the allowed size (КБ/МБ). */
  priceUploadTooLarge: 'Файл «{name}» весит {size}, а можно не больше {limit}.',
  priceUploadTextTooLarge: 'Слишком много текста: можно не больше {limit} символов. Разделите заказ на части.',
  /** {n} lines read, {limit} allowed. */
  priceUploadTooManyLinesOne: 'В заказе {n} строка, а можно не больше {limit}. Разделите его на части.',
  priceUploadTooManyLinesFew: 'В заказе {n} строки, а можно не больше {limit}. Разделите его на части.',
  priceUploadTooManyLinesMany: 'В заказе {n} строк, а можно не больше {limit}. Разделите его на части.',
  priceUploadWrongType: 'Файл «{name}» не подходит: нужен XLSX, XLS или CSV.',
  priceUploadEmpty: 'Файл «{name}» пуст.',
  priceUploadEmptyText: 'Вставьте строки с кодами и количеством.',
  priceUploadNoLines: 'Не найдено ни одной строки с кодом и количеством.',
  /** Spec 8: the upload error shows the server's text ({error}); its HTTP status is not for the buyer. */
  priceUploadFailed: 'Ошибка загрузки: {error}',
  priceUploadResultTitle: 'Результат загрузки',
  /** {total} lines read, {ready} to be added, {problems} needing attention. */
  priceUploadSummary: 'Прочитано строк: {total}. К добавлению: {ready}. Требуют внимания: {problems}.',
  priceLineFound: 'Найден',
  priceLineShort: 'Не хватает остатка',
  priceLineUnknown: 'Код не найден',
  priceLineAmbiguous: 'Несколько товаров',
  priceLineBadQuantity: 'Неверное количество',
  priceLineDuplicate: 'Повтор',
  priceLineShortText: 'Свободно {available} шт. из {qnt}.',
  priceLineTakeAvailable: 'Взять {available} шт.',
  priceLineLeaveOut: 'Не добавлять',
  priceLineUnknownText: 'Товара с кодом «{code}» нет в каталоге.',
  priceLinePick: 'Выберите товар',
  priceLineBadQuantityText: 'Количество «{qnt}» должно быть положительным числом.',
  /** {qnt} the quantity after rounding up to the step {step}. */
  priceLineRounded: 'Округлено до {qnt} шт. (кратно {step}).',
  /** {lines} are line numbers; the form follows how many there are. */
  priceLineSummedOne: 'Сложено со строкой {lines}.',
  priceLineSummedFew: 'Сложено со строками {lines}.',
  priceLineSummedMany: 'Сложено со строками {lines}.',
  priceLineDuplicateText: 'Тот же товар, что в строке {line}: количество сложено там.',
  /** The code was matched forgivingly (case, dashes, Latin lookalikes). */
  priceLineMatchedAs: 'Найден по коду «{articul}».',
  priceColLine: 'Строка',
  priceColCode: 'Код',
  priceColProduct: 'Товар',
  priceColPrice: 'Цена, ₽',
  priceColQnt: 'Кол-во',
  priceColStock: 'Остаток',
  priceColStatus: 'Статус',
  priceColAdd: 'Добавить',
  /** {n} lines will be added. */
  priceUploadConfirm: 'Добавить в корзину ({n})',
  priceUploadAdding: 'Добавляем в корзину…',
  priceUploadBack: 'Загрузить другой заказ',
  priceUploadAddFailed: 'Товары не добавлены, корзина не изменилась: {error}',
} as const;

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(priceUploadMessages);
export type PriceUploadKey = Parameters<typeof t>[0];
