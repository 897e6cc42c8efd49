/**
 * Strings of the shared primitives that the spec does not give (button
 * names, landmarks, hints). They live apart from core/messages so the ui
 * layer owns them, yet a host page overrides them the same way: any key of
 * configure({ messages }) or the #b2b-messages JSON block wins over these.
 */
import { getConfig } from '../core/config';
import { pluralKey } from '../core/format';
import { fill } from '../core/messages/fill';

export const uiMessages = {
  quantity: 'Количество',
  decrease: 'Уменьшить количество',
  increase: 'Увеличить количество',

  pages: 'Страницы',
  prevPage: 'Предыдущая страница',
  nextPage: 'Следующая страница',
  /** {n} is the page number. */
  pageN: 'Страница {n}',

  checkAll: 'Выбрать все строки',
  checkRow: 'Выбрать строку',
  bulkActions: 'Действия с отмеченными',

  /** Suggestion counts, {n} is the number. */
  optionsOne: 'Найден {n} вариант',
  optionsFew: 'Найдено {n} варианта',
  optionsMany: 'Найдено {n} вариантов',
  optionsNone: 'Ничего не найдено',
  optionsFailed: 'Не удалось загрузить подсказки. Измените запрос, чтобы попробовать ещё раз.',

  openCalendar: 'Выбрать дату в календаре',
  calendarTitle: 'Выбор даты',
  dateHint: 'Формат: дд.мм.гггг',
  dateInvalid: 'Введите дату в формате дд.мм.гггг, например 05.03.2025.',
  dateNotAllowed: 'Эту дату выбрать нельзя. Выберите другую в календаре.',
  dateStart: 'Дата начала',
  dateEnd: 'Дата окончания',

  /** {name} is the file name, {types} the allowed types. */
  fileType: 'Файл «{name}» не подходит: нужен файл типа {types}.',
  fileImage: 'изображение',
  /** {name} is the file name, {size} its size in Russian units. */
  fileChosen: '{name}, {size}',
  /** The file button and the line beside it before a choice (the browser's own are English: issue 27 item 19). */
  fileChoose: 'Выбрать файл',
  fileNone: 'Файл не выбран',
  fileProgress: 'Загрузка файла',

  notifications: 'Уведомления',
  currency: '₽',
} as const;

export type UiMessageKey = keyof typeof uiMessages;

/** A ui string by key, with `{name}` placeholders filled in; a host override wins. */
export function ut(key: UiMessageKey, params?: Record<string, string | number>): string {
  const overrides = getConfig().messages;
  return fill(overrides[key] ?? uiMessages[key], params);
}

/** 'Найдено 3 варианта' and its plural forms. */
export function optionsFound(n: number): string {
  if (n === 0) return ut('optionsNone');
  return ut(pluralKey(n, ['optionsOne', 'optionsFew', 'optionsMany']), { n });
}
