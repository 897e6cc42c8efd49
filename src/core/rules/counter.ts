/**
 * Quantity counter rule of spec 5: minimum 1 by default, a configurable step,
 * values rounded up to a multiple of the step, negatives made positive.
 * "Quantity steps never go below 1." Garbage (NaN, '', 'abc') becomes the minimum.
 */

export interface CounterOptions {
  /** Smallest allowed quantity, default 1. */
  min?: number;
  /** Quantities are multiples of this, default 1. */
  step?: number;
}

/**
 * Not in the spec: a ceiling far above any real order line, so that typing
 * 1e30 gives a number the float math can still round to a step exactly.
 */
export const MAX_QUANTITY = 1_000_000_000;

// Steps like 0.1 make 1.1 / 0.1 = 11.000000000000002; rounding the quotient
// first keeps ceil() from jumping a whole step on float noise.
const EPSILON_DIGITS = 9;

function cleanStep(step: number | undefined): number {
  return step !== undefined && Number.isFinite(step) && step > 0 ? step : 1;
}

function cleanMin(min: number | undefined): number {
  return min !== undefined && Number.isFinite(min) && min >= 0 ? min : 1;
}

function roundNoise(n: number): number {
  return Number(n.toFixed(EPSILON_DIGITS));
}

function ceilToStep(value: number, step: number): number {
  return roundNoise(Math.ceil(roundNoise(value / step)) * step);
}

function toNumber(value: number | string): number {
  if (typeof value === 'number') return value;
  // Russian input: '2,5' and '1 000' (spaces, no-break spaces) are numbers too.
  const s = value.replace(/[\s\u00A0]/g, '').replace(',', '.');
  return s === '' ? Number.NaN : Number(s);
}

/** The smallest allowed quantity: the minimum rounded up to the step. */
export function minQuantity(opts: CounterOptions = {}): number {
  const step = cleanStep(opts.step);
  return Math.max(step, ceilToStep(cleanMin(opts.min), step));
}

/**
 * What a counter shows after the user typed `value`: |value| rounded up to a
 * multiple of the step, never below the minimum.
 */
export function normalizeQuantity(value: number | string, opts: CounterOptions = {}): number {
  const step = cleanStep(opts.step);
  const floor = minQuantity(opts);
  const n = toNumber(value);
  if (Number.isNaN(n)) return floor;
  return Math.max(floor, ceilToStep(Math.min(Math.abs(n), MAX_QUANTITY), step));
}

/** The '+' button: the next multiple of the step above q (a number is the step, with min 1). */
export function stepUp(q: number, step: number | CounterOptions = 1): number {
  const opts = typeof step === 'number' ? { step } : step;
  const s = cleanStep(opts.step);
  const current = Number.isFinite(q) ? Math.min(Math.abs(q), MAX_QUANTITY) : 0;
  return normalizeQuantity(roundNoise(Math.floor(roundNoise(current / s)) * s + s), { ...opts, step: s });
}

/** The '-' button: the previous multiple of the step below q, never below the minimum. */
export function stepDown(q: number, opts: CounterOptions = {}): number {
  const s = cleanStep(opts.step);
  const floor = minQuantity(opts);
  const current = Number.isFinite(q) ? Math.min(Math.abs(q), MAX_QUANTITY) : floor;
  const prev = roundNoise(ceilToStep(current, s) - s);
  return Math.max(floor, prev);
}
