/**
 * Russian texts of the portal. The spec's own messages come from the widgets'
 * dictionary (src/core/messages/); the rest are the server's, kept here once.
 */
import { formatPrice, NBSP } from '../../../src/core/format';
import { defaultMessages } from '../../../src/core/messages';

export const spec = defaultMessages;

export const msg = {
  loginRequired: 'Требуется вход в личный кабинет',
  forbidden: 'Недостаточно прав для этого действия',
  csrf: 'Запрос отклонён: он отправлен не со страницы портала. Обновите страницу и повторите.',
  notFound: 'Не найдено',
  apiNotFound: 'Такого метода нет',
  internal: 'Внутренняя ошибка сервера. Повторите попытку позже.',
  badJson: 'Некорректный JSON в теле запроса',
  badRequest: 'Некорректный запрос',
  tooLarge: 'Слишком большой запрос',
  /** A statement cancelled by the database's statement_timeout. */
  queryTimeout: 'Запрос выполнялся слишком долго и был остановлен. Сузьте условия (период, фильтры) и повторите.',
  badCredentials: 'Неверный логин или пароль',
  contractNotFound: 'Договор не найден',
  noContracts: 'Нет доступных договоров',
  warehouseNotFound: 'Склад не найден',
  catalogNotFound: 'Раздел каталога не найден',
  productNotFound: 'Товар не найден',
  listEntryNotFound: 'Товара нет в вашем списке',
  lineNotFound: 'Такой позиции нет в корзине',
  customerNotFound: 'Покупатель не найден',
  basketEmpty: 'Корзина пуста',
  draftHeaderEmpty: 'Укажите название черновика',
  keywordEmpty: 'Введите текст для поиска',
  keywordShort: 'Введите не меньше 2 символов',
  messageEmpty: 'Введите сообщение',
  chatMessageNotFound: 'Такого сообщения нет в вашей переписке',
  captchaEmpty: 'Введите код с картинки',
  /** The form shows a new picture after every refusal: the text asks for its code, not for a refresh. */
  captchaWrong: 'Неверный код с картинки. Введите код с новой картинки.',
  emailInvalid: 'Укажите корректный E-mail',
  fileTooLarge: 'Файл слишком большой (не больше 5 МБ)',
  complaintEmpty: 'Не выбраны товары для рекламации',
  complaintBad: 'Количество в рекламации должно быть целым положительным числом',
  /** `Поле «qnt»: ...` */
  field: (name: string, what: string) => `Поле «${name}»: ${what}`,
};

/** Placing an order and the basket's delivery choice (basket/place-order.ts, basket/delivery.ts). */
export const orderMsg = {
  deliveryNotFound: 'Такого способа доставки нет',
  companyRequired: 'Выберите транспортную компанию',
  companyNotFound: 'Такой транспортной компании нет',
  addressRequired: 'Выберите адрес терминала транспортной компании',
  addressWrong: 'Этот адрес не относится к выбранной транспортной компании',
  typeAddressRequired: 'Укажите адрес доставки',
  dateRequired: 'Укажите дату доставки',
  dateNotAllowed: 'Дата доставки: с завтрашнего дня и не дальше чем через неделю, кроме субботы и воскресенья',
  availabilityRequired: 'Выберите, как выставить счёт',
};

/**
 * Price list and uploads: the file's header cells (one more per
 * warehouse: its name) and refusals only the portal gives; the widget shows
 * the portal's text as it comes.
 */
export const priceFileMsg = {
  priceFileArticul: 'Артикул',
  priceFileHeader: 'Наименование',
  priceFileBrand: 'Бренд',
  priceFilePrice: 'Цена',
  priceFileRrc: 'РРЦ',
  priceFileQuantity: 'Количество',
  priceUploadBodyTooLarge: 'Файл слишком большой: можно не больше {limit}.',
  priceUploadNotSpreadsheet: 'Файл «{name}» не является таблицей {type}: возможно, у него неверное расширение. Сохраните его из Excel как XLSX или CSV.',
  priceUploadOldXls: 'Файл «{name}» в старом формате Excel 97–2003. Сохраните его как XLSX или CSV и загрузите снова.',
  priceUploadNoColumns: 'Не удалось найти колонки артикула и количества. Подпишите их в первой строке: «Артикул» и «Количество».',
  // What reading one file may cost: each names the file and the limit it passed.
  priceUploadUnpackedTooLarge: 'Файл «{name}» в распакованном виде больше {limit}: в заказе столько данных не бывает. Оставьте в книге только лист с заказом или разделите заказ на части.',
  priceUploadTooManyParts: 'Файл «{name}» состоит из {n} частей, а можно не больше {limit}. Скопируйте лист с заказом в новую книгу Excel и загрузите её.',
  priceUploadTooManySheets: 'В файле «{name}» {n} листов, а можно не больше {limit}. Оставьте в книге только лист с заказом.',
  priceUploadRatio: 'Файл «{name}» сжат в {n} раз, а таблицы Excel сжимаются не больше чем в {limit}: такой файл не принимается. Сохраните заказ из Excel заново.',
  priceUploadTooManyRows: 'Файл «{name}» длиннее {rows} строк, а в одном заказе можно не больше {limit} строк с товарами. Разделите его на части.',
  priceUploadTooManyColumns: 'В файле «{name}» больше {limit} колонок. Оставьте колонки артикула и количества.',
  priceUploadTooManyStrings: 'В файле «{name}» больше {limit} разных текстов: это не заказ. Оставьте в книге только лист с заказом.',
  priceUploadCellTooLong: 'В файле «{name}» есть ячейка длиннее {limit} символов. Для заказа нужны только артикул и количество: удалите длинные тексты.',
  priceUploadLineTooLong: 'В файле «{name}» строка {line} длиннее {limit} символов. Для заказа нужны только артикул и количество: удалите длинные тексты.',
  priceUploadUtf16: 'Файл «{name}» в кодировке UTF-16, а можно UTF-8 или Windows-1251. Сохраните его из Excel как «CSV UTF-8» и загрузите снова.',
  priceUploadDamaged: 'Файл «{name}» повреждён: его не удалось распаковать. Сохраните его из Excel заново и загрузите снова.',
  priceTextLineTooLong: 'Строка {line} длиннее {limit} символов. Вставьте только артикул и количество.',
};

/** The price list and uploads' input refusals (routes/pricelist.ts). */
export const priceMsg = {
  noCategories: 'Выберите хотя бы один раздел каталога',
  noFile: 'Выберите файл с заказом',
  cartListEmpty: 'Не выбрано ни одной позиции',
};

/** Order history and drafts (history/, routes/orders.ts and routes/drafts.ts). */
export const historyMsg = {
  orderNotFound: 'Заказ не найден',
  draftNotFound: 'Черновик не найден',
  lineNotInSource: 'В заказе нет такой позиции',
  withdrawnHeader: 'Товар снят с продажи',
  noIds: 'Не выбраны заказы',
};

/** Addresses, consignees and notification settings (routes/account-places.ts). */
export const placesMsg = {
  addressNotFound: 'Адрес не найден',
  addressEmpty: 'Укажите адрес доставки',
  postindexBad: 'Почтовый индекс: 6 цифр',
  consigneeNotFound: 'Грузополучатель не найден',
  surnameEmpty: 'Укажите фамилию грузополучателя',
  nameEmpty: 'Укажите имя грузополучателя',
  scanNotFound: 'Скан доверенности не загружен',
  fileMissing: 'Выберите файл со сканом доверенности',
  /** Spec 5: "Image upload must be an image type". */
  notImage: 'Скан доверенности должен быть изображением: JPG, PNG, GIF или WEBP',
  notificationNotFound: 'Такого уведомления нет',
  userNotFound: 'Пользователь не найден',
  /** A sub-manager asking for the account's addresses or consignees. */
  ownerOnly: 'Адреса доставки и грузополучателей ведёт владелец аккаунта. Обратитесь к нему.',
  nothingChosen: 'Не выбрано ни одной записи',
};

/** Reconciliation acts (routes/acts.ts, acts/). */
export const actMsg = {
  actNotFound: 'Акт сверки не найден',
  contragentNotFound: 'Контрагент не найден',
  badDate: (name: string) => `Поле «${name}»: укажите дату в виде дд.мм.гггг`,
  /** The job's refusals (the list shows the reason). */
  noOperations: 'По договору нет операций и задолженности за этот период',
  failed: 'Не удалось подготовить акт. Запросите его ещё раз.',
  /** The file. */
  title: 'Акт сверки взаимных расчётов',
  period: 'за период',
  contract: 'Договор',
  party: 'Контрагент',
  colDate: 'Дата',
  colDocument: 'Документ',
  colDebit: 'Дебет (отгрузка), ₽',
  colCredit: 'Кредит (оплата), ₽',
  colBalance: 'Сальдо, ₽',
  opening: 'Сальдо на начало периода',
  turnover: 'Обороты за период',
  closing: 'Сальдо на конец периода',
  // Sums as the widgets write them (core/format): «12 345,60 ₽», not «12345.60 ₽».
  debtOf: (n: number) => `Задолженность покупателя на конец периода: ${formatPrice(n)}${NBSP}₽`,
  prepaid: (n: number) => `Переплата покупателя на конец периода: ${formatPrice(n)}${NBSP}₽`,
  settled: 'Задолженности на конец периода нет',
  fileName: (contract: string, start: string, end: string) => `Акт сверки ${contract} ${start}-${end}.xlsx`,
};

/** The account page's owner side (routes/account.ts). */
export const accountMsg = {
  ownerOnly: 'Этот раздел личного кабинета доступен только владельцу аккаунта',
  managersOwnerOnly: 'Управлять менеджерами может только владелец аккаунта',
  disabled: 'Ваша учётная запись отключена владельцем аккаунта. Обратитесь к нему, чтобы снова получить доступ.',
  /** The page after a disabled user's session ended (pages/signed-out.ts). */
  signedOutDisabled: 'Вы вышли из личного кабинета: владелец аккаунта отключил вашу учётную запись. Чтобы снова получить доступ, обратитесь к нему.',
  contragentNotFound: 'Контрагент не найден',
  managerNotFound: 'Менеджер не найден',
  addressNotFound: 'Адрес не найден',
  companyEmpty: 'Укажите название компании',
  noIds: 'Не выбраны записи',
  typeId: 'Поле «type_id»: менеджер может быть только типа 2',
  contractNotAssigned: 'Этот договор не назначен менеджеру',
  passwordSubject: 'Доступ в личный кабинет оптового портала',
  passwordBody: (name: string, login: string, password: string, owner: string) =>
    `Здравствуйте, ${name}! ${owner} открыл вам доступ в личный кабинет. Логин: ${login}. Пароль: ${password}. Смените пароль после первого входа.`,
};

/** The texts of the forms: the reminder limit, project orders, the newsletter. */
export const formsMsg = {
  /** {n}: minutes until the next letter may be asked for. */
  reminderTooOften: (n: number) =>
    `Письмо на этот адрес уже отправлено. Проверьте почту (и папку «Спам»); повторить запрос можно через ${n} мин.`,
  partnerEmpty: 'Укажите партнёра',
  districtEmpty: 'Выберите федеральный округ',
  districtUnknown: 'Такого федерального округа нет',
  regionEmpty: 'Выберите регион',
  regionUnknown: 'Такого региона нет',
  regionNotInDistrict: 'Регион не относится к выбранному федеральному округу',
  cityEmpty: 'Укажите город',
  linesTooMany: 'Слишком много строк: не больше 500',
  /** Line {n}: the reason from core/messages. */
  line: (n: number, reason: string) => `Строка ${n}: ${reason}`,
  unknownArticul: (n: number, articul: string) => `Строка ${n}: товара с артикулом «${articul}» нет в каталоге`,
  newsletterIdEmpty: 'Не указан номер рассылки',
  newsletterHeaderEmpty: 'Укажите заголовок рассылки',
  newsletterBodyEmpty: 'Текст рассылки пуст',
};
