import { useId } from 'react';
import { t } from '../../core/messages/notification-settings';
import { Alert } from '../../ui/alert';
import { ErrorState, SkeletonLines, SkeletonLoading } from '../../ui/states';
import { StyleRoot } from '../../ui/StyleRoot';
import { notificationSettingsStyles } from './notification-settings-styles';
import { NEWSLETTER, useNotificationSettings } from './use-notification-settings';

/**
 * The user's notification settings and newsletter subscription:
 * a switch each, saved at once; 'Настройки успешно обновлены' after a change,
 * the old state back with a message when the save fails.
 */
export function NotificationSettings() {
  return (
    <StyleRoot css={notificationSettingsStyles} className="b2b-notification-settings">
      <SettingsBody />
    </StyleRoot>
  );
}

function SettingsBody() {
  const settings = useNotificationSettings();
  const titleId = useId();
  return (
    <section className="b2b-notify-body" part="base" aria-labelledby={titleId}>
      <h2 id={titleId} className="b2b-notify-title">
        {t('notifySettingsTitle')}
      </h2>
      {settings.message && (
        <Alert key={settings.message.n} tone={settings.message.tone} autoHideMs={settings.message.tone === 'success' ? 2500 : null} onClose={settings.dismiss}>
          {settings.message.text}
        </Alert>
      )}
      {settings.error && <ErrorState message={settings.error} onRetry={settings.retry} />}
      {!settings.notifications && !settings.error && (
        <SkeletonLoading label={t('loading')}>
          <SkeletonLines lines={4} />
        </SkeletonLoading>
      )}
      {settings.notifications && (
        <>
          <label className="b2b-notify-switch" part="switch">
            <input
              type="checkbox"
              role="switch"
              checked={settings.newsletter}
              onChange={(e) => void settings.toggle(NEWSLETTER, e.target.checked, t('notifyNewsletter'))}
            />
            {t('notifyNewsletter')}
          </label>
          <fieldset className="b2b-notify-list" part="list">
            <legend className="b2b-notify-legend">{t('notifyListTitle')}</legend>
            {settings.notifications.map((n) => (
              <label key={n.id} className="b2b-notify-switch" part="switch">
                <input type="checkbox" role="switch" checked={n.enabled} onChange={(e) => void settings.toggle(n.id, e.target.checked, n.value)} />
                {n.value}
              </label>
            ))}
          </fieldset>
        </>
      )}
    </section>
  );
}
