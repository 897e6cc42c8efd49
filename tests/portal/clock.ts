/**
 * A portal process that lives at another instant: its Date, and PGlite's
 * now() (which reads Date), start from `at`. The page pictures' portal
 * (tests/e2e/page-sweep.test.ts) lives at the pictures' fixed instant, so
 * an order's date, "this week's" orders and a news item's age come out the
 * same on every run and machine.
 *
 * Seeding runs on a stopped clock (tests/portal/seed-at.ts): every row it
 * writes gets the same time to the millisecond however long the seeding
 * takes. A serving portal's clock runs on from `at`: sessions expire and
 * waits end as they would.
 *
 * Loaded before a portal with `node --import tsx --import <this file>` and
 * PORTAL_CLOCK=<ISO instant> (scripts/portal-process.mjs).
 */
export function setClock(at: number, { stopped = false } = {}): void {
  const Real = globalThis.Date;
  const shift = at - Real.now();
  const now = stopped ? () => at : () => Real.now() + shift;
  // A function, not a subclass: called without `new`, Date returns a string,
  // and the dates it makes are the real Date's (instanceof holds either way).
  function Clock(this: unknown, ...args: unknown[]): Date | string {
    if (!new.target) return new Real(now()).toString();
    return args.length ? new (Real as new (...a: unknown[]) => Date)(...args) : new Real(now());
  }
  Object.defineProperties(Clock, Object.getOwnPropertyDescriptors(Real));
  Object.defineProperty(Clock, 'now', { value: now, writable: true, configurable: true });
  globalThis.Date = Clock as unknown as DateConstructor;
}

const start = process.env.PORTAL_CLOCK;
if (start) {
  const at = Date.parse(start);
  if (Number.isNaN(at)) throw new Error(`PORTAL_CLOCK must be an ISO instant, got ${start}`);
  setClock(at);
}
