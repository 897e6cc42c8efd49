import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY, minQuantity, normalizeQuantity, stepDown, stepUp } from '../../../../src/core/rules/counter';

describe('"minimum 1 by default, configurable step, values rounded up to a multiple of the step, negatives made positive"', () => {
  it.each<[number | string, { min?: number; step?: number } | undefined, number]>([
    [5, undefined, 5],
    [0, undefined, 1],
    ['', undefined, 1],
    ['abc', undefined, 1],
    [Number.NaN, undefined, 1],
    [-3, undefined, 3],
    ['-3', undefined, 3],
    [2.2, undefined, 3],
    ['2,5', undefined, 3],
    ['1 000', undefined, 1000],
    [7, { step: 5 }, 10],
    [10, { step: 5 }, 10],
    [1, { step: 6 }, 6],
    [-11, { step: 5 }, 15],
    [0, { min: 3 }, 3],
    [4, { min: 3, step: 2 }, 4],
    [0, { min: 3, step: 2 }, 4],
    [1.1, { step: 0.1 }, 1.1],
    [0.25, { step: 0.1, min: 0.1 }, 0.3],
    [Infinity, undefined, MAX_QUANTITY],
    [1e30, { step: 7 }, Math.ceil(MAX_QUANTITY / 7) * 7],
  ])('normalizeQuantity(%j, %j) = %s', (value, opts, expected) => {
    expect(normalizeQuantity(value, opts)).toBe(expected);
  });

  it('"Quantity steps never go below 1"', () => {
    expect(stepDown(1)).toBe(1);
    expect(stepDown(2)).toBe(1);
    expect(stepDown(5, { step: 5 })).toBe(5);
    expect(stepDown(10, { step: 5 })).toBe(5);
    expect(stepDown(7, { step: 5 })).toBe(5);
  });

  it('steps up to the next multiple', () => {
    expect(stepUp(1)).toBe(2);
    expect(stepUp(5, 5)).toBe(10);
    expect(stepUp(7, 5)).toBe(10);
    expect(stepUp(0.2, { step: 0.1, min: 0.1 })).toBe(0.3);
    expect(stepUp(0.2, 0.1)).toBe(1);
  });

  const step = fc.integer({ min: 1, max: 50 });
  const min = fc.integer({ min: 0, max: 100 });
  const value = fc.oneof(fc.double({ noNaN: false }), fc.integer({ min: -1e6, max: 1e6 }), fc.string());

  it('property: result is a multiple of the step, at least the minimum and at least |value|', () => {
    fc.assert(
      fc.property(value, min, step, (v, m, s) => {
        const q = normalizeQuantity(v, { min: m, step: s });
        expect(q % s).toBe(0);
        expect(q).toBeGreaterThanOrEqual(Math.max(m, 1));
        const n = typeof v === 'number' ? v : Number(v.replace(',', '.'));
        if (!Number.isNaN(n)) expect(q).toBeGreaterThanOrEqual(Math.min(Math.abs(n), MAX_QUANTITY));
      }),
    );
  });

  it('property: normalizing twice changes nothing', () => {
    fc.assert(
      fc.property(value, min, step, (v, m, s) => {
        const once = normalizeQuantity(v, { min: m, step: s });
        expect(normalizeQuantity(once, { min: m, step: s })).toBe(once);
      }),
    );
  });

  it('property: stepDown never goes below the minimum; stepUp always grows by at most one step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e5 }), min, step, (q, m, s) => {
        const down = stepDown(q, { min: m, step: s });
        expect(down).toBeGreaterThanOrEqual(minQuantity({ min: m, step: s }));
        expect(down % s).toBe(0);
        const up = stepUp(q, s);
        expect(up).toBeGreaterThan(q);
        expect(up - q).toBeLessThanOrEqual(s);
        expect(up % s).toBe(0);
      }),
    );
  });
});
