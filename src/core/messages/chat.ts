/** Strings of <b2b-chat>, loaded with its code; overridable like every message (./index.ts). */
import { areaText } from './text';

export const chatMessages = {
  // <b2b-chat> (issue 9)
  chatTitle: 'Чат с менеджером',
  /** Launcher's accessible name with unread messages, plural forms; {n} is the count. */
  chatUnreadOne: 'Чат с менеджером: {n} непрочитанное сообщение',
  chatUnreadFew: 'Чат с менеджером: {n} непрочитанных сообщения',
  chatUnreadMany: 'Чат с менеджером: {n} непрочитанных сообщений',
  chatCollapse: 'Свернуть чат',
  chatLog: 'Переписка с менеджером',
  chatEmpty: 'Здесь пока нет сообщений. Задайте вопрос: менеджер ответит в рабочее время.',
  chatFromCustomer: 'Вы',
  chatFromManager: 'Менеджер',
  chatInputLabel: 'Сообщение менеджеру',
  chatPlaceholder: 'Напишите сообщение…',
  chatInputHint: 'Enter — отправить, Shift+Enter — новая строка.',
  chatSend: 'Отправить',
  chatSending: 'Отправляется…',
  /** {error} is the Russian reason from the server or the network. */
  chatNotSent: 'Не отправлено: {error}',
  chatResend: 'Отправить ещё раз',
  chatEdit: 'Изменить',
  chatOffline: 'Нет связи. Переписка обновится, когда связь восстановится.',
  /** After a failed poll; {s} is whole seconds until the next try. */
  chatRetryIn: 'Следующая попытка через {s} с.',
  chatNewBelow: 'Новые сообщения',
  /** Announced to screen readers; {text} is the manager's message. */
  chatIncomingOne: 'Новое сообщение от менеджера: {text}',
  chatIncomingMany: 'Новые сообщения от менеджера: {n}',
} as const;

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(chatMessages);
export type ChatKey = Parameters<typeof t>[0];
