import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readCatalogId,
  readComplaints,
  readCookie,
  removeCookie,
  writeCatalogId,
  writeComplaints,
  writeCookie,
} from '../../../src/core/cookies';
import { FakeCookieJar } from './fake-cookie-jar';

afterEach(() => vi.restoreAllMocks());

describe('cookies', () => {
  it('write, read, remove with path /', () => {
    const jar = new FakeCookieJar();
    writeCookie('a', 'x y;z', {}, jar);
    expect(jar.writes[0]).toMatch(/^a=x%20y%3Bz; path=\/; SameSite=Lax$/);
    expect(readCookie('a', jar)).toBe('x y;z');
    expect(readCookie('missing', jar)).toBeUndefined();
    removeCookie('a', {}, jar);
    expect(readCookie('a', jar)).toBeUndefined();
  });

  it('does not confuse names that share a prefix', () => {
    const jar = new FakeCookieJar();
    jar.seed('reclX', '1');
    jar.seed('recl', '2');
    expect(readCookie('recl', jar)).toBe('2');
  });

  it('is a no-op without a document (node, SSR)', () => {
    expect(typeof document).toBe('undefined');
    expect(readCookie('a')).toBeUndefined();
    expect(() => writeCookie('a', 'b')).not.toThrow();
    expect(readComplaints()).toEqual({});
  });
});

describe('catalogId: "the previous cookie catalogId is removed and catalogId (path /) is written"', () => {
  it('removes the old one first, then writes with path /', () => {
    const jar = new FakeCookieJar('/catalog/tools/');
    jar.seed('catalogId', '5', '/catalog/tools/');
    jar.seed('catalogId', '6', '/');
    writeCatalogId(1223, jar);
    expect(jar.paths('catalogId')).toEqual(['/']);
    expect(readCatalogId(jar)).toBe(1223);
    const last = jar.writes[jar.writes.length - 1];
    expect(last).toMatch(/^catalogId=1223; path=\//);
    expect(jar.writes.slice(0, -1).every((w) => /max-age=0/.test(w))).toBe(true);
  });

  it('reads back undefined for missing or foreign values', () => {
    const jar = new FakeCookieJar();
    expect(readCatalogId(jar)).toBeUndefined();
    jar.seed('catalogId', 'abc');
    expect(readCatalogId(jar)).toBeUndefined();
  });
});

describe('complaints map: "a map from product id to quantity, kept in a cookie"', () => {
  it('reads the legacy encoding encodeURIComponent(JSON.stringify(map))', () => {
    const jar = new FakeCookieJar();
    jar.seed('recl', encodeURIComponent(JSON.stringify({ '101': 2, '205': 1 })));
    expect(readComplaints('recl', jar)).toEqual({ '101': 2, '205': 1 });
  });

  it('writes what the legacy page reads', () => {
    const jar = new FakeCookieJar();
    writeComplaints({ '7': 3 }, 'recl', jar);
    const raw = jar.cookie.split('=')[1] ?? '';
    expect(JSON.parse(decodeURIComponent(raw))).toEqual({ '7': 3 });
    expect(readComplaints(undefined, jar)).toEqual({ '7': 3 });
  });

  it('an empty map removes the cookie', () => {
    const jar = new FakeCookieJar();
    writeComplaints({ '7': 3 }, 'recl', jar);
    writeComplaints({}, 'recl', jar);
    expect(readCookie('recl', jar)).toBeUndefined();
  });

  it.each([
    ['not JSON', '%7Bbroken'],
    ['an array', encodeURIComponent('[1,2]')],
    ['a string', encodeURIComponent('"x"')],
    ['non-numeric quantities', encodeURIComponent('{"1":"many"}')],
    ['bad percent-encoding', '%E0%A4%A'],
  ])('ignores %s with a warning', (_name, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const jar = new FakeCookieJar();
    jar.seed('recl', raw);
    expect(readComplaints('recl', jar)).toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a missing cookie is an empty map without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readComplaints('recl', new FakeCookieJar())).toEqual({});
    expect(warn).not.toHaveBeenCalled();
  });
});
