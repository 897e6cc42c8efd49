import { describe, expect, it } from 'vitest';
import { deliveryDateBounds, isDateRangeValid, isDeliveryDateAllowed } from '../../../../src/core/rules/dates';

const d = (y: number, m: number, day: number, h = 0) => new Date(y, m - 1, day, h);

describe('"the start date must be strictly earlier than the end date"', () => {
  it.each([
    ['earlier start', d(2024, 3, 1), d(2024, 3, 2), true],
    ['a year apart', d(2023, 3, 1), d(2024, 3, 1), true],
    ['same day', d(2024, 3, 1), d(2024, 3, 1), false],
    ['same day, later clock on the end', d(2024, 3, 1, 8), d(2024, 3, 1, 20), false],
    ['start after end', d(2024, 3, 2), d(2024, 3, 1), false],
    ['invalid start', new Date(Number.NaN), d(2024, 3, 1), false],
  ])('%s', (_name, start, end, ok) => {
    expect(isDateRangeValid(start, end)).toBe(ok);
  });
});

describe('"Delivery date picker: no weekends, minimum tomorrow, maximum one week ahead"', () => {
  // Wednesday 2024-05-15, mid-afternoon: the clock must not matter.
  const today = d(2024, 5, 15, 15);

  it('bounds are tomorrow and a week ahead, at midnight', () => {
    const { min, max } = deliveryDateBounds(today);
    expect(min).toEqual(d(2024, 5, 16));
    expect(max).toEqual(d(2024, 5, 22));
  });

  it.each([
    ['today', d(2024, 5, 15), false],
    ['yesterday', d(2024, 5, 14), false],
    ['tomorrow (Thursday)', d(2024, 5, 16), true],
    ['tomorrow late evening', d(2024, 5, 16, 23), true],
    ['Friday', d(2024, 5, 17), true],
    ['Saturday', d(2024, 5, 18), false],
    ['Sunday', d(2024, 5, 19), false],
    ['Monday', d(2024, 5, 20), true],
    ['a week ahead (Wednesday)', d(2024, 5, 22), true],
    ['eight days ahead', d(2024, 5, 23), false],
  ])('%s', (_name, date, ok) => {
    expect(isDeliveryDateAllowed(date, today)).toBe(ok);
  });

  it('across a month end', () => {
    const friday = d(2024, 5, 31);
    expect(isDeliveryDateAllowed(d(2024, 6, 1), friday)).toBe(false); // Saturday
    expect(isDeliveryDateAllowed(d(2024, 6, 3), friday)).toBe(true); // Monday
    expect(isDeliveryDateAllowed(d(2024, 6, 7), friday)).toBe(true); // a week ahead
  });
});
