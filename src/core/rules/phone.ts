/**
 * Phone rule of spec 5: mask +7 (XXX) XXX-XX-XX, valid when the number has
 * more than 9 digits after the +7 prefix (the legacy check was `length > 9`
 * on the unmasked value), else 'Это поле необходимо заполнить.'.
 */

/** imask pattern syntax: '0' is any digit; the +7 is fixed. */
export const PHONE_MASK = '+7 (000) 000-00-00';

/** Digits a Russian mobile has after the country code. */
export const PHONE_DIGITS = 10;

/**
 * The subscriber digits of a typed or masked value, without the country code:
 * '+7 (912) 345-67-89' -> '9123456789'. A pasted '8 912 ...' or '7912...' with
 * 11 digits loses its leading 8/7; more than 10 digits are cut to 10.
 */
export function phoneDigits(value: string): string {
  let digits = value.replace(/\D/g, '');
  const hasPlus7 = /^\s*\+\s*7/.test(value);
  if (hasPlus7) digits = digits.slice(1);
  else if (digits.length === 11 && (digits[0] === '7' || digits[0] === '8')) digits = digits.slice(1);
  return digits.slice(0, PHONE_DIGITS);
}

/** Spec 5: 'length over 9', counted in digits after +7, so only a full 10-digit number passes. */
export function isPhoneValid(value: string): boolean {
  return phoneDigits(value).length > 9;
}

/**
 * Digits laid into the mask as far as they go: '912' -> '+7 (912', ten
 * digits -> '+7 (912) 345-67-89'. Takes what phoneDigits takes: subscriber
 * digits, a masked value, or an 11-digit number starting with 7 or 8.
 */
export function formatPhone(digits: string): string {
  const d = phoneDigits(digits);
  if (d.length === 0) return '+7';
  let out = `+7 (${d.slice(0, 3)}`;
  if (d.length >= 3) out += ')';
  if (d.length > 3) out += ` ${d.slice(3, 6)}`;
  if (d.length > 6) out += `-${d.slice(6, 8)}`;
  if (d.length > 8) out += `-${d.slice(8, 10)}`;
  return out;
}
