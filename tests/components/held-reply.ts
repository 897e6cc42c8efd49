/**
 * A reply the test holds back and lets go of: the stale-reply tests used to
 * answer an old request after `delay(900)` and `sleep(900)` before looking,
 * which on a busy machine could let the old reply come first (the test then
 * checked nothing) or look before it came. Here the order is the test's:
 * the handler (or a fake fetch) answers through `hold()`, the test checks
 * the newer reply is shown, then `await answered()` lets the old one go and
 * resolves once it has been handed back and the page has had two frames to
 * (wrongly) show it.
 */

/** Two animation frames: a state update a reply caused has been rendered and painted by then. */
export const nextFrames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

export function heldReply() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let handedBack!: () => void;
  const back = new Promise<void>((resolve) => (handedBack = resolve));
  let holding = false;
  return {
    /** In the handler: waits until the test lets go, then answers `reply()`. */
    async hold<T>(reply: () => T | Promise<T>): Promise<T> {
      holding = true;
      await gate;
      try {
        return await reply();
      } finally {
        // After the caller has the reply in hand (a microtask later).
        setTimeout(handedBack, 0);
      }
    },
    /** True once the held request has reached its handler. */
    get holding() {
      return holding;
    },
    /** Lets the held reply go; resolves once it is handed back and the page has rendered twice since. */
    async answered(): Promise<void> {
      release();
      await back;
      await nextFrames();
    },
  };
}
