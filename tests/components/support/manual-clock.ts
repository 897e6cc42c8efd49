/**
 * A clock the test moves by hand, for the pollers of chat and acts (setChatPollClock, setActsPollClock).
 * Only the poller's waits run on it: React, Preact, msw and the network keep
 * real time, so effects run in both runtimes, and expect.element or
 * expect.poll never move it behind the test's back.
 */
export interface ManualClock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Moves the clock `ms` forward, running each timer that falls due, in order. */
  advance(ms: number): Promise<void>;
  /** Timers set and not yet run or cleared. */
  readonly pending: number;
}

/** A real macrotask: what a timer started (a state update, a render) gets to happen before the next. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function manualClock(): ManualClock {
  let now = 0;
  let lastId = 0;
  const timers = new Map<number, { due: number; run: () => void }>();

  /** The earliest timer due by `until` (the first set among equals), if any. */
  function nextDue(until: number): number | undefined {
    let found: number | undefined;
    for (const [id, timer] of timers) {
      if (timer.due <= until && (found === undefined || timer.due < timers.get(found)!.due)) found = id;
    }
    return found;
  }

  return {
    setTimeout(run, ms) {
      lastId += 1;
      timers.set(lastId, { due: now + Math.max(0, ms), run });
      return lastId;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    async advance(ms) {
      const target = now + ms;
      for (let id = nextDue(target); id !== undefined; id = nextDue(target)) {
        const timer = timers.get(id)!;
        timers.delete(id);
        now = timer.due;
        timer.run();
        await settle();
      }
      now = target;
      await settle();
    },
    get pending() {
      return timers.size;
    },
  };
}
