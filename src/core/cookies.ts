/**
 * Legacy cookies the old site shares with us: reading and writing one, and
 * the sidebar's catalogId (the complaints map is ./complaints-cookie.ts).
 * Every function takes the document as an optional last argument so unit
 * tests can pass a fake with a `cookie` accessor, and so nothing touches
 * `document` at import time (SSR, node).
 */
import { CATALOG_ID_COOKIE } from './constants';

/** The part of Document these helpers use. */
export interface CookieJar {
  cookie: string;
}

export interface CookieOptions {
  /** Default '/': the legacy site reads them on every page. null = no path attribute (the current page's path). */
  path?: string | null;
  /** Lifetime in seconds; omitted = session cookie. */
  maxAge?: number;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

function jar(doc?: CookieJar): CookieJar | undefined {
  if (doc) return doc;
  return typeof document === 'undefined' ? undefined : document;
}

/** The raw (still encoded) value of a cookie, or undefined. */
function readRaw(name: string, doc?: CookieJar): string | undefined {
  const d = jar(doc);
  if (!d) return undefined;
  for (const part of d.cookie.split(';')) {
    const eq = part.indexOf('=');
    const key = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (key === name) return eq < 0 ? '' : part.slice(eq + 1).trim();
  }
  return undefined;
}

function safeDecode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    // A value written by someone else without encoding: take it as it is.
    return raw;
  }
}

/** A cookie's decoded value, or undefined when it is not set. */
export function readCookie(name: string, doc?: CookieJar): string | undefined {
  const raw = readRaw(name, doc);
  return raw === undefined ? undefined : safeDecode(raw);
}

function pathAttr(path: string | null | undefined): string {
  return path === null ? '' : `; path=${path ?? '/'}`;
}

/** Writes an encoded value with path / unless told otherwise. */
export function writeCookie(name: string, value: string, options: CookieOptions = {}, doc?: CookieJar): void {
  const d = jar(doc);
  if (!d) return;
  let cookie = `${name}=${encodeURIComponent(value)}${pathAttr(options.path)}`;
  if (options.maxAge !== undefined) cookie += `; max-age=${Math.floor(options.maxAge)}`;
  cookie += `; SameSite=${options.sameSite ?? 'Lax'}`;
  d.cookie = cookie;
}

/** Expires the cookie (same path, or it would stay). */
export function removeCookie(name: string, options: Pick<CookieOptions, 'path'> = {}, doc?: CookieJar): void {
  const d = jar(doc);
  if (!d) return;
  d.cookie = `${name}=${pathAttr(options.path)}; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** The catalogue id the sidebar stored, or undefined when missing or not a number. */
export function readCatalogId(doc?: CookieJar): number | undefined {
  const value = readCookie(CATALOG_ID_COOKIE, doc);
  if (value === undefined || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value);
}

/**
 * Spec 7: "the previous cookie catalogId is removed and catalogId (path /) is
 * written". The old site removed it without a path (the current page's path),
 * so a copy set on a sub-path does not shadow the new one; we also clear the
 * path-/ copy so the write below is the only one.
 */
export function writeCatalogId(id: number, doc?: CookieJar): void {
  const d = jar(doc);
  if (!d) return;
  removeCookie(CATALOG_ID_COOKIE, { path: null }, d);
  removeCookie(CATALOG_ID_COOKIE, {}, d);
  writeCookie(CATALOG_ID_COOKIE, String(id), {}, d);
}
