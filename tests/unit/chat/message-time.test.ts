import { describe, expect, it } from 'vitest';
import { formatMessageTime, messageWallTime, parseMessageTime } from '../../../src/widgets/chat/message-time';
import { configure, resetConfig } from '../../../src/core/config';
import { countUnread, latestManagerId } from '../../../src/widgets/chat/read-marker';

describe('message time', () => {
  it('reads ISO (the portal) and MySQL-style local time (legacy servers)', () => {
    expect(parseMessageTime('2024-05-14T10:03:00Z')?.toISOString()).toBe('2024-05-14T10:03:00.000Z');
    const local = parseMessageTime('2024-05-14 10:03:00')!;
    expect([local.getFullYear(), local.getMonth(), local.getDate(), local.getHours(), local.getMinutes()]).toEqual([2024, 4, 14, 10, 3]);
  });

  it('shows no time for missing or odd values', () => {
    expect(parseMessageTime('')).toBeNull();
    expect(parseMessageTime('вчера')).toBeNull();
    expect(parseMessageTime('2024-13-45 99:99:00')).toBeNull();
  });

  it("is 'HH:MM' today and 'dd.mm.yyyy HH:MM' on other days", () => {
    const now = new Date(2024, 4, 14, 18, 0);
    expect(formatMessageTime(new Date(2024, 4, 14, 9, 5), now)).toBe('09:05');
    expect(formatMessageTime(new Date(2024, 4, 13, 23, 59), now)).toBe('13.05.2024 23:59');
    expect(formatMessageTime(new Date(2023, 0, 2, 7, 0), now)).toBe('02.01.2023 07:00');
  });
});

describe('message time on the portal’s clock', () => {
  it('an instant shows in the portal’s zone whatever the machine’s; a zone-less legacy time as written', () => {
    const now = new Date(2026, 10, 27, 10, 0);
    // 20:45 UTC is 23:45 in Moscow, the portal's zone: the same as its pages show.
    expect(formatMessageTime(messageWallTime('2026-11-26T20:45:00Z')!, now)).toBe('26.11.2026 23:45');
    expect(formatMessageTime(messageWallTime('2026-11-26T23:45:00+03:00')!, now)).toBe('26.11.2026 23:45');
    expect(formatMessageTime(messageWallTime('2026-11-26 23:45:00')!, now)).toBe('26.11.2026 23:45');
    // A host on another clock says so once.
    configure({ timeZone: 'Asia/Yekaterinburg' });
    try {
      expect(formatMessageTime(messageWallTime('2026-11-26T20:45:00Z')!, now)).toBe('01:45'); // the 27th there: today for `now`
    } finally {
      resetConfig();
    }
  });
});

describe('unread', () => {
  const list = [
    { id: 1, from_whom: 'm7', message: 'a', created_at: '' },
    { id: 2, from_whom: 'cid1', message: 'b', created_at: '' },
    { id: 5, from_whom: 'manager', message: 'c', created_at: '' },
    { id: 7, from_whom: 'cid1', message: 'd', created_at: '' },
  ];

  it("counts only the manager's messages after the last one seen", () => {
    expect(latestManagerId(list)).toBe(5);
    expect(latestManagerId([])).toBe(0);
    expect(countUnread(list, 0)).toBe(2);
    expect(countUnread(list, 1)).toBe(1);
    expect(countUnread(list, 5)).toBe(0);
  });
});
