/**
 * The complaints map the legacy complaint form reads (spec 3: "a map from
 * product id to quantity, kept in a cookie", 'recl'). Apart from ./cookies.ts
 * so it travels with <b2b-complaints-search> alone: cookies.ts rides in a
 * chunk every logged-in page loads (the sidebar reads its layout cookie).
 */
import { COMPLAINTS_COOKIE } from './constants';
import { readCookie, removeCookie, writeCookie, type CookieJar } from './cookies';

/** product id -> complaint quantity. */
export type ComplaintsMap = Record<string, number>;

function isComplaintsMap(value: unknown): value is ComplaintsMap {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every((q) => typeof q === 'number' && Number.isFinite(q) && q >= 0);
}

/**
 * The complaints map kept in the cookie as encodeURIComponent(JSON.stringify(map)).
 * A corrupted or foreign value is ignored with a warning: the widget starts
 * empty instead of crashing the page.
 */
export function readComplaints(name: string = COMPLAINTS_COOKIE, doc?: CookieJar): ComplaintsMap {
  const value = readCookie(name, doc);
  if (value === undefined || value === '') return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (isComplaintsMap(parsed)) return { ...parsed };
  } catch {
    // fall through to the warning
  }
  console.warn(`b2b-widgets: cookie "${name}" is not a complaints map, ignored`);
  return {};
}

/** Writes the map (path /); an empty map removes the cookie. */
export function writeComplaints(map: ComplaintsMap, name: string = COMPLAINTS_COOKIE, doc?: CookieJar): void {
  if (Object.keys(map).length === 0) {
    removeCookie(name, {}, doc);
    return;
  }
  writeCookie(name, JSON.stringify(map), {}, doc);
}
