/**
 * A typed e-mail address, checked the way the browser's own
 * `<input type="email">` does (one @, a dotted domain, no spaces), plus a
 * dot in the domain: a portal user's address is never on a bare host name.
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}
