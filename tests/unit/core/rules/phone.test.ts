import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE_MASK, formatPhone, isPhoneValid, phoneDigits } from '../../../../src/core/rules/phone';

describe('"Phone mask: +7 (XXX) XXX-XX-XX, length over 9"', () => {
  it('the mask is imask syntax for +7 (XXX) XXX-XX-XX', () => {
    expect(PHONE_MASK.replace(/0/g, 'X')).toBe('+7 (XXX) XXX-XX-XX');
  });

  it.each([
    ['+7 (912) 345-67-89', '9123456789', true],
    ['+7 (912) 345-67-8', '912345678', false],
    ['+7 (', '', false],
    ['', '', false],
    ['9123456789', '9123456789', true],
    ['89123456789', '9123456789', true],
    ['7 912 345 67 89', '9123456789', true],
    ['+7 (777) 000-00-00', '7770000000', true],
  ])('%j -> digits %j, valid %s', (value, digits, ok) => {
    expect(phoneDigits(value)).toBe(digits);
    expect(isPhoneValid(value)).toBe(ok);
  });

  it.each([
    ['9123456789', '+7 (912) 345-67-89'],
    ['912', '+7 (912)'],
    ['9123', '+7 (912) 3'],
    ['9123456', '+7 (912) 345-6'],
    ['', '+7'],
  ])('formatPhone(%j) = %j', (digits, masked) => {
    expect(formatPhone(digits)).toBe(masked);
  });

  it('property: any 10 subscriber digits format to the mask and back', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (digits) => {
        const masked = formatPhone(digits);
        expect(masked).toMatch(/^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/);
        expect(phoneDigits(masked)).toBe(digits);
        expect(isPhoneValid(masked)).toBe(true);
      }),
    );
  });

  it('property: fewer than 10 digits after +7 is never valid', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,9}$/), (digits) => {
        expect(isPhoneValid(formatPhone(digits))).toBe(false);
        expect(isPhoneValid(`+7${digits}`)).toBe(false);
      }),
    );
  });
});
