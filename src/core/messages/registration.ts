/** Strings of <b2b-registration>, loaded with its code; overridable like every message (./index.ts). */
import { areaText } from './text';

export const registrationMessages = {
  registrationDone:
    'Поздравляем! Вы зарегистрированы. После обработки данных администратором, вам будет открыт доступ в личный кабинет.',
  registrationRequestDone: 'Запрос на регистрацию успешно сформирован...',
  registrationTitle: 'Регистрация',
  registrationIntro: 'Поля, отмеченные звёздочкой, обязательны.',
  registrationSurname: 'Фамилия',
  registrationName: 'Имя',
  registrationPatronymic: 'Отчество',
  registrationPhone: 'Телефон',
  registrationEmail: 'E-mail',
  registrationCompany: 'Компания',
  registrationInn: 'ИНН',
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
  regionOther: 'другой',
} as const;

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(registrationMessages);
export type RegistrationKey = Parameters<typeof t>[0];
