// The one money rule: kopecks, price = round(base × coef, 2),
// line sum = price × quantity rounded once, total = sum of the line sums; every
// half away from zero, as PostgreSQL's round(numeric, 2).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  coefUnits,
  lineKopecks,
  lineSum,
  priceByUnits,
  priceKopecks,
  toKopecks,
  toRoubles,
  totalKopecks,
  totalOf,
} from '../../../../src/core/rules/money';

/** Exact round(a / b) half away from zero, in BigInt: what numeric arithmetic gives. */
function exactDiv(a: bigint, b: bigint): bigint {
  const neg = a < 0n !== b < 0n;
  const [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  const q = (2n * x + y) / (2n * y);
  return neg ? -q : q;
}

/** '1234.5' -> the double JSON would carry: what the portal's ::float8 replies hold. */
const roubles = (kopecks: number) => Number(`${Math.trunc(kopecks / 100)}.${String(Math.abs(kopecks) % 100).padStart(2, '0')}`);

const kopecksArb = fc.integer({ min: 0, max: 99_999_999 }); // up to 999 999,99 ₽
const qntArb = fc.integer({ min: 1, max: 100_000 });

describe('kopecks', () => {
  it('reads every price of 2 decimals back to its kopecks, past the float noise', () => {
    fc.assert(fc.property(kopecksArb, (k) => toKopecks(roubles(k)) === k));
    expect(toKopecks(1.005)).toBe(101); // 1.005 × 100 is 100.49999999999999 in floats
    expect(toKopecks(0.1 + 0.2)).toBe(30);
    expect(toKopecks(-2.675)).toBe(-268);
    expect(toRoubles(9226)).toBe(92.26);
  });
});

describe('the pricing rule: round(base × coef, 2)', () => {
  it('is exact: equal to numeric arithmetic for any base and 4-decimal coefficient', () => {
    fc.assert(
      fc.property(kopecksArb, fc.integer({ min: 1, max: 99_999 }), (base, units) => {
        const coef = units / 10_000;
        const exact = Number(exactDiv(BigInt(base) * BigInt(units), 10_000n));
        return priceKopecks(base, coef) === exact && priceByUnits(base, coefUnits(coef)) === exact;
      }),
    );
  });

  it('prices КР-02936 (110,36 ₽ base) for manager2 on ОП-202 (0,88 × 5 % discount = 0,836) at 92,26 ₽, without the policy 97,12 ₽', () => {
    expect(coefUnits(0.88 * 0.95)).toBe(8360);
    expect(priceKopecks(11036, 0.836)).toBe(9226);
    expect(priceKopecks(11036, 0.88)).toBe(9712);
  });

  it('rounds a half kopeck away from zero', () => {
    expect(priceKopecks(1, 0.5)).toBe(1); // 0,005 ₽ -> 0,01 ₽
    expect(priceKopecks(3, 0.5)).toBe(2); // 0,015 ₽ -> 0,02 ₽
    expect(priceKopecks(-3, 0.5)).toBe(-2);
  });
});

describe('line sums and totals', () => {
  it('a line is price × quantity rounded once, a total the sum of the line sums', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ k: kopecksArb, qnt: qntArb }), { maxLength: 60 }), (raw) => {
        const lines = raw.map((l) => ({ price: roubles(l.k), qnt: l.qnt }));
        const exact = raw.reduce((s, l) => s + BigInt(l.k) * BigInt(l.qnt), 0n);
        expect(totalKopecks(lines)).toBe(Number(exact));
        expect(totalOf(lines)).toBe(Number(exact) / 100);
        lines.forEach((l, i) => expect(lineKopecks(l.price, l.qnt)).toBe(raw[i]!.k * raw[i]!.qnt));
      }),
    );
  });

  it('2 × 97,12 ₽ is 194,24 ₽, not round(2 × 97,1168) = 194,23', () => {
    const price = toRoubles(priceKopecks(11036, 0.88));
    expect(lineSum(price, 2)).toBe(194.24);
  });

  it('seven lines at odd prices: the sum of rounded line sums, not the rounded sum of unrounded prices', () => {
    // Base prices whose contract price (× 0,88) falls between kopecks.
    const lines = [
      { base: 15999, qnt: 3 },
      { base: 2117, qnt: 11 },
      { base: 33363, qnt: 1 },
      { base: 4521, qnt: 7 },
      { base: 1283, qnt: 13 },
      { base: 9911, qnt: 2 },
      { base: 707, qnt: 9 },
    ];
    const priced = lines.map((l) => ({ price: toRoubles(priceKopecks(l.base, 0.88)), qnt: l.qnt }));
    const unrounded = Math.round(lines.reduce((s, l) => s + l.base * 0.88 * l.qnt, 0)) / 100;
    const total = totalOf(priced);
    expect(total).toBe(priced.reduce((s, l) => s + toKopecks(l.price) * l.qnt, 0) / 100);
    expect(total).not.toBe(unrounded); // the old draft sum differed from the basket's
    expect(totalOf([null, undefined, ...priced])).toBe(total);
  });

  it('a fractional quantity is rounded once, at the line', () => {
    expect(lineKopecks(0.01, 0.5)).toBe(1);
    expect(lineKopecks(10.01, 1.5)).toBe(1502); // 15,015 -> 15,02
  });
});
