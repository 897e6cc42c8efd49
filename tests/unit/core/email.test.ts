import { describe, expect, it } from 'vitest';
import { isEmail } from '../../../src/core/rules/email';

describe('isEmail (registration and reminder forms)', () => {
  it.each([
    ['ivanov@example.ru', true],
    ['i.ivanov+b2b@mail.stroy-opt.ru', true],
    [' ivanov@example.ru ', true],
    ['иванов@пример.рф', true],
    ['ivanov', false],
    ['ivanov@', false],
    ['ivanov@example', false],
    ['ivanov@example.', false],
    ['ivanov@.ru', false],
    ['iva nov@example.ru', false],
    ['ivanov@@example.ru', false],
    ['', false],
  ])('%j -> %s', (value, ok) => {
    expect(isEmail(value)).toBe(ok);
  });
});
