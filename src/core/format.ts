/**
 * Russian formatting (spec 9, design 4): prices, dates, file sizes, plurals,
 * image and file names. Pure functions; messages come from config t().
 */
import { getConfig } from './config';
import { t } from './messages/text';
import {
  DATE_FORMAT,
  IMAGE_FALLBACK,
  IMAGE_PATH_PREFIX,
  PRICE_LIST_FILE_PREFIX,
  SHORT_DATE_FORMAT,
} from './constants';

/** U+00A0: keeps '1 234 567' on one line; Intl's output differs between ICU builds, so we group by hand. */
export const NBSP = '\u00A0';

function groupThousands(intDigits: string): string {
  return intDigits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/**
 * Every sum of money the widgets and the portal show: thousands grouped with a
 * no-break space, always 2 decimals with a comma ('538,00', '1 234,50').
 * Spec 9 left the kopecks off whole roubles; beside '281,43' in a column,
 * '538' read as another kind of figure and stood out of line, so the kopecks
 * are always there. Rounded to kopecks first, so 10.001 shows as '10,00'.
 * Non-finite input gives '' (a missing price must not render as 'NaN').
 */
export function formatPrice(value: number): string {
  if (!Number.isFinite(value)) return '';
  const cents = Math.round(Math.abs(value) * 100);
  const sign = value < 0 && cents !== 0 ? '-' : '';
  const whole = groupThousands(String(Math.floor(cents / 100)));
  return `${sign}${whole},${twoDigits(cents % 100)}`;
}

/**
 * A count or quantity: thousands grouped with a no-break space
 * as prices are, a comma and up to 3 decimals for a fractional one ('8 047',
 * '1,5'). Non-finite input gives ''.
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  const thousandths = Math.round(Math.abs(value) * 1000);
  const sign = value < 0 && thousandths !== 0 ? '-' : '';
  const whole = groupThousands(String(Math.floor(thousandths / 1000)));
  const frac = String(thousandths % 1000).padStart(3, '0').replace(/0+$/, '');
  return frac ? `${sign}${whole},${frac}` : sign + whole;
}

/** 7 -> '07': the one 2-digit pad of prices, dates and times. */
const twoDigits = (n: number) => String(n).padStart(2, '0');

function toDate(d: Date | number): Date {
  return typeof d === 'number' ? new Date(d) : d;
}

// The date and time formats we show have six tokens, filled by hand: date-fns'
// format() and parse() carry every token and locale of date-fns, about 11 kB
// gzip in the runtime every page of a legacy site downloads.
const DATE_TOKENS = /dd|MM|yyyy|yy|HH|mm/g;

function formatWith(pattern: string, d: Date | number): string {
  const date = toDate(d);
  if (Number.isNaN(date.getTime())) return '';
  const parts: Record<string, string> = {
    dd: twoDigits(date.getDate()),
    MM: twoDigits(date.getMonth() + 1),
    yyyy: String(date.getFullYear()).padStart(4, '0'),
    yy: twoDigits(date.getFullYear() % 100),
    HH: twoDigits(date.getHours()),
    mm: twoDigits(date.getMinutes()),
  };
  return pattern.replace(DATE_TOKENS, (token) => parts[token]!);
}

/** 'dd.mm.yyyy' (spec 9); '' for an invalid date. */
export function formatDate(d: Date | number): string {
  return formatWith(DATE_FORMAT, d);
}

/** 'HH:MM', local 24-hour time (chat messages, default draft names); '' for an invalid date. */
export function formatTime(d: Date | number): string {
  return formatWith('HH:mm', d);
}

/** 'dd.mm.yy', the date picker's format (spec 9); '' for an invalid date. */
export function formatShortDate(d: Date | number): string {
  return formatWith(SHORT_DATE_FORMAT, d);
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall clock of time zone `zone` (an IANA name) at `instant`, as a local
 * Date: its getDate(), getHours()... read that zone's calendar and clock, not
 * the machine's. Built on Intl.DateTimeFormat, so it needs no time-zone data of
 * its own.
 */
export function wallClockIn(zone: string, instant: Date | number = Date.now()): Date {
  const date = toDate(instant);
  if (Number.isNaN(date.getTime())) return date;
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    zoneFormats.set(zone, format);
  }
  const part: Record<string, number> = {};
  for (const p of format.formatToParts(date)) part[p.type] = Number(p.value);
  const wall = new Date(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!, date.getMilliseconds());
  wall.setFullYear(part.year!); // years 0-99 are not 1900-1999
  return wall;
}

/**
 * The site's wall clock at `instant` (default now): wallClockIn the portal's
 * time zone (config timeZone, PORTAL_TIME_ZONE), not the browser's. Every "now"
 * and every server instant a widget shows goes through here, so a buyer in
 * another zone (or a test machine on UTC) sees the dates the portal's pages
 * show; "today" is the portal's day.
 */
export function inPortalZone(instant: Date | number = Date.now()): Date {
  return wallClockIn(getConfig().timeZone, instant);
}

const DATE_INPUT = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/**
 * 'dd.mm.yyyy' -> local midnight Date, or null when the text is not a real
 * date ('31.02.2024', '1.2.24', '' are all null).
 */
export function parseDate(text: string): Date | null {
  const m = DATE_INPUT.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(year, month - 1, day);
  // Date rolls 31.02 over into March: a real date reads back the same.
  date.setFullYear(year); // years 0-99 are not 1900-1999
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

const SIZE_UNITS = ['КБ', 'МБ', 'ГБ'] as const;

function oneDecimal(n: number): string {
  const tenths = Math.round(n * 10);
  const whole = groupThousands(String(Math.floor(tenths / 10)));
  return tenths % 10 === 0 ? whole : `${whole},${tenths % 10}`;
}

/**
 * File size in Russian units from КБ upward (spec 9): 512 -> '0,5 КБ',
 * 1536 -> '1,5 КБ', 1048576 -> '1 МБ'. One decimal, ',0' dropped. A
 * non-empty file never shows as zero (10 bytes -> '0,1 КБ'); 0 -> '0 КБ'.
 * No-break spaces throughout, so '5 МБ' never wraps between number and unit.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0${NBSP}${SIZE_UNITS[0]}`;
  let value = bytes / 1024;
  let unit = 0;
  // Move up while the value would round to 1024 or more in this unit.
  while (unit < SIZE_UNITS.length - 1 && Math.round(value * 10) / 10 >= 1024) {
    value /= 1024;
    unit += 1;
  }
  if (value < 0.1) value = 0.1;
  return `${oneDecimal(value)}${NBSP}${SIZE_UNITS[unit]}`;
}

export type PluralForms =
  | { one: string; few: string; many: string }
  | readonly [one: string, few: string, many: string];

const pluralRules = new Intl.PluralRules('ru');

/** Which Russian form n takes: 1, 21 -> one; 2-4, 22 -> few; 0, 5-20, 11-14 -> many. Fractions take few. */
export function pluralCategory(n: number): 'one' | 'few' | 'many' {
  const c = pluralRules.select(n);
  if (c === 'one' || c === 'few' || c === 'many') return c;
  // Intl says 'other' for fractions ('1,5 записи'): the genitive singular, same as few.
  return 'few';
}

function isTuple(forms: PluralForms): forms is readonly [string, string, string] {
  return Array.isArray(forms);
}

/** The form for n; a '{n}' inside the form is replaced by n. */
export function plural(n: number, forms: PluralForms): string {
  const [one, few, many] = isTuple(forms) ? forms : [forms.one, forms.few, forms.many];
  const c = pluralCategory(n);
  const form = c === 'one' ? one : c === 'few' ? few : many;
  return form.replace(/\{n\}/g, String(n));
}

/**
 * The one plural helper for counts in messages: of a message's
 * three keys (…One, …Few, …Many), the one Russian grammar wants for n, by
 * Intl.PluralRules('ru'). Call t() with the key it picks: overrides still apply.
 * `pluralKey(5, ['priceLineSummedOne', 'priceLineSummedFew', 'priceLineSummedMany'])`.
 */
export function pluralKey<K extends string>(n: number, keys: readonly [one: K, few: K, many: K]): K {
  const c = pluralCategory(n);
  return c === 'one' ? keys[0] : c === 'few' ? keys[1] : keys[2];
}

/** 'Выбрано 3 записи': section 4's 'N Records Selected' in Russian. */
export function recordsSelected(n: number): string {
  return t(pluralKey(n, ['recordsSelectedOne', 'recordsSelectedFew', 'recordsSelectedMany']), { n });
}

/** price_ZZ_{dd.mm.yyyy}.xlsx (spec 7); by default the portal's today, not the browser's. */
export function priceListFileName(date: Date = inPortalZone()): string {
  return `${PRICE_LIST_FILE_PREFIX}${formatDate(date)}.xlsx`;
}

/**
 * /dbpics/{id}.{type} (spec 9), or /img/no_photo.gif when the product has no
 * picture. A type given with its dot ('.jpg') is accepted. Images live on the
 * legacy site, so a configured siteBase prefixes both (default '': same origin).
 */
export function imageUrl(
  picture: number | string | null | undefined,
  picturetype: string | null | undefined,
): string {
  const id = picture == null ? '' : String(picture).trim();
  const type = (picturetype ?? '').trim().replace(/^\./, '');
  const base = getConfig().siteBase;
  // Anything but a plain id and extension (a path, a query) is not trusted into a URL.
  if (!id || id === '0' || !/^[\w-]+$/.test(id) || !/^\w+$/.test(type)) return base + IMAGE_FALLBACK;
  return `${base}${IMAGE_PATH_PREFIX}${id}.${type}`;
}
