import { afterEach, describe, expect, it, vi } from 'vitest';
import { readComplaints, writeComplaints } from '../../../src/core/complaints-cookie';
import { readCookie } from '../../../src/core/cookies';
import { FakeCookieJar } from './fake-cookie-jar';

afterEach(() => vi.restoreAllMocks());

describe('complaints map: "a map from product id to quantity, kept in a cookie"', () => {
  it('is a no-op without a document (node, SSR)', () => {
    expect(typeof document).toBe('undefined');
    expect(readComplaints()).toEqual({});
    expect(() => writeComplaints({ '7': 3 })).not.toThrow();
  });

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
