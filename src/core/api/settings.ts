/**
 * Notification settings and the newsletter subscription (docs/api.md
 * "Addresses, consignees, notification settings").
 */
import type { CustomerSettings, Notification } from '../types';
import type { CallOpts } from './client';
import { apiCall, siteCall } from './client';
import * as placesReplies from '../replies/places';

export function getCustomerSettings(opts: CallOpts = {}): Promise<CustomerSettings> {
  return apiCall('getCustomerSettings', { ...opts, schema: placesReplies.CustomerSettingsSchema });
}

/** Legacy POST /ajax/updatenotifystatus/ (form-encoded id, state). */
export async function updateNotifyStatus(id: number, enabled: boolean, opts: CallOpts = {}): Promise<Notification | null> {
  const reply = await siteCall('/ajax/updatenotifystatus/', { ...opts, form: { id, state: enabled ? 1 : 0 }, schema: placesReplies.NotifyReplySchema });
  return reply.notification ?? null;
}

export async function newsletterSubscribeToggle(enabled: boolean, opts: CallOpts = {}): Promise<boolean> {
  const reply = await apiCall('newsletterSubscribeToggle', { ...opts, body: { enabled: enabled ? 1 : 0 }, schema: placesReplies.NewsletterReplySchema });
  return reply.notification?.newsletter ?? enabled;
}
