/**
 * The notification settings (getCustomerSettings, read by useLoad): each toggle is optimistic,
 * it shows the new state at once and sends it; a failure puts back the last
 * state the server confirmed and says so. A second click on the same toggle
 * while the first is on its way wins: only the newest answer of a toggle
 * decides, so a late failure of an older click rolls nothing back.
 */
import { useCallback, useRef, useState } from 'react';
import { getCustomerSettings, newsletterSubscribeToggle, updateNotifyStatus } from '../../core/api/settings';
import { t } from '../../core/messages/notification-settings';
import type { Notification } from '../../core/types';
import { errorText } from '../../stores/api-errors';
import { useLoad } from '../../blocks/load/use-load';

/** The newsletter is kept under this key beside the notifications' ids. */
export const NEWSLETTER = 'newsletter';
type Key = number | typeof NEWSLETTER;

export interface SettingsState {
  notifications: readonly Notification[];
  newsletter: boolean;
}

export function useNotificationSettings() {
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string; n: number } | null>(null);
  /** What the server last confirmed, per toggle. */
  const confirmed = useRef(new Map<Key, boolean>());
  /** The newest click per toggle. */
  const latest = useRef(new Map<Key, number>());
  const clicks = useRef(0);

  const settings = useLoad(async (signal): Promise<SettingsState> => {
    const data = await getCustomerSettings({ signal });
    confirmed.current = new Map<Key, boolean>([[NEWSLETTER, data.notification.newsletter], ...data.notifications.map((n) => [n.id, n.enabled] as [Key, boolean])]);
    return { notifications: data.notifications, newsletter: data.notification.newsletter };
  }, []);
  const { update } = settings;

  const show = useCallback(
    (key: Key, enabled: boolean) =>
      update((s) => (key === NEWSLETTER ? { ...s, newsletter: enabled } : { ...s, notifications: s.notifications.map((n) => (n.id === key ? { ...n, enabled } : n)) })),
    [update],
  );

  const toggle = useCallback(
    async (key: Key, enabled: boolean, name: string) => {
      const click = ++clicks.current;
      latest.current.set(key, click);
      show(key, enabled);
      try {
        if (key === NEWSLETTER) await newsletterSubscribeToggle(enabled);
        else await updateNotifyStatus(key, enabled);
        confirmed.current.set(key, enabled);
        if (latest.current.get(key) === click) setMessage({ tone: 'success', text: t('settingsUpdated'), n: click });
      } catch (error) {
        if (latest.current.get(key) !== click) return;
        show(key, confirmed.current.get(key) ?? !enabled);
        setMessage({ tone: 'error', text: t('notifyFailed', { name, reason: errorText(error) }), n: click });
      }
    },
    [show],
  );

  return {
    notifications: settings.data?.notifications ?? null,
    newsletter: settings.data?.newsletter ?? false,
    error: settings.error,
    retry: settings.retry,
    message,
    dismiss: () => setMessage(null),
    toggle,
  };
}
