/**
 * The Russian taxpayer number (ИНН) of the registration form. The spec only
 * names the field; we go further and check what the tax service itself
 * checks, so a typo is caught before the manager calls back about it:
 * - 10 digits (an organisation): the 10th digit is the sum of the first nine
 *   times 2,4,10,3,5,9,4,6,8, mod 11, mod 10;
 * - 12 digits (a sole trader or a person): the 11th digit is the sum of the
 *   first ten times 7,2,4,10,3,5,9,4,6,8, mod 11, mod 10, and the 12th the
 *   sum of the first eleven times 3,7,2,4,10,3,5,9,4,6,8, mod 11, mod 10.
 */

const WEIGHTS_10 = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;

/** Why a value is not an ИНН; each has its own message (messages.ts `inn*`). */
export type InnProblem =
  /** Nothing typed. */
  | 'empty'
  /** Letters or other signs among the digits. */
  | 'notDigits'
  /** Not 10 and not 12 digits. */
  | 'length'
  /** The right length, but a control digit does not match: a typo. */
  | 'checksum';

/** Spaces a user may paste in ('7707 083 893') are not part of the number. */
export function normalizeInn(value: string): string {
  return value.replace(/\s+/g, '');
}

/** The control digit of `digits` for `weights` (one digit per weight). */
export function innControlDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i += 1) sum += Number(digits[i]) * weights[i]!;
  return (sum % 11) % 10;
}

/** null when `value` is a valid ИНН, else what is wrong with it. */
export function innProblem(value: string): InnProblem | null {
  const inn = normalizeInn(value);
  if (inn === '') return 'empty';
  if (!/^\d+$/.test(inn)) return 'notDigits';
  if (inn.length === 10) {
    return innControlDigit(inn, WEIGHTS_10) === Number(inn[9]) ? null : 'checksum';
  }
  if (inn.length === 12) {
    const ok =
      innControlDigit(inn, WEIGHTS_11) === Number(inn[10]) && innControlDigit(inn, WEIGHTS_12) === Number(inn[11]);
    return ok ? null : 'checksum';
  }
  return 'length';
}

export function isInnValid(value: string): boolean {
  return innProblem(value) === null;
}

/** The messages.ts key (and its parameters) that tells the user what is wrong; null when valid. */
export function innMessage(value: string): { key: 'required' | 'innNotDigits' | 'innLength' | 'innChecksum'; params?: { n: number } } | null {
  switch (innProblem(value)) {
    case null:
      return null;
    case 'empty':
      return { key: 'required' };
    case 'notDigits':
      return { key: 'innNotDigits' };
    case 'length':
      return { key: 'innLength', params: { n: normalizeInn(value).length } };
    case 'checksum':
      return { key: 'innChecksum' };
  }
}

/** КПП: 9 characters, digits except the 5th and 6th, which may be capital Latin letters. */
export function isKppValid(value: string): boolean {
  return /^\d{4}[\dA-Z]{2}\d{3}$/.test(value.trim());
}
