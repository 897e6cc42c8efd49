/** Strings of <b2b-callback>, loaded with its code; overridable like every message (./index.ts). */
import { areaText } from './text';

export const callbackMessages = {
  callbackTitle: 'Заказать звонок',
  callbackIntro: 'Оставьте телефон, и менеджер перезвонит вам в рабочее время.',
  callbackPhone: 'Телефон',
  callbackName: 'Имя',
  callbackSubmit: 'Жду звонка',
  callbackThanks: 'Спасибо! Заявка принята, менеджер перезвонит вам в ближайшее время.',
} as const;

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(callbackMessages);
export type CallbackKey = Parameters<typeof t>[0];
