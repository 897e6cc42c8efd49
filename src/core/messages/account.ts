/**
 * Strings of <b2b-counterparties>, <b2b-managers> and the price politics dialog,
 * loaded with their code; overridable like every message (./index.ts).
 */
import { areaText } from './text';

export const accountMessages = {
  accountTabs: 'Разделы личного кабинета',
  counterpartiesCaption: 'Контрагенты',
  counterpartiesEmpty: 'Контрагентов пока нет. Добавьте первого.',
  counterpartiesAdd: 'Добавить контрагента',
  counterpartiesEditTitle: 'Контрагент',
  counterpartiesCompany: 'Компания',
  counterpartiesInn: 'ИНН',
  counterpartiesKpp: 'КПП',
  counterpartiesKppInvalid: 'КПП состоит из 9 символов: цифры, 5-й и 6-й могут быть заглавными латинскими буквами.',
  counterpartiesState: 'Состояние',
  counterpartiesActive: 'Активен',
  counterpartiesInactive: 'Не активен',
  counterpartiesDuplicate: 'Дубликат',
  counterpartiesDuplicateHint: 'Этот ИНН и КПП есть у другого клиента портала',
  counterpartiesRowLabel: 'Выбрать контрагента {name}',
  accountEdit: 'Изменить',
  accountDelete: 'Удалить',
  accountActivate: 'Включить',
  accountDeactivate: 'Выключить',
  accountActivateChecked: 'Включить отмеченные',
  accountDeactivateChecked: 'Выключить отмеченные',
  accountDeleteChecked: 'Удалить отмеченные',
  accountActions: 'Действия',
  /** {name}: the row's name; {action}: what the button does. */
  accountActionLabel: '{action}: {name}',
  accountDeleteAsk: 'Удалить «{name}»?',
  accountDeleteCheckedAsk: 'Удалить отмеченные записи ({n})?',
  accountFailed: 'Не удалось: {reason}',
  managersCaption: 'Менеджеры',
  managersEmpty: 'Менеджеров пока нет. Добавьте менеджера, чтобы он заказывал по выбранным договорам.',
  managersAdd: 'Добавить менеджера',
  managersFormTitle: 'Менеджер',
  managersLogin: 'Логин',
  managersEmail: 'E-mail',
  managersName: 'ФИО',
  managersPhone: 'Телефон',
  managersContracts: 'Договоры',
  managersContractsAll: 'Все договоры контрагента {name}',
  managersAddresses: 'Адреса доставки',
  managersEnabled: 'Доступ',
  managersEnabledOn: 'Включён',
  managersEnabledOff: 'Отключён',
  managersPrices: 'Ценовая политика',
  managersRowLabel: 'Выбрать менеджера {name}',
  managersPasswordSent: 'Пароль отправлен менеджеру на {email}.',
  pricePoliticsTitle: 'Ценовая политика: {name}',
  pricePoliticsIntro: 'Цены менеджера по каждому договору: скидка или наценка в процентах к цене договора.',
  pricePoliticsKind: 'Вид',
  pricePoliticsDiscount: 'Скидка',
  pricePoliticsMarkup: 'Наценка',
  pricePoliticsPercent: 'Процент',
  pricePoliticsPercentInvalid: 'Процент — число от 0 до 99, не больше двух знаков после запятой.',
  pricePoliticsNone: 'У менеджера нет договоров: назначьте их в форме менеджера.',
  loginInvalid: 'Логин: от 3 до 50 латинских букв, цифр, точек, дефисов или подчёркиваний.',
} as const;

export type AccountMessageKey = keyof typeof accountMessages;

/** t() for the account widgets: their own keys and the common ones. */
export const t = areaText(accountMessages);
export type AccountKey = Parameters<typeof t>[0];
