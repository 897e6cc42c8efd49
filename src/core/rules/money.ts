/**
 * Money, one rule for the client and the portal: amounts are
 * integers of kopecks while they are computed; a price is round(base × coef, 2);
 * a line's sum is price × quantity rounded once; a total is the sum of the line
 * sums. Every half rounds away from zero, as PostgreSQL's round(numeric, 2) does,
 * and the portal's SQL says the same in money_price / money_line
 * (examples/portal/sql/018_money.sql), so a figure computed on either side is
 * equal to the kopeck.
 *
 * Roubles come in as JSON numbers with at most 2 decimals (92.26); the float
 * noise of x × 100 (1.005 × 100 = 100.49999…) is cut before rounding.
 */

/** Price coefficients carry 4 decimals (contracts.price_coef is numeric(6,4)). */
export const COEF_SCALE = 10_000;

/**
 * Half away from zero, past the float noise of a product (about 2e-16 of the
 * value): a relative nudge of 1e-14 turns 100.49999999999999 back into 100.5
 * and stays far below half a kopeck for any amount under 10^12 ₽. Integers
 * (kopecks × whole quantities) are exact already and pass untouched.
 */
function roundHalfAway(x: number): number {
  if (Number.isInteger(x)) return x || 0;
  const a = Math.abs(x);
  return (x < 0 ? -1 : 1) * Math.round(a + a * 1e-14) || 0;
}

/** 92.26 -> 9226. */
export function toKopecks(roubles: number): number {
  return roundHalfAway(roubles * 100);
}

/** 9226 -> 92.26 (the one way back, for replies and display). */
export function toRoubles(kopecks: number): number {
  return kopecks / 100;
}

/**
 * The pricing rule: the price in kopecks of `baseKopecks` under a price
 * coefficient (the contract's, times the buyer's price policy: the portal's
 * user_price_coef), i.e. round(base × coef, 2). Integer arithmetic only.
 */
export function priceKopecks(baseKopecks: number, coef: number): number {
  return priceByUnits(baseKopecks, coefUnits(coef));
}

/** A coefficient in 1/10000 (0.836 -> 8360): what priceByUnits takes. */
export function coefUnits(coef: number): number {
  return roundHalfAway(coef * COEF_SCALE);
}

/** priceKopecks for a coefficient already in units (a loop over a catalogue converts it once). */
export function priceByUnits(baseKopecks: number, units: number): number {
  const n = baseKopecks * units;
  // Half away from zero of n / COEF_SCALE, exact in integers below 2^53.
  return (n < 0 ? -1 : 1) * Math.floor((Math.abs(n) + COEF_SCALE / 2) / COEF_SCALE) || 0;
}

/** A line's sum in kopecks: price × quantity, rounded once. */
export function lineKopecks(price: number, qnt: number): number {
  return roundHalfAway(toKopecks(price) * qnt);
}

/** A line's sum in roubles (price × quantity rounded once to the kopeck). */
export function lineSum(price: number, qnt: number): number {
  return toRoubles(lineKopecks(price, qnt));
}

export interface MoneyLine {
  price: number;
  qnt: number;
}

/** The total of lines in kopecks: the sum of their line sums. */
export function totalKopecks(lines: Iterable<MoneyLine | null | undefined>): number {
  let kopecks = 0;
  for (const l of lines) if (l) kopecks += lineKopecks(l.price, l.qnt);
  return kopecks;
}

/** The total of lines in roubles: the sum of their line sums. */
export function totalOf(lines: Iterable<MoneyLine | null | undefined>): number {
  return toRoubles(totalKopecks(lines));
}
