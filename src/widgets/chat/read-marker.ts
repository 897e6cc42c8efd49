/**
 * Which manager messages the customer has seen: the highest seen message id,
 * kept in localStorage per user so the launcher's unread count survives page
 * loads (the server keeps no read flags). Storage may be unavailable (private
 * mode, a sandboxed iframe): then nothing is remembered and nothing breaks.
 */
import { isCustomerMessage } from '../../core/api/communication';
import type { ChatMessage } from '../../core/types';

const KEY_PREFIX = 'b2b-chat-read:';

export function loadReadMarker(userId: number): number {
  try {
    const value = Number(window.localStorage.getItem(`${KEY_PREFIX}${userId}`));
    return Number.isFinite(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

export function saveReadMarker(userId: number, id: number): void {
  try {
    window.localStorage.setItem(`${KEY_PREFIX}${userId}`, String(id));
  } catch {
    // Not remembered across pages; the count in this page is still right.
  }
}

/** The newest manager message id, 0 when the manager has written nothing. */
export function latestManagerId(messages: readonly ChatMessage[]): number {
  let latest = 0;
  for (const m of messages) if (!isCustomerMessage(m.from_whom) && m.id > latest) latest = m.id;
  return latest;
}

export function countUnread(messages: readonly ChatMessage[], marker: number): number {
  return messages.filter((m) => !isCustomerMessage(m.from_whom) && m.id > marker).length;
}
