/** Strings of <b2b-notices>, loaded with its code; overridable like every message (./index.ts). */
import { areaText } from './text';

export const noticesMessages = {
  // The layout's chrome (<b2b-notices>, <b2b-top-news>, <b2b-sidebar>, <b2b-demo-intro>)
  noticeClose: 'Скрыть уведомление',
} as const;

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(noticesMessages);
export type NoticesKey = Parameters<typeof t>[0];
