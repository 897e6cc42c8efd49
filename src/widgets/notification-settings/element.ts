import { defineWidget } from '../../blocks/element/define-widget';
import { NotificationSettings } from './NotificationSettings';
import { notificationSettingsStyles } from './notification-settings-styles';

/**
 * The user's notification settings and newsletter subscription: a switch
 * each, saved at once (legacy /ajax/updatenotifystatus/, newsletterSubscribeToggle);
 * 'Настройки успешно обновлены' after a change; a failed save puts the switch
 * back and says why.
 *
 * @summary Notification settings and the newsletter subscription.
 * @tag b2b-notification-settings
 * @csspart base - The widget's box.
 * @csspart switch - One setting's switch with its label.
 * @csspart list - The group of notification switches.
 * @csspart alert - The saved or failed message.
 * @cssprop --b2b-color-success - The saved message.
 * @cssprop --b2b-color-danger - The failure message.
 * @cssprop --b2b-font-family - Font of the widget.
 */
export const NotificationSettingsElement = defineWidget<Record<string, never>>('b2b-notification-settings', NotificationSettings, {
  props: {},
  css: notificationSettingsStyles,
});
