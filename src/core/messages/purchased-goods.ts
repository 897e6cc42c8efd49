/** Strings of <b2b-purchased-goods>, loaded with its code; overridable like every message (./index.ts). */
import { areaText } from './text';

export const purchasedGoodsMessages = {
  // <b2b-purchased-goods>
  reportsSwitch: 'Отчёт',
  reportGoods: 'По товарам',
  reportOften: 'Часто в заказах',
  reportLast: 'Последние в заказах',
  reportSum: 'По сумме',
  reportsFilter: 'Фильтр отчёта',
  reportsContract: 'Договор',
  reportsAllContracts: 'Все договоры',
  reportsCatalog: 'Раздел каталога',
  reportsAllGoods: 'Все товары',
  reportsPeriod: 'Период',
  reportsApply: 'Показать',
  reportsReset: 'Сбросить',
  /** {report}: the report's name; {start}, {end}: dd.mm.yyyy. */
  reportsCaption: '{report} за {start} — {end}',
  /** {n}: how many goods the report has. */
  reportsFound: 'Товаров: {n}',
  reportsEmpty: 'За этот период покупок нет',
  reportsColArticul: 'Артикул',
  reportsColHeader: 'Наименование',
  reportsColQnt: 'Количество',
  reportsColSum: 'Сумма',
  reportsColOrders: 'Заказов',
  reportsColLast: 'Последний заказ',
  reportsColAdd: 'В корзину',
  /** {date}, {number}: the last order with the goods. */
  reportsLast: '{date}, № {number}',
  reportsWithdrawn: 'Снят с продажи',
  reportsExport: 'Скачать отчёт (.xlsx)',
  /** {qnt}: pieces; {sum}: money (formatted). */
  reportsTotal: 'Итого за период: {qnt} шт. на сумму {sum}',
} as const;

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(purchasedGoodsMessages);
export type PurchasedGoodsKey = Parameters<typeof t>[0];
