/**
 * Every user-facing Russian string of the spec (sections 5, 6 and 8), verbatim,
 * typos included ("действиетельно"): tests import them from here, never retype.
 * A host page may override any entry with configure({ messages }) or a JSON
 * <script type="application/json" id="b2b-messages"> block.
 */
export const defaultMessages = {
  // Section 5: validation
  dateRange: 'Ошибка во временных периодах: дата начала периода больше или равна дате конца периода',
  required: 'Это поле необходимо заполнить.',
  zeroQuantity: 'Укажите количество товара',
  stockShortage: 'Не достаточно свободных остатков на складе',
  reminderEmpty: 'Вы ничего не ввели',
  chooseContract: 'Выберите договор',
  loginTaken: 'Этот Логин уже занят',
  emailTaken: 'Этот Email уже занят',
  contragentTaken: 'Этот контрагент уже зарегистрирован',
  // Section 6: notices
  stopOrdersTitle: 'Уведомление о приостановке заказов',
  debtTitle: 'Уведомление о просроченной задолженности',
  // Section 8: results
  dataNotSaved: 'Ошибка. Данные не сохранены',
  dataSaved: 'Данные сохранены',
  settingsUpdated: 'Настройки успешно обновлены',
  newsletterDone: 'Рассылка успешно завершена!',
  reminderUnknown: 'В нашей базе не содержится такого E-mail',
  reminderSent: 'Письмо с вашими данными было отправлено на вашу почту',
  repeatEmptyTitle: 'Нет в наличии',
  repeatEmpty: 'Невозможно повторить заказ. Товаров нет в наличии!',
  repeatDone: 'Заказ добавлен в корзину',
  /** {n} is replaced by the number of goods added. */
  repeatDoneCount: 'Добавлено товаров - {n} шт.',
  addedToBasket: 'Товар добавлен в корзину',
  registrationDone:
    'Поздравляем! Вы зарегистрированы. После обработки данных администратором, вам будет открыт доступ в личный кабинет.',
  registrationRequestDone: 'Запрос на регистрацию успешно сформирован...',
  // Confirmations (buttons Да/Нет)
  confirmTitle: 'Подтвердите действие',
  confirmClearBasket: 'Вы действиетельно хотите очистить корзину?',
  confirmDeleteChecked: 'Удалить отмеченные товары?',
  confirmDeleteAddress: 'Удалить адрес?',
  confirmDeleteConsignee: 'Удалить грузополучателя?',
  yes: 'Да',
  no: 'Нет',

  // Our own strings (not in the spec), kept here so a host can override them too.
  /** Section 4's 'N Records Selected', in Russian with plural forms; {n} is the count. */
  recordsSelectedOne: 'Выбрана {n} запись',
  recordsSelectedFew: 'Выбрано {n} записи',
  recordsSelectedMany: 'Выбрано {n} записей',
  widgetCrashed: 'Не удалось показать этот блок. Обновите страницу.',
  networkError: 'Нет связи с сервером. Проверьте подключение и повторите.',
  timeoutError: 'Сервер не ответил вовремя. Повторите попытку.',
  serverError: 'Ошибка сервера. Повторите попытку позже.',
  badReply: 'Сервер прислал неожиданный ответ. Повторите попытку позже.',
  retry: 'Повторить',
  close: 'Закрыть',
  loading: 'Загрузка…',
  toCart: 'Перейти в корзину',
  continueShopping: 'Продолжить покупки',
} as const;

export type MessageKey = keyof typeof defaultMessages;
export type Messages = Record<MessageKey, string>;
