/**
 * A reply or a module the test holds back and lets go of, so the test sets
 * the order of events, not the machine's speed:
 * - a stale reply: the handler answers through `hold()`, the test checks the
 *   newer reply is shown, then `await answered()` lets the old one go and
 *   resolves once it has been handed back and the page has had two frames
 *   to (wrongly) show it (these tests used `delay(900)` and `sleep(900)`,
 *   which on a busy machine could let the old reply come first);
 * - a slow network for code loaded on demand: `vi.mock(lib, (importOriginal)
 *   => held.hold(importOriginal))` with `held` made in `vi.hoisted`, and
 *   `release()` when the test has seen what shows meanwhile.
 */

/** Two animation frames: a state update a reply caused has been rendered and painted by then. */
export const nextFrames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

export function held() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let handedBack!: () => void;
  const back = new Promise<void>((resolve) => (handedBack = resolve));
  let holds = 0;
  return {
    /** Waits until the test lets go, then answers `reply()`. */
    async hold<T>(reply: () => T | Promise<T>): Promise<T> {
      holds += 1;
      await gate;
      try {
        return await reply();
      } finally {
        // After the caller has the reply in hand (a microtask later).
        setTimeout(handedBack, 0);
      }
    },
    /** How many times something waited here (a module asked for, a request answered). */
    get holds() {
      return holds;
    },
    /** Lets everything held go, now and from now on. */
    release,
    /** Lets the held reply go; resolves once it is handed back and the page has rendered twice since. */
    async answered(): Promise<void> {
      release();
      await back;
      await nextFrames();
    },
  };
}
