/** Strings of <b2b-newsletter-form>, loaded with its code; overridable like every message (./index.ts). */
import { areaText } from './text';

export const newsletterFormMessages = {
  newsletterHeader: 'Заголовок',
  newsletterAnons: 'Анонс',
  newsletterBody: 'Текст письма (HTML)',
  newsletterPreview: 'Предпросмотр',
  newsletterSend: 'Отправить рассылку',
  newsletterConfirm: 'Отправить рассылку всем подписанным покупателям?',
  /** {n}: letters written. */
  newsletterSentCount: 'Отправлено писем: {n}',
  newsletterAlready: 'Эта рассылка уже была отправлена: повторно письма не отправлены.',
  newsletterFailed: 'Рассылка не отправлена: {error}',
  newsletterNew: 'Новая рассылка',
} as const;

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(newsletterFormMessages);
export type NewsletterFormKey = Parameters<typeof t>[0];
