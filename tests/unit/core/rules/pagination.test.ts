import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paginationWindow } from '../../../../src/core/rules/pagination';

describe('"Pagination: maximum size 11 (minimum 7)"', () => {
  it.each<[number, number, number | undefined, (number | 'gap')[]]>([
    [1, 1, undefined, [1]],
    [3, 11, undefined, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
    [1, 20, undefined, [1, 2, 3, 4, 5, 6, 7, 8, 9, 'gap', 20]],
    [6, 20, undefined, [1, 2, 3, 4, 5, 6, 7, 8, 9, 'gap', 20]],
    [7, 20, undefined, [1, 'gap', 4, 5, 6, 7, 8, 9, 10, 'gap', 20]],
    [10, 20, undefined, [1, 'gap', 7, 8, 9, 10, 11, 12, 13, 'gap', 20]],
    [15, 20, undefined, [1, 'gap', 12, 13, 14, 15, 16, 17, 18, 19, 20]],
    [20, 20, undefined, [1, 'gap', 12, 13, 14, 15, 16, 17, 18, 19, 20]],
    [50, 100, 7, [1, 'gap', 49, 50, 51, 'gap', 100]],
    [1, 100, 3, [1, 2, 3, 4, 5, 'gap', 100]],
    [99, 20, undefined, [1, 'gap', 12, 13, 14, 15, 16, 17, 18, 19, 20]],
    [1, 0, undefined, []],
  ])('page %s of %s (size %s)', (page, total, size, expected) => {
    expect(paginationWindow(page, total, size)).toEqual(expected);
  });

  it('property: first, current and last always shown; never more than size items; gaps hide 2+ pages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), fc.integer({ min: 7, max: 11 }), (total, p, size) => {
        const page = Math.min(p, total);
        const items = paginationWindow(page, total, size);
        expect(items.length).toBe(Math.min(total, size));
        expect(items[0]).toBe(1);
        expect(items[items.length - 1]).toBe(total);
        expect(items).toContain(page);
        items.forEach((item, i) => {
          if (item !== 'gap') return;
          const before = items[i - 1];
          const after = items[i + 1];
          expect(typeof before).toBe('number');
          expect(typeof after).toBe('number');
          expect((after as number) - (before as number)).toBeGreaterThan(2);
        });
        const numbers = items.filter((x): x is number => x !== 'gap');
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        expect(new Set(numbers).size).toBe(numbers.length);
      }),
    );
  });
});
