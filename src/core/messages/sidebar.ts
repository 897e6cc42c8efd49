/** Strings of <b2b-sidebar>, loaded with its code; overridable like every message (./index.ts). */
import { areaText } from './text';

export const sidebarMessages = {
  sidebarWide: 'Развернуть меню',
  sidebarNarrow: 'Свернуть меню',
  /** The button that opens and closes the menu on a phone-wide screen. */
  sidebarMenuButton: 'Меню кабинета',
} as const;

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(sidebarMessages);
export type SidebarKey = Parameters<typeof t>[0];
