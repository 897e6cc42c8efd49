/**
 * The time under a chat message: 'HH:MM' for today, 'dd.mm.yyyy HH:MM'
 * otherwise (spec 9 date format). Servers send ISO ('2024-05-14T10:00:00Z')
 * or MySQL-style local time ('2024-05-14 10:00:00'); anything else shows no time.
 */
import { formatDate, formatTime, inPortalZone } from '../../core/format';

export function parseMessageTime(createdAt: string): Date | null {
  const text = createdAt.trim();
  if (!/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(text)) return null;
  const date = new Date(text.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The message's time on the portal's clock: an instant (ISO with a zone) is
 * moved to the portal's time zone; a zone-less legacy time already is its wall clock.
 */
export function messageWallTime(createdAt: string): Date | null {
  const date = parseMessageTime(createdAt);
  if (!date) return null;
  return /(?:Z|[+-]\d{2}:?\d{2})$/i.test(createdAt.trim()) ? inPortalZone(date) : date;
}

/** `date` and `now` are wall-clock times of the portal (messageWallTime, inPortalZone). */
export function formatMessageTime(date: Date, now: Date = inPortalZone()): string {
  const clock = formatTime(date);
  return date.toDateString() === now.toDateString() ? clock : `${formatDate(date)} ${clock}`;
}
