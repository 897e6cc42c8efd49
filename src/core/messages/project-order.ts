/** Strings of <b2b-project-order>, loaded with its code; overridable like every message (./index.ts). */
import { areaText } from './text';

export const projectOrderMessages = {
  projectTitle: 'Проектный заказ',
  projectPartner: 'Партнёр',
  projectFederalDistrict: 'Федеральный округ',
  projectRegion: 'Регион',
  projectCity: 'Город',
  projectContract: 'Договор',
  projectComment: 'Комментарий',
  projectChoose: 'Выберите…',
  projectCityNone: 'Такого города нет в списке',
  projectListsFailed: 'Не удалось загрузить списки регионов: {error}',
  projectLinesCaption: 'Товары проекта',
  projectLinesHint: 'Вставьте строки из таблицы или введите их: артикул, количество, желаемая цена, примечание. Первую строку заполните целиком; в следующих заполните все поля или только одно.',
  projectColArticul: 'Артикул',
  projectColQnt: 'Количество',
  projectColPrice: 'Желаемая цена',
  projectColNote: 'Примечание',
  /** {field}: the column, {n}: the line number. */
  projectCellLabel: '{field}, строка {n}',
  projectRemoveLine: 'Удалить строку {n}',
  projectLineFirstIncomplete: 'Заполните все поля первой строки',
  projectLineIncomplete: 'Заполните все поля строки или только одно из них',
  projectLineBadQuantity: 'Количество должно быть положительным числом',
  projectLineBadPrice: 'Желаемая цена должна быть числом не меньше 0',
  projectNoProducts: 'Добавьте хотя бы один товар',
  projectHasErrors: 'Исправьте отмеченные строки',
  projectSubmit: 'Отправить проектный заказ',
  /** {id}: the project order's number. */
  projectSent: 'Проектный заказ № {id} отправлен',
  projectFailed: 'Проектный заказ не отправлен: {error}',
} as const;

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(projectOrderMessages);
export type ProjectOrderKey = Parameters<typeof t>[0];
