/**
 * The notification settings (getCustomerSettings): each toggle is optimistic,
 * it shows the new state at once and sends it; a failure puts back the last
 * state the server confirmed and says so. A second click on the same toggle
 * while the first is on its way wins: only the newest answer of a toggle
 * decides, so a late failure of an older click rolls nothing back.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from '../../core/api/errors';
import { getCustomerSettings, newsletterSubscribeToggle, updateNotifyStatus } from '../../core/api/settings';
import { t } from '../../core/messages/notification-settings';
import type { Notification } from '../../core/types';
import { errorText } from '../../stores/api-errors';

/** The newsletter is kept under this key beside the notifications' ids. */
export const NEWSLETTER = 'newsletter';
type Key = number | typeof NEWSLETTER;

export interface SettingsState {
  notifications: readonly Notification[] | null;
  newsletter: boolean;
  error: string | null;
}

export function useNotificationSettings() {
  const [state, setState] = useState<SettingsState>({ notifications: null, newsletter: false, error: null });
  const [attempt, setAttempt] = useState(0);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string; n: number } | null>(null);
  /** What the server last confirmed, per toggle. */
  const confirmed = useRef(new Map<Key, boolean>());
  /** The newest click per toggle. */
  const latest = useRef(new Map<Key, number>());
  const clicks = useRef(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, error: null }));
    getCustomerSettings({ signal: controller.signal }).then(
      (data) => {
        confirmed.current = new Map<Key, boolean>([[NEWSLETTER, data.notification.newsletter], ...data.notifications.map((n) => [n.id, n.enabled] as [Key, boolean])]);
        setState({ notifications: data.notifications, newsletter: data.notification.newsletter, error: null });
      },
      (error: unknown) => {
        if (!isAbortError(error)) setState((s) => ({ ...s, error: errorText(error) }));
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const show = useCallback((key: Key, enabled: boolean) => {
    setState((s) =>
      key === NEWSLETTER ? { ...s, newsletter: enabled } : { ...s, notifications: s.notifications?.map((n) => (n.id === key ? { ...n, enabled } : n)) ?? null },
    );
  }, []);

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
    ...state,
    message,
    dismiss: () => setMessage(null),
    reload: () => setAttempt((n) => n + 1),
    toggle,
  };
}
