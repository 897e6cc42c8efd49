/** Strings of <b2b-basket>, loaded with its code; overridable like every message (./index.ts). */
import { areaText } from './text';

export const basketMessages = {
  // <b2b-basket>
  basketCaption: 'Товары в корзине',
  basketLoading: 'Загружаем корзину…',
  basketEmptyTitle: 'Корзина пуста',
  basketEmptyText: 'Добавьте товары из каталога или через быстрый заказ.',
  basketToCatalog: 'Перейти в каталог',
  basketColPicture: 'Фото',
  basketColArticul: 'Артикул',
  basketColHeader: 'Наименование',
  basketColPrice: 'Цена, ₽',
  basketColPriceRrc: 'РРЦ, ₽',
  basketColQuantity: 'Количество',
  basketColSum: 'Сумма, ₽',
  basketColStock: 'Остаток',
  /** Accessible name of a line's quantity field; {header} is the product name, {articul} tells apart goods of one name. */
  basketQuantityLabel: 'Количество: {header}, {articul}',
  basketNoStock: 'Нет на складе',
  /** {n} is the line's free stock in the chosen warehouse. */
  basketOverStock: 'На складе только {n} шт.',
  /** {n} is count.products. */
  basketTotalLines: 'Позиций: {n}',
  basketTotalSum: 'Итого:',
  /** On a phone, the bar under the lines that stays in view: it moves on to the delivery form. */
  basketToCheckout: 'К оформлению',
  /** Above the lines, shown when reached by Tab: skips every line's controls. */
  basketSkipToCheckout: 'К оформлению заказа',
  basketDeleteChecked: 'Удалить отмеченные',
  basketClear: 'Очистить корзину',
  /** {n} is the number of removed lines. */
  basketRemoved: 'Удалено позиций: {n}',
  basketCleared: 'Корзина очищена',
  basketChoiceTitle: 'Договор и склад',
  basketContract: 'Договор',
  basketWarehouse: 'Склад',
  basketChoiceSaving: 'Пересчитываем цены и остатки…',
  basketDeliveryTitle: 'Доставка и оплата',
  basketDeliveryMethod: 'Способ доставки',
  basketDeliveryCompany: 'Транспортная компания',
  basketDeliveryCompanyAddress: 'Адрес терминала',
  basketDeliveryTypeAddress: 'Адрес доставки',
  basketDeliveryTypeAddressHint: 'Город, улица, дом; склад или офис',
  basketChoose: 'Выберите…',
  basketDeliveryDate: 'Дата доставки',
  basketDeliveryDateHint: 'Будний день с завтрашнего дня, не дальше чем через неделю. Формат: дд.мм.гггг',
  basketDeliveryDateRule: 'Выберите будний день с завтрашнего дня и не дальше чем через неделю.',
  /** {error} is the Russian reason. */
  basketDeliveryNotSaved: 'Способ доставки не сохранён: {error}',
  basketDeliveryInitFailed: 'Не удалось загрузить способы доставки: {error}',
  basketAvailability: 'Выставление счетов',
  basketComment: 'Комментарий к заказу',
  basketSend: 'Оформить заказ',
  basketSending: 'Оформляем заказ…',
  basketSendStopped: 'Оформить заказ по этому договору нельзя, пока заказы приостановлены.',
  basketFormErrors: 'Проверьте поля, отмеченные красным.',
  basketOrderDoneTitle: 'Заказ оформлен',
  /** {number} is the order's number. */
  basketOrderDone: 'Заказ № {number} принят в работу. Товары из корзины перенесены в заказ.',
  basketDemoOrderDoneTitle: 'Демо-заказ оформлен',
  /** The demo intro says demo orders never reach the supplier: the confirmation says the same. */
  basketDemoOrderDone: 'Демо-заказ № {number} сохранён в истории заказов. В демо-режиме заказы не отправляются поставщику. Товары из корзины перенесены в заказ.',
  /** Another tab of the same buyer placed the order: {number} is its number, shown as a link. */
  basketOrderSentElsewhere: 'Заказ № {number} оформлен в другой вкладке: товары из корзины перенесены в него.',
  /** Basket edits kept on the device while the server cannot be reached: said once for the page (each line says it too). */
  basketUnsentPage: 'Не отправлено: нет связи. Изменения корзины сохранены на этом устройстве и уйдут на сервер, когда связь вернётся.',
  /** «Оформить заказ» with kept edits still unsent: the order would not hold them. */
  basketSendUnsent: 'Заказ не оформлен: изменения корзины ещё не отправлены, нет связи с сервером. Оформите заказ, когда связь вернётся.',
  /** The link to the placed order on the order history page. */
  basketOrderOpen: 'Открыть заказ № {number}',
  basketDraftSave: 'Сохранить как черновик',
  basketDraftTitle: 'Сохранить корзину как черновик',
  basketDraftName: 'Название черновика',
  basketDraftSubmit: 'Сохранить',
  /** {name} is the draft's name. */
  basketDraftSaved: 'Черновик «{name}» сохранён',
  basketSavedAddress: 'Адрес из списка',
} as const;

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(basketMessages);
export type BasketKey = Parameters<typeof t>[0];
