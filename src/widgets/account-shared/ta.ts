import { getConfig } from '../../core/config';
import { accountMessages, type AccountMessageKey } from '../../core/messages-account';
import { defaultMessages, type MessageKey } from '../../core/messages';

/** t() over messages.ts and the account page's own texts (messages-account.ts); a host's override wins. */
export function ta(key: MessageKey | AccountMessageKey, params?: Record<string, string | number>): string {
  const own = (getConfig().messages as Partial<Record<string, string>>)[key];
  const text = own ?? (accountMessages as Record<string, string>)[key] ?? defaultMessages[key as MessageKey];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
