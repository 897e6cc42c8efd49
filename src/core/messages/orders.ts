/** Strings of <b2b-orders>, loaded with its code; overridable like every message (./index.ts). */
import { areaText } from './text';

export const ordersMessages = {
  // <b2b-orders> and <b2b-drafts>
  ordersCaption: 'История заказов',
  ordersFilter: 'Фильтр заказов',
  ordersContract: 'Договор',
  ordersAllContracts: 'Все договоры',
  ordersPeriod: 'Период',
  ordersWeek: 'Неделя',
  ordersMonth: 'Месяц',
  ordersQuarter: 'Квартал',
  ordersYear: 'Год',
  ordersCustom: 'Свой период',
  ordersPaid: 'Оплата',
  ordersPaidAny: 'Все',
  ordersPaidYes: 'Оплачен',
  ordersPaidNo: 'Не оплачен',
  ordersState: 'Состояние',
  ordersProjectStatus: 'Статус проекта',
  ordersAny: 'Все',
  ordersNumber: 'Номер заказа',
  ordersApply: 'Показать',
  ordersReset: 'Сбросить',
  ordersEmpty: 'Заказов за этот период нет',
  /** {n} orders found. */
  ordersFound: 'Найдено заказов: {n}',
  ordersColNumber: 'Номер',
  ordersColPaid: 'Оплата',
  ordersColState: 'Состояние',
  ordersColProject: 'Статус проекта',
  ordersColDelivery: 'Дата доставки',
  ordersCancel: 'Отменить',
  ordersRepeatChecked: 'Повторить отмеченные',
  /** {number} is the order's number. */
  ordersLinesTitle: 'Заказ {number}',
  ordersOpen: 'Открыть заказ {number}',
  /** {number}: the order whose cancel failed. */
  ordersCancelFailed: 'Заказ {number} не отменён: {reason}',
  /** A cancel refused because the order was cancelled meanwhile (another tab, a manager): core/rules/order-cancel.ts. */
  ordersAlreadyCancelled: 'Заказ {number} уже отменён',
  /** A cancel refused because the order moved on meanwhile: {status} is the name of its state now. */
  ordersNotCancellable: 'Заказ {number} уже нельзя отменить: его состояние «{status}»',
  ordersRowLabel: 'Выбрать заказ {number}',
  // An order's details: what the buyer chose when placing it.
  ordersDetails: 'Условия заказа',
  ordersPlacedAt: 'Оформлен',
  ordersSum: 'Сумма',
  ordersDelivery: 'Доставка',
  ordersWarehouse: 'Склад',
  ordersDeliveryDate: 'Дата доставки',
  ordersInvoice: 'Выставление счетов',
  ordersComment: 'Комментарий',
  ordersNoComment: 'нет',
  /** Why «Повторить» is disabled: {contract} the contract, {notice} its stop-orders notice. */
  ordersRepeatStopped: 'Повторить заказы по договору «{contract}» нельзя: {notice}',
} as const;

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(ordersMessages);
export type OrdersKey = Parameters<typeof t>[0];
