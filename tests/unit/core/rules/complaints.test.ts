import { describe, expect, it } from 'vitest';
import { isComplaintQuantity } from '../../../../src/core/rules/complaints';

describe('"Complaint quantity must be a positive integer, otherwise the field turns red"', () => {
  it.each([
    ['3', true],
    ['1', true],
    ['120', true],
    [' 4 ', true],
    ['0', false],
    ['-1', false],
    ['1.5', false],
    ['1,5', false],
    ['', false],
    ['   ', false],
    ['abc', false],
    ['+3', false],
    ['3e2', false],
    ['99999999999999999999', false],
  ])('%j -> %s', (value, ok) => {
    expect(isComplaintQuantity(value)).toBe(ok);
  });
});
