/**
 * Strings of <b2b-chat>'s launcher and conversation (polled on every cabinet
 * page), loaded with its code; overridable like every message (./index.ts).
 * The panel's own (the log, the composer) are ./chat-panel.ts, fetched with
 * the panel.
 */
import { areaText } from './text';

export const chatMessages = {
  // <b2b-chat>
  chatTitle: 'Чат с менеджером',
  /** Launcher's accessible name with unread messages, plural forms; {n} is the count. */
  chatUnreadOne: 'Чат с менеджером: {n} непрочитанное сообщение',
  chatUnreadFew: 'Чат с менеджером: {n} непрочитанных сообщения',
  chatUnreadMany: 'Чат с менеджером: {n} непрочитанных сообщений',
  /** {error} is the Russian reason from the server or the network. */
  chatNotSent: 'Не отправлено: {error}',
  chatOffline: 'Нет связи. Переписка обновится, когда связь восстановится.',
  /** Announced to screen readers; {text} is the manager's message. */
  chatIncomingOne: 'Новое сообщение от менеджера: {text}',
  chatIncomingMany: 'Новые сообщения от менеджера: {n}',
} as const;

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(chatMessages);
export type ChatKey = Parameters<typeof t>[0];
