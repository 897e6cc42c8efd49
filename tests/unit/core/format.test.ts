import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../../../src/core/config';
import { defaultMessages } from '../../../src/core/messages';
import {
  NBSP,
  formatDate,
  formatFileSize,
  formatPrice,
  formatShortDate,
  formatTime,
  imageUrl,
  inPortalZone,
  parseDate,
  pluralKey,
  plural,
  priceListFileName,
  recordsSelected,
  wallClockIn,
} from '../../../src/core/format';

afterEach(() => resetConfig());

const sp = (s: string) => s.replace(/ /g, NBSP);

describe('formatPrice: thousands grouped with spaces, always 2 decimals', () => {
  it.each([
    [1234567, '1 234 567,00'],
    [1234.5, '1 234,50'],
    [0, '0,00'],
    [538, '538,00'],
    [281.43, '281,43'],
    [999, '999,00'],
    [1000, '1 000,00'],
    [12.3, '12,30'],
    [0.05, '0,05'],
    [-1500.25, '-1 500,25'],
    [-0.001, '0,00'],
    [10.001, '10,00'],
    [99.999, '100,00'],
  ])('%s -> %s', (n, expected) => {
    expect(formatPrice(n)).toBe(sp(expected));
  });

  it('whole roubles keep their kopecks, so a column of sums lines up on the comma', () => {
    const column = [538, 281.43, 12000].map(formatPrice);
    expect(column).toEqual([sp('538,00'), sp('281,43'), sp('12 000,00')]);
    for (const text of column) expect(text).toMatch(/,\d\d$/);
  });

  it('groups with a no-break space (U+00A0), never a plain one', () => {
    expect(formatPrice(1234)).toContain('\u00A0');
    expect(formatPrice(1234)).not.toContain(' ');
  });

  it('renders nothing for a missing price', () => {
    expect(formatPrice(Number.NaN)).toBe('');
  });
});

describe('dates: "Date format dd.mm.yyyy", picker "dd.mm.yy"', () => {
  it('formats with zero padding', () => {
    expect(formatDate(new Date(2024, 0, 5))).toBe('05.01.2024');
    expect(formatShortDate(new Date(2024, 11, 31))).toBe('31.12.24');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });

  it('parses dd.mm.yyyy to local midnight and refuses impossible dates', () => {
    const d = parseDate('29.02.2024');
    expect(d && [d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2024, 1, 29, 0]);
    expect(parseDate('29.02.2023')).toBeNull();
    expect(parseDate('31.04.2024')).toBeNull();
    expect(parseDate('1.2.2024')).toBeNull();
    expect(parseDate('')).toBeNull();
    expect(parseDate('2024-02-01')).toBeNull();
  });

  it('formats local 24-hour time HH:MM with zero padding', () => {
    expect(formatTime(new Date(2024, 0, 5, 7, 3))).toBe('07:03');
    expect(formatTime(new Date(2024, 0, 5, 0, 0))).toBe('00:00');
    expect(formatTime(new Date(2024, 0, 5, 23, 59, 59))).toBe('23:59');
    expect(formatTime(new Date(Number.NaN))).toBe('');
  });

  it('round-trips', () => {
    const d = new Date(2031, 6, 14);
    expect(parseDate(formatDate(d))?.getTime()).toBe(d.getTime());
  });
});

describe('formatFileSize: "File sizes use Russian units from КБ upward"', () => {
  it.each([
    [0, '0 КБ'],
    [10, '0,1 КБ'],
    [512, '0,5 КБ'],
    [1024, '1 КБ'],
    [1536, '1,5 КБ'],
    [1048575, '1 МБ'],
    [1048576, '1 МБ'],
    [5.25 * 1024 * 1024, '5,3 МБ'],
    [3 * 1024 ** 3, '3 ГБ'],
    [2048 * 1024 ** 3, '2 048 ГБ'],
  ])('%s bytes -> %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(sp(expected));
  });
});

describe('plural: Intl.PluralRules("ru")', () => {
  const forms = ['товар', 'товара', 'товаров'] as const;
  it.each([
    [1, 'товар'],
    [21, 'товар'],
    [2, 'товара'],
    [4, 'товара'],
    [22, 'товара'],
    [0, 'товаров'],
    [5, 'товаров'],
    [11, 'товаров'],
    [12, 'товаров'],
    [14, 'товаров'],
    [111, 'товаров'],
    [1.5, 'товара'],
  ])('%s %s', (n, expected) => {
    expect(plural(n, forms)).toBe(expected);
  });

  it('takes an object and fills {n}', () => {
    expect(plural(3, { one: '{n} день', few: '{n} дня', many: '{n} дней' })).toBe('3 дня');
  });
});

describe('pluralKey: the one plural helper of count messages', () => {
  const keys = ['priceLineSummedOne', 'priceLineSummedFew', 'priceLineSummedMany'] as const;
  it.each([
    [1, 'priceLineSummedOne'],
    [21, 'priceLineSummedOne'],
    [2, 'priceLineSummedFew'],
    [4, 'priceLineSummedFew'],
    [5, 'priceLineSummedMany'],
    [11, 'priceLineSummedMany'],
    [10_001, 'priceLineSummedOne'],
  ])('%s takes %s', (n, key) => {
    expect(pluralKey(n, keys)).toBe(key);
  });

  it('«Сложено со строкой 5.» for one line, «со строками 5, 7.» for two', () => {
    const one = defaultMessages[pluralKey(1, keys)].replace('{lines}', '5');
    const two = defaultMessages[pluralKey(2, keys)].replace('{lines}', '5, 7');
    expect(one).not.toBe(defaultMessages.priceLineSummedFew.replace('{lines}', '5'));
    expect(one.endsWith('строкой 5.')).toBe(true);
    expect(two.endsWith('строками 5, 7.')).toBe(true);
  });

  it('every message with a count and a noun after it comes in the three forms', () => {
    // '{n} строк', '{n} товаров': a number followed by a word must agree with it ('{n} шт.' is invariant, '{n} из {total}' no noun).
    const agreeing = Object.entries(defaultMessages as Record<string, string>).filter(([, text]) => /\{n\} (?!шт\.|из )[а-яё]/i.test(text));
    expect(agreeing.length).toBeGreaterThan(3);
    for (const [key] of agreeing) {
      const base = key.replace(/(One|Few|Many)$/, '');
      expect(base !== key, `${key} has plural forms`).toBe(true);
      for (const form of ['One', 'Few', 'Many']) expect(defaultMessages, `${base}${form}`).toHaveProperty(`${base}${form}`);
    }
  });
});

describe('recordsSelected: spec 4 "N Records Selected" from the message dictionary', () => {
  it('uses the one/few/many messages', () => {
    expect(recordsSelected(1)).toBe(defaultMessages.recordsSelectedOne.replace('{n}', '1'));
    expect(recordsSelected(3)).toBe(defaultMessages.recordsSelectedFew.replace('{n}', '3'));
    expect(recordsSelected(25)).toBe(defaultMessages.recordsSelectedMany.replace('{n}', '25'));
  });

  it('follows a host override', () => {
    configure({ messages: { recordsSelectedMany: '{n} rows' } });
    expect(recordsSelected(7)).toBe('7 rows');
  });
});

describe('the portal’s clock, not the machine’s', () => {
  // 22:30 UTC on 26.11 is 01:30 on 27.11 in Moscow and still 17:30 on 26.11 in New York.
  const instant = new Date('2026-11-26T22:30:00Z');
  const wall = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes()];

  it('wallClockIn reads the calendar and clock of the zone named', () => {
    expect(wall(wallClockIn('Europe/Moscow', instant))).toEqual([2026, 11, 27, 1, 30]);
    expect(wall(wallClockIn('America/New_York', instant))).toEqual([2026, 11, 26, 17, 30]);
    expect(wall(wallClockIn('UTC', instant))).toEqual([2026, 11, 26, 22, 30]);
  });

  it('inPortalZone is Moscow by default and follows a configured zone', () => {
    expect(formatDate(inPortalZone(instant))).toBe('27.11.2026');
    configure({ timeZone: 'America/New_York' });
    expect(formatDate(inPortalZone(instant))).toBe('26.11.2026');
  });

  it('the price list made «now» is named after the portal’s date', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(instant);
      expect(priceListFileName()).toBe('price_ZZ_27.11.2026.xlsx');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('names and addresses', () => {
  it('price list: "price_ZZ_{dd.mm.yyyy}.xlsx"', () => {
    expect(priceListFileName(new Date(2024, 2, 9))).toBe('price_ZZ_09.03.2024.xlsx');
  });

  it.each([
    [123, 'jpg', '/dbpics/123.jpg'],
    ['77', '.png', '/dbpics/77.png'],
    [null, 'jpg', '/img/no_photo.gif'],
    [5, null, '/img/no_photo.gif'],
    [0, 'jpg', '/img/no_photo.gif'],
    [5, '', '/img/no_photo.gif'],
    ['../etc', 'jpg', '/img/no_photo.gif'],
    [5, 'jpg?x=1', '/img/no_photo.gif'],
  ])('imageUrl(%s, %s) -> %s', (id, type, expected) => {
    expect(imageUrl(id, type)).toBe(expected);
  });

  it('puts images under a configured siteBase', () => {
    configure({ siteBase: 'https://shop.example' });
    expect(imageUrl(1, 'gif')).toBe('https://shop.example/dbpics/1.gif');
    expect(imageUrl(null, null)).toBe('https://shop.example/img/no_photo.gif');
  });
});
