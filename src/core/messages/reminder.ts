/** Strings of <b2b-reminder>, loaded with its dialog's code; overridable like every message (./index.ts). */
import { areaText } from './text';

export const reminderMessages = {
  reminderEmpty: 'Вы ничего не ввели',
  reminderSent: 'Письмо с вашими данными было отправлено на вашу почту',
  reminderTitle: 'Восстановление пароля',
  reminderIntro: 'Укажите E-mail, с которым вы зарегистрированы: мы пришлём на него данные для входа.',
  reminderEmail: 'E-mail',
  reminderSubmit: 'Напомнить пароль',
  reminderBack: 'Вернуться ко входу',
} as const;

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(reminderMessages);
