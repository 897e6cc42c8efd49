/**
 * The timers of the waits a buyer sees, each swappable for a test's manual
 * clock (b2b-widgets/internal), so a test moves them instead of waiting and
 * each timing holds however slowly a busy machine runs:
 * - `debounceTimers`: the debounces a buyer's edits wait on (the quantity
 *   counter, the basket's send, the autocompletes' search, the catalogue's
 *   query and price fields);
 * - `messageTimers`: how long a message stays before it hides itself
 *   (ui/alert/use-auto-hide.ts: toasts, the added-to-basket popup, a
 *   refusal shown in red).
 * Two seams, so a test that moves one keeps the other real. React's,
 * Preact's and msw's own timers stay real, as the pollers' clocks do (chat,
 * acts).
 */
export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The browser's timers until a test swaps in its own (`use`; null restores them). */
function swappableTimers(): Timers & { use(timers: Timers | null): void } {
  let manual: Timers | null = null;
  return {
    setTimeout: (run, ms) => (manual ? manual.setTimeout(run, ms) : setTimeout(run, ms)),
    clearTimeout: (handle) => (manual ? manual.clearTimeout(handle) : clearTimeout(handle as number)),
    use: (timers) => {
      manual = timers;
    },
  };
}

/** What the debounces call. */
export const debounceTimers = swappableTimers();
/** What a message's auto-hide calls. */
export const messageTimers = swappableTimers();

/** Test helper: debounce on `timers` (a manual clock); null restores the browser's. */
export const setDebounceTimers = (timers: Timers | null): void => debounceTimers.use(timers);
/** Test helper: messages hide on `timers` (a manual clock); null restores the browser's. */
export const setMessageTimers = (timers: Timers | null): void => messageTimers.use(timers);
