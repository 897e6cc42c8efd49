/**
 * The messages more than one widget (or core itself) shows: the spec's shared
 * strings (sections 5, 6, 8), errors of the network layer, buttons.
 * Each widget's own strings live in ./<widget>.ts, in that widget's chunk.
 */
export const commonMessages = {
  // Section 5: validation
  dateRange: 'Ошибка во временных периодах: дата начала периода больше или равна дате конца периода',
  required: 'Это поле необходимо заполнить.',
  zeroQuantity: 'Укажите количество товара',
  stockShortage: 'Не достаточно свободных остатков на складе',
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
  /** {n} is replaced by the number of goods added. */
  repeatDoneCount: 'Добавлено товаров - {n} шт.',
  addedToBasket: 'Товар добавлен в корзину',
  // Confirmations (buttons Да/Нет)
  confirmTitle: 'Подтвердите действие',
  confirmClearBasket: 'Вы действиетельно хотите очистить корзину?',
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
  /** An aborted (superseded or cancelled) request: callers ignore it, so users rarely see this. */
  requestAborted: 'Запрос отменён',
  retry: 'Повторить',
  close: 'Закрыть',
  save: 'Сохранить',
  cancel: 'Отмена',
  loading: 'Загрузка…',
  toCart: 'Перейти в корзину',
  continueShopping: 'Продолжить покупки',
  fastOrderLineVariant: 'Вариант для строки {n}',
  fastOrderLinesLeft: 'Не добавлено строк: {n}. Исправьте их или вставьте заново.',
  sending: 'Отправляем…',
  /** Catalogue, carousels and prices shown to a visitor (the server refuses their calls). */
  catalogVisitor: 'Каталог, цены и остатки доступны после входа в личный кабинет.',
  /** The link of a visitor's login hint; it opens <b2b-login>. */
  visitorLogin: 'Войти',
  productArticul: 'Артикул',
  productPriceRrc: 'РРЦ',
  productVariants: 'Варианты',
  basketLineSaving: 'Сохраняем…',
  /** Spec 3: the default draft label is a basket named by date and time. */
  basketDraftDefault: 'Корзина от {date} {time}',
  ordersColDate: 'Дата',
  ordersColContract: 'Договор',
  ordersColSum: 'Сумма',
  ordersColActions: 'Действия',
  ordersRepeat: 'Повторить',
  draftsOpen: 'Открыть',
  /** The need toggle's visible text; its state is aria-pressed. */
  productNeed: 'В потребности',
  productPrice: 'Цена',
  productVariantName: '{header}, {params}',
  confirmDeleteChecked: 'Удалить отмеченные товары?',
  // <b2b-addresses>, <b2b-consignees>, <b2b-notification-settings>
  placesAdd: 'Добавить',
  placesEdit: 'Изменить',
  placesDelete: 'Удалить',
  placesDeleteChecked: 'Удалить отмеченные',
  placesFailed: 'Не удалось: {reason}',
  addressPostindexRule: 'Индекс: 6 цифр',
  topNewsLabel: 'Новость',
  emailInvalid: 'Введите адрес электронной почты полностью, например ivanov@example.ru.',
  registrationInnHint: '10 цифр для организации, 12 цифр для ИП.',
  innLength: 'ИНН состоит из 10 цифр (организация) или 12 цифр (ИП), а здесь цифр: {n}.',
  innNotDigits: 'В ИНН могут быть только цифры.',
  innChecksum: 'Такого ИНН не бывает: не сходится контрольная цифра. Проверьте, нет ли опечатки.',
  // Spec 3's invoicing types: chosen in the basket, shown again in an order's details.
  basketAvailability1: 'Один счёт на товары в наличии и под заказ',
  basketAvailability2: 'Отдельные счета на товары в наличии и под заказ',
  basketAvailability3: 'Счёт только на товары в наличии',
} as const;

export type CommonKey = keyof typeof commonMessages;
