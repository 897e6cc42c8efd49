/**
 * The time under a chat message: 'HH:MM' for today, 'dd.mm.yyyy HH:MM'
 * otherwise (spec 9 date format). Servers send ISO ('2024-05-14T10:00:00Z')
 * or MySQL-style local time ('2024-05-14 10:00:00'); anything else shows no time.
 */
import { formatDate, formatTime } from '../../core/format';

export function parseMessageTime(createdAt: string): Date | null {
  const text = createdAt.trim();
  if (!/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(text)) return null;
  const date = new Date(text.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatMessageTime(date: Date, now: Date = new Date()): string {
  const clock = formatTime(date);
  return date.toDateString() === now.toDateString() ? clock : `${formatDate(date)} ${clock}`;
}
