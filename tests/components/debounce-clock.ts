import { setDebounceTimers } from 'b2b-widgets/internal';
import { onTestFinished } from 'vitest';
import { manualClock, type ManualClock } from './manual-clock';

/**
 * The debounces a buyer's typing waits on (the quantity counter, the basket's
 * send, the autocompletes' search) on a clock this test moves by hand, until
 * the test ends. Only those waits: React's, Preact's and msw's timers stay
 * real, so no effect is ever left on a clock nobody moves (vi.useFakeTimers
 * in a page shared by many files stranded Preact's effects for good).
 */
export function debounceClock(): ManualClock {
  const clock = manualClock();
  setDebounceTimers(clock);
  onTestFinished(() => setDebounceTimers(null));
  return clock;
}
