/** Strings of <b2b-price-list>, loaded with its code; overridable like every message (./index.ts). */
import { areaText } from './text';

export const priceListMessages = {
  // <b2b-price-list> and <b2b-price-upload>
  priceListTitle: 'Скачать прайс-лист',
  priceListContract: 'Договор',
  priceListAvailable: 'Только товары в наличии',
  priceListCategories: 'Разделы каталога',
  priceListAll: 'Все разделы',
  priceListLastCategory: 'Последний отмеченный раздел снять нельзя: в прайс-листе должен быть хотя бы один раздел.',
  priceListAllOn: 'Выбраны все разделы. Чтобы сузить выбор, снимите отметки с ненужных разделов.',
  priceListSubmit: 'Сформировать прайс-лист',
  priceListMaking: 'Формируем прайс-лист…',
  priceListReady: 'Прайс-лист готов, загрузка началась. Если файл не скачался, нажмите на ссылку:',
  /** {error} is the Russian reason. */
  priceListCategoriesFailed: 'Не удалось загрузить разделы каталога: {error}',
  priceListFailed: 'Не удалось сформировать прайс-лист: {error}',
} as const;

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(priceListMessages);
export type PriceListKey = Parameters<typeof t>[0];
