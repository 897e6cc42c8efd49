import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canRepeatLine, chosenLines, clampQuantity, defaultChoices, lineKeyOf, priceChange } from '../../../../src/core/rules/repeat-preview';
import type { PreviewLine } from '../../../../src/core/types';

const line = (patch: Partial<PreviewLine> = {}): PreviewLine => ({
  type: 'products',
  id: 1,
  articul: 'A-1',
  header: 'Болт М8',
  qnt: 4,
  priceThen: 100,
  priceNow: 100,
  available: 20,
  withdrawn: false,
  ...patch,
});

describe('price now vs then', () => {
  it('says dearer or cheaper by how many roubles, or the same', () => {
    expect(priceChange(line({ priceThen: 80, priceNow: 100 }))).toEqual({ kind: 'dearer', diff: 20 });
    expect(priceChange(line({ priceThen: 100.5, priceNow: 99.25 }))).toEqual({ kind: 'cheaper', diff: 1.25 });
    expect(priceChange(line())).toEqual({ kind: 'same' });
  });

  it('counts in kopecks: float noise is no change', () => {
    expect(priceChange(line({ priceThen: 0.1 + 0.2, priceNow: 0.3 }))).toEqual({ kind: 'same' });
  });

  it('unknown when either price is missing (withdrawn goods, an old draft)', () => {
    expect(priceChange(line({ priceNow: null }))).toEqual({ kind: 'unknown' });
    expect(priceChange(line({ priceThen: null }))).toEqual({ kind: 'unknown' });
  });
});

describe('what can be repeated', () => {
  it('withdrawn goods and goods out of stock cannot', () => {
    expect(canRepeatLine(line())).toBe(true);
    expect(canRepeatLine(line({ available: 0 }))).toBe(false);
    expect(canRepeatLine(line({ withdrawn: true }))).toBe(false);
  });

  it('ticks every line that can be had, with the ordered quantity cut to the stock', () => {
    const lines = [line({ id: 1 }), line({ id: 2, available: 2 }), line({ id: 3, available: 0 }), line({ id: 4, type: 'variants', withdrawn: true })];
    const choices = defaultChoices(lines);
    expect([...choices.entries()]).toEqual([
      ['products:1', { on: true, qnt: 4 }],
      ['products:2', { on: true, qnt: 2 }],
      ['products:3', { on: false, qnt: 1 }],
      ['variants:4', { on: false, qnt: 4 }],
    ]);
    expect(chosenLines(lines, choices)).toEqual([
      { type: 'products', id: 1, qnt: 4 },
      { type: 'products', id: 2, qnt: 2 },
    ]);
  });

  it('a product and a variant with the same id are different lines', () => {
    expect(lineKeyOf({ type: 'products', id: 5 })).not.toBe(lineKeyOf({ type: 'variants', id: 5 }));
  });

  it('sends only ticked lines, never one that cannot be had even if ticked', () => {
    const lines = [line({ id: 1 }), line({ id: 2 }), line({ id: 3, withdrawn: true })];
    const choices = new Map([
      ['products:1', { on: false, qnt: 4 }],
      ['products:2', { on: true, qnt: 7 }],
      ['products:3', { on: true, qnt: 1 }],
    ]);
    expect(chosenLines(lines, choices)).toEqual([{ type: 'products', id: 2, qnt: 7 }]);
  });
});

describe('quantities as typed', () => {
  it('a whole number from 1 to what can be had', () => {
    expect(clampQuantity(3, { available: 10 })).toBe(3);
    expect(clampQuantity(30, { available: 10 })).toBe(10);
    expect(clampQuantity(0, { available: 10 })).toBe(1);
    expect(clampQuantity(-4, { available: 10 })).toBe(4);
    expect(clampQuantity(2.7, { available: 10 })).toBe(2);
    expect(clampQuantity(Number.NaN, { available: 10 })).toBe(1);
  });

  it('always within [1, max(1, available)] whatever is typed', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: 0, max: 10_000 }), (typed, available) => {
        const q = clampQuantity(typed, { available });
        expect(Number.isInteger(q)).toBe(true);
        expect(q).toBeGreaterThanOrEqual(1);
        expect(q).toBeLessThanOrEqual(Math.max(1, available));
      }),
    );
  });
});
