import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { innControlDigit, innProblem, isInnValid, normalizeInn } from '../../../src/core/rules/inn';

describe('ИНН (registration form): 10 or 12 digits with the tax service checksum', () => {
  it.each([
    // Real, published numbers of well-known organisations and a sole trader.
    ['7707083893', null], // ПАО Сбербанк
    ['7736050003', null], // ПАО Газпром
    ['7830002293', null], // 10 digits, control 3
    ['500100732259', null], // 12 digits, controls 5 and 9
    ['7707 083 893', null], // pasted with spaces
    [' 7707083893 ', null],
    // One digit off: the control digit catches the typo.
    ['7707083894', 'checksum'],
    ['7707083983', 'checksum'], // two digits swapped
    ['500100732250', 'checksum'], // 12th digit wrong
    ['500100732269', 'checksum'], // 11th digit wrong
    ['0000000001', 'checksum'],
    // Wrong length.
    ['770708389', 'length'],
    ['77070838931', 'length'],
    ['5001007322591', 'length'],
    ['1', 'length'],
    // Not digits.
    ['770708389З', 'notDigits'], // a Cyrillic З instead of 3
    ['7707-083-893', 'notDigits'],
    ['-707083893', 'notDigits'],
    // Nothing.
    ['', 'empty'],
    ['   ', 'empty'],
  ])('%j -> %s', (value, problem) => {
    expect(innProblem(value)).toBe(problem);
    expect(isInnValid(value)).toBe(problem === null);
  });

  it('computes the 10-digit control with weights 2,4,10,3,5,9,4,6,8 mod 11 mod 10', () => {
    // 7*2+7*4+0*10+7*3+0*5+8*9+3*4+8*6+9*8 = 267; 267 % 11 = 3
    expect(innControlDigit('770708389', [2, 4, 10, 3, 5, 9, 4, 6, 8])).toBe(3);
  });

  it('an all-zero ИНН has zero controls, so it passes the checksum (the tax service accepts it too)', () => {
    expect(innProblem('0000000000')).toBeNull();
    expect(innProblem('000000000000')).toBeNull();
  });

  it('a sum of 10 mod 11 gives control 0 (the "mod 10" step)', () => {
    // 1*2 + 1*4 + 0 + 0 + 0 + 0 + 0 + 0 + 1*4 = 10 -> 10 % 11 = 10 -> 10 % 10 = 0
    expect(innControlDigit('110000100', [2, 4, 10, 3, 5, 9, 4, 6, 8])).toBe(0);
    expect(innProblem('1100001000')).toBeNull();
    expect(innProblem('1100001001')).toBe('checksum');
  });

  it('any 10-digit number completed with its control digit is valid; any other last digit is not', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), fc.integer({ min: 1, max: 9 }), (nine, shift) => {
        const control = innControlDigit(nine, [2, 4, 10, 3, 5, 9, 4, 6, 8]);
        expect(innProblem(`${nine}${control}`)).toBeNull();
        expect(innProblem(`${nine}${(control + shift) % 10}`)).toBe('checksum');
      }),
    );
  });

  it('any 12-digit number completed with its two controls is valid; a wrong 12th digit is not', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), fc.integer({ min: 1, max: 9 }), (ten, shift) => {
        const c11 = innControlDigit(ten, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]);
        const eleven = `${ten}${c11}`;
        const c12 = innControlDigit(eleven, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]);
        expect(innProblem(`${eleven}${c12}`)).toBeNull();
        expect(innProblem(`${eleven}${(c12 + shift) % 10}`)).toBe('checksum');
      }),
    );
  });

  it('normalizeInn drops whitespace only', () => {
    expect(normalizeInn(' 77 07\t083893 ')).toBe('7707083893');
    expect(normalizeInn('77-07')).toBe('77-07');
  });
});
