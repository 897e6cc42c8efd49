/** Strings of <b2b-notification-settings>, loaded with its code; overridable like every message (./index.ts). */
import { areaText } from './text';

export const notificationSettingsMessages = {
  notifySettingsTitle: 'Уведомления',
  notifyNewsletter: 'Получать рассылку новостей',
  notifyListTitle: 'Присылать уведомления',
  /** {name}: the notification; {reason}: why it failed. */
  notifyFailed: 'Настройка «{name}» не сохранена: {reason}',
} as const;

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(notificationSettingsMessages);
export type NotificationSettingsKey = Parameters<typeof t>[0];
