/**
 * Which manager messages the customer has seen: everything up to a read
 * position (the highest seen message id), which the chat store keeps in step
 * with the server's (POST chatRead; the same on every device of the user).
 */
import { isCustomerMessage } from '../../core/api/communication';
import type { ChatMessage } from '../../core/types';

/** The newest manager message id, 0 when the manager has written nothing. */
export function latestManagerId(messages: readonly ChatMessage[]): number {
  let latest = 0;
  for (const m of messages) if (!isCustomerMessage(m.from_whom) && m.id > latest) latest = m.id;
  return latest;
}

export function countUnread(messages: readonly ChatMessage[], marker: number): number {
  return messages.filter((m) => !isCustomerMessage(m.from_whom) && m.id > marker).length;
}
