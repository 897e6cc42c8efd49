import { describe, expect, it } from 'vitest';
import { readCatalogId, readCookie, removeCookie, writeCatalogId, writeCookie } from '../../../src/core/cookies';
import { FakeCookieJar } from './fake-cookie-jar';

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
