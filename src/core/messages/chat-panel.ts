/**
 * Strings of <b2b-chat>'s panel (the log, the composer, its header): apart
 * from ./chat.ts so they load with the panel's chunk, fetched when the panel
 * first shows, not on every cabinet page; overridable like every message
 * (./index.ts).
 */
import { chatMessages } from './chat';
import { areaText } from './text';

export const chatPanelMessages = {
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
  chatResend: 'Отправить ещё раз',
  chatEdit: 'Изменить',
  /** After a failed poll; {s} is whole seconds until the next try. */
  chatRetryIn: 'Следующая попытка через {s} с.',
  chatNewBelow: 'Новые сообщения',
} as const;

/** t() for the panel: its keys, the chat's (the title, a message's failure) and the common ones. */
export const t = areaText({ ...chatMessages, ...chatPanelMessages });
