/** Strings of <b2b-orders> and <b2b-drafts> (their repeat flow), loaded with its code; overridable like every message (./index.ts). */
import { areaText } from './text';

export const repeatMessages = {
  repeatEmptyTitle: 'Нет в наличии',
  repeatEmpty: 'Невозможно повторить заказ. Товаров нет в наличии!',
  repeatDone: 'Заказ добавлен в корзину',
  ordersRepeatFailed: 'Не удалось повторить: {reason}',
  linesArticul: 'Артикул',
  linesHeader: 'Наименование',
  linesQnt: 'Количество',
  linesPrice: 'Цена',
  linesSum: 'Сумма',
  previewTitle: 'Что изменилось с тех пор',
  previewIntro: 'Отметьте товары и укажите количество: в корзину попадёт только то, что есть в наличии.',
  previewAdd: 'Добавить в корзину',
  previewPick: 'Добавить {header}',
  previewQnt: 'Количество: {header}',
  previewThen: 'Было',
  previewNow: 'Сейчас',
  /** {diff} is the price difference in roubles. */
  previewDearer: 'дороже на {diff}',
  previewCheaper: 'дешевле на {diff}',
  previewSame: 'цена прежняя',
  previewWithdrawn: 'Снят с продажи',
  /** {n}: how many can be had now. */
  previewShort: 'В наличии только {n} шт.',
  previewNone: 'Нет в наличии',
} as const;

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(repeatMessages);
export type RepeatKey = Parameters<typeof t>[0];
