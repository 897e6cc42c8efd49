import { describe, expect, it } from 'vitest';
import { initialCategories, toggleAll, toggleCategory } from '../../../../src/core/rules/categories';

const ids = [10, 20, 30];

describe('price-list categories: "a choose-all option exists; unchecking the last remaining category is prevented; when all are checked the all flag is set"', () => {
  it('starts with all chosen', () => {
    expect(initialCategories(ids)).toEqual({ all: true, checked: [10, 20, 30] });
  });

  it('unchecking one clears the all flag', () => {
    expect(toggleCategory({ all: true, checked: ids }, 20, ids)).toEqual({ all: false, checked: [10, 30] });
  });

  it('unchecking the last remaining category is prevented', () => {
    const one = { all: false, checked: [30] };
    expect(toggleCategory(one, 30, ids)).toBe(one);
  });

  it('checking the last missing one sets the all flag', () => {
    expect(toggleCategory({ all: false, checked: [30, 10] }, 20, ids)).toEqual({ all: true, checked: [10, 20, 30] });
  });

  it('checking one more without completing keeps the flag off, in list order', () => {
    expect(toggleCategory({ all: false, checked: [30] }, 10, ids)).toEqual({ all: false, checked: [10, 30] });
  });

  it('choose-all checks everything', () => {
    expect(toggleAll({ all: false, checked: [20] }, ids)).toEqual({ all: true, checked: [10, 20, 30] });
  });

  it('choose-all cannot empty the list (that would uncheck the last one)', () => {
    const all = { all: true, checked: ids };
    expect(toggleAll(all, ids)).toBe(all);
  });

  it('a single category: all is set, and it cannot be unchecked', () => {
    const single = initialCategories([7]);
    expect(toggleCategory(single, 7, [7])).toBe(single);
  });
});
