/** Strings of <b2b-complaints-search>, loaded with its code; overridable like every message (./index.ts). */
import { areaText } from './text';

export const complaintsSearchMessages = {
  // <b2b-complaints-search>
  complaintsSearchLabel: 'Найти товар для рекламации',
  /** A visitor: the server refuses their search, so say what helps. */
  complaintsVisitor: 'Поиск товаров для рекламации доступен после входа в личный кабинет.',
  complaintsSearchPlaceholder: 'Артикул или название',
  /** {n} is COMPLAINTS_AUTOCOMPLETE_MIN_CHARS. */
  complaintsSearchHintOne: 'Введите не меньше {n} символа артикула или названия и выберите товар из списка.',
  complaintsSearchHintFew: 'Введите не меньше {n} символов артикула или названия и выберите товар из списка.',
  complaintsSearchHintMany: 'Введите не меньше {n} символов артикула или названия и выберите товар из списка.',
  complaintsNoMatch: 'Ничего не найдено',
  /** Marks a suggestion already in the complaint. */
  complaintsInList: 'уже в списке',
  complaintsListCaption: 'Товары в рекламации',
  complaintsEmpty: 'Товары пока не выбраны.',
  complaintsColArticul: 'Артикул',
  complaintsColHeader: 'Наименование',
  complaintsColQuantity: 'Количество',
  complaintsColActions: 'Действия',
  /** Accessible name of a line's quantity field; {header} is the product name. */
  complaintsQuantityLabel: 'Количество: {header}',
  complaintsQuantityError: 'Укажите целое число больше нуля, например 1 или 12.',
  complaintsRemove: 'Удалить',
  complaintsRemoveLabel: 'Удалить из рекламации: {header}',
  complaintsAdded: 'Добавлен товар: {header}. Укажите количество.',
  complaintsAlreadyListed: 'Этот товар уже в списке: {header}',
  complaintsRemoved: 'Удалён товар: {header}',
  /** Stands in for a product name not loaded (yet); {id} is the product id. */
  complaintsProductNo: 'товар № {id}',
  complaintsProductLoading: 'Загружаем товар № {id}…',
  complaintsProductMissing: 'Товар № {id} не найден в каталоге',
} as const;

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(complaintsSearchMessages);
export type ComplaintsSearchKey = Parameters<typeof t>[0];
