/** Strings of <b2b-top-news>, loaded with its code; overridable like every message (./index.ts). */
import { areaText } from './text';

export const topNewsMessages = {
  topNewsHide: 'Скрыть новость',
  topNewsHideFailed: 'Не удалось скрыть новость: {reason}',
} as const;

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(topNewsMessages);
export type TopNewsKey = Parameters<typeof t>[0];
