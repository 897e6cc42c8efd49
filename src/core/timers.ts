/**
 * The timers of the debounces a buyer's edits wait on (the quantity counter,
 * the basket's send): the browser's. The component tests swap in a manual
 * clock (setDebounceTimers in b2b-widgets/internal), so "a burst of clicks is
 * one request" holds however slowly a busy machine clicks; React's, Preact's
 * and msw's own timers stay real, as the pollers' clocks do (chat, acts).
 */
export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

let manual: Timers | null = null;

/** What the debounces call: the browser's timers, or the test's clock. */
export const debounceTimers: Timers = {
  setTimeout: (run, ms) => (manual ? manual.setTimeout(run, ms) : setTimeout(run, ms)),
  clearTimeout: (handle) => (manual ? manual.clearTimeout(handle) : clearTimeout(handle as number)),
};

/** Test helper: debounce on `timers` (a manual clock); null restores the browser's. */
export function setDebounceTimers(timers: Timers | null): void {
  manual = timers;
}
