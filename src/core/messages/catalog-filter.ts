/** Strings of <b2b-catalog-filter>, loaded with its code; overridable like every message (./index.ts). */
import { areaText } from './text';

export const catalogFilterMessages = {
  // <b2b-catalog-filter> and <b2b-goods-carousel>
  catalogFilterTitle: 'Подбор товаров',
  catalogTree: 'Разделы каталога',
  /** {header} is the section's name. */
  catalogExpand: 'Показать подразделы: {header}',
  catalogTreeLoading: 'Загружаем разделы…',
  catalogBrands: 'Бренды',
  /** A brand checkbox; {header} the brand, {n} goods of it. */
  catalogBrandCount: '{header} ({n})',
  catalogBrandsAll: 'Показать все бренды ({n})',
  catalogBrandsFewer: 'Свернуть список брендов',
  catalogPrice: 'Цена, ₽',
  catalogPriceFrom: 'от',
  catalogPriceTo: 'до',
  catalogPriceFromLabel: 'Цена от, ₽',
  catalogPriceToLabel: 'Цена до, ₽',
  /** The catalogue's price bounds under the price fields; {min} and {max} are formatted prices. */
  catalogPriceBounds: 'В разделе: от {min} до {max} ₽',
  catalogPriceInvalid: 'Введите цену числом, например 1500 или 1500,50.',
  catalogAvailable: 'Только в наличии на складе',
  catalogTags: 'Метки',
  /** A tag checkbox; {header} the tag, {n} goods of the result carrying it. */
  catalogTagCount: '{header} ({n})',
  catalogQuery: 'Поиск по каталогу',
  catalogQueryPlaceholder: 'Артикул или название',
  catalogQuerySubmit: 'Найти',
  catalogSearchRange: 'Где искать',
  catalogSearchAll: 'в артикуле и названии',
  catalogSearchArticul: 'только в артикуле',
  catalogSearchHeader: 'только в названии',
  catalogFlag: 'Показать',
  catalogFlagAll: 'все товары',
  catalogFlagHit: 'хиты продаж',
  catalogFlagNovelty: 'новинки',
  catalogFlagSpec: 'спецпредложения',
  catalogContract: 'Договор',
  catalogWarehouse: 'Склад',
  catalogOrigin: 'Ассортимент',
  catalogOriginAll: 'весь',
  catalogOriginCatalog: 'основной каталог',
  catalogOriginAdditional: 'дополнительный',
  catalogSort: 'Сортировка',
  catalogSortArticul: 'Артикул',
  catalogSortHeader: 'Наименование',
  catalogSortPrice: 'Цена',
  catalogSortPriceRrc: 'РРЦ',
  catalogSortAsc: 'по возрастанию',
  catalogSortDesc: 'по убыванию',
  /** Plural forms of the result count; {n} is `total`. */
  catalogFoundOne: 'Найден {n} товар',
  catalogFoundFew: 'Найдено {n} товара',
  catalogFoundMany: 'Найдено {n} товаров',
  catalogResults: 'Товары',
  catalogLoadingResults: 'Загружаем товары…',
  catalogEmpty: 'По выбранным условиям товаров не найдено.',
  catalogEmptyHint: 'Измените условия подбора или сбросьте фильтры.',
  catalogReset: 'Сбросить фильтры',
  catalogPages: 'Страницы каталога',
  productPopupTitle: 'Карточка товара',
  productPopupLoading: 'Загружаем карточку товара…',
  /** The product popup's choice of the variant its «В корзину» adds. */
  productPopupVariant: 'Вариант',
  /** After a contract or warehouse change that the server refused. */
  catalogChoiceFailed: 'Не удалось сменить договор или склад: {error}',
} as const;

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(catalogFilterMessages);
export type CatalogFilterKey = Parameters<typeof t>[0];
