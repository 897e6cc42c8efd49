import { setDebounceTimers, setMessageTimers } from 'b2b-widgets/internal';
import { onTestFinished } from 'vitest';
import { manualClock, type ManualClock } from './manual-clock';

/**
 * One of the waits a buyer sees (core/timers.ts) on a clock this test moves
 * by hand, until the test ends. Only that wait: React's, Preact's and msw's
 * timers stay real, so no effect is ever left on a clock nobody moves
 * (vi.useFakeTimers in a page shared by many files stranded Preact's effects
 * for good).
 */
function swapIn(set: (timers: ManualClock | null) => void): ManualClock {
  const clock = manualClock();
  set(clock);
  onTestFinished(() => set(null));
  return clock;
}

/** The debounces a buyer's typing waits on: the quantity counter, the basket's send, the autocompletes' search, the catalogue's query and price. */
export const debounceClock = (): ManualClock => swapIn(setDebounceTimers);

/** How long a message stays before it hides itself: toasts, the added-to-basket popup, a refusal in red. */
export const messageClock = (): ManualClock => swapIn(setMessageTimers);
