/** Strings of <b2b-registration>, loaded with its code; overridable like every message (./index.ts). */
import { areaText } from '../config';

export const registrationMessages = {
  registrationDone:
    'Поздравляем! Вы зарегистрированы. После обработки данных администратором, вам будет открыт доступ в личный кабинет.',
  registrationRequestDone: 'Запрос на регистрацию успешно сформирован...',
  // Visitor and contact modals (issue 10): <b2b-callback>, <b2b-registration>, <b2b-login>
  /** Shared by the three forms. */
  emailInvalid: 'Введите адрес электронной почты полностью, например ivanov@example.ru.',
  registrationTitle: 'Регистрация',
  registrationIntro: 'Поля, отмеченные звёздочкой, обязательны.',
  registrationSurname: 'Фамилия',
  registrationName: 'Имя',
  registrationPatronymic: 'Отчество',
  registrationPhone: 'Телефон',
  registrationEmail: 'E-mail',
  registrationCompany: 'Компания',
  registrationInn: 'ИНН',
  registrationInnHint: '10 цифр для организации, 12 цифр для ИП.',
  registrationCity: 'Город',
  registrationRegion: 'Регион',
  registrationRegionOther: 'Ваш регион',
  registrationFile: 'Карточка предприятия',
  /** {types} lists the kinds of files, {max} the size limit in Russian units. */
  registrationFileHint: 'Изображение или документ ({types}), не больше {max}.',
  /** {name} is the chosen file's name. */
  registrationFileType: 'Файл «{name}» не подходит: приложите изображение или документ ({types}).',
  /** {size} of the file, {max} allowed, both in Russian units. */
  registrationFileSize: 'Файл слишком большой: {size}, можно не больше {max}.',
  registrationCaptcha: 'Код с картинки',
  registrationCaptchaImage: 'Код для проверки. Нажмите, чтобы показать другую картинку',
  registrationCaptchaHint: 'Не разобрать код? Нажмите на картинку, чтобы показать другую.',
  registrationSubmit: 'Зарегистрироваться',
  registrationRequestSubmit: 'Отправить запрос',
  registrationProgress: 'Отправка заявки',
  innLength: 'ИНН состоит из 10 цифр (организация) или 12 цифр (ИП), а здесь цифр: {n}.',
  innNotDigits: 'В ИНН могут быть только цифры.',
  innChecksum: 'Такого ИНН не бывает: не сходится контрольная цифра. Проверьте, нет ли опечатки.',
  regionOther: 'другой',
} as const;

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(registrationMessages);
export type RegistrationKey = Parameters<typeof t>[0];
