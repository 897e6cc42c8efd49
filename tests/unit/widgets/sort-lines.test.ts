import { describe, expect, it } from 'vitest';
import { createSortedKeys } from '../../../src/widgets/basket/sort-lines';
import type { BasketLineState, BasketState, LineKey } from '../../../src/stores/basket-types';
import type { BasketLine } from '../../../src/core/types';

function state(headers: Record<number, string>): Pick<BasketState, 'keys' | 'lines'> {
  const keys = Object.keys(headers).map((id) => `products:${id}` as LineKey);
  const lines: Record<LineKey, BasketLineState> = {};
  for (const [id, header] of Object.entries(headers)) {
    const key = `products:${id}` as LineKey;
    const line = { id: Number(id), type: 'products', qnt: 1, header, articul: id, price: Number(id), price_rrc: 0 } as unknown as BasketLine;
    lines[key] = { key, line, pending: false, error: null } as BasketLineState;
  }
  return { keys, lines };
}

describe('basket row order', () => {
  it('after a delete: the order sorting would give, the same array while nothing else moves', () => {
    const byName = createSortedKeys({ field: 'header', dir: 'asc' });
    const all = state({ 1: 'Шуруп', 2: 'Анкер', 3: 'Болт 10', 4: 'Болт 9', 5: 'Анкер' });
    expect(byName(all)).toEqual(['products:2', 'products:5', 'products:4', 'products:3', 'products:1']);
    const after = state({ 1: 'Шуруп', 2: 'Анкер', 3: 'Болт 10', 5: 'Анкер' });
    const sorted = byName(after);
    expect(sorted).toEqual(['products:2', 'products:5', 'products:3', 'products:1']);
    expect(sorted).toEqual(createSortedKeys({ field: 'header', dir: 'asc' })(after));
    expect(byName({ ...after, keys: [...after.keys] })).toBe(sorted);
    // A line that stays but changed its name is sorted again.
    const renamed = state({ 1: 'Анкер', 2: 'Анкер', 3: 'Болт 10' });
    expect(byName(renamed)).toEqual(['products:1', 'products:2', 'products:3']);
  });
});
