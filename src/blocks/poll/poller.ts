/**
 * Shared by <b2b-chat> and <b2b-acts>: a folder without element.ts, so the
 * standalone build makes it a chunk only their pages load (vite.standalone.config.ts).
 *
 * Polling without React: run a task every `interval` ms (the chat's
 * CHAT_POLL_MS), one at a time, never while the tab is hidden, at once when it
 * is shown again (or the browser comes back online), and with exponential
 * backoff after failures so a dead server is not hammered every 5 s.
 *
 * The next poll is scheduled only after the previous one settled, so a slow
 * server never gets overlapping requests.
 */

/** Where the poller learns that the page was hidden, shown, or came back online. */
export interface PageActivity {
  isHidden(): boolean;
  /** Calls `onChange` on every change; returns the unsubscribe function. */
  subscribe(onChange: () => void): () => void;
}

/**
 * What the poller waits on between polls. The browser's timers by default;
 * the chat's component tests drive a manual one (see poll-clock.ts), so they
 * can step over minutes of polling without faking the page's own timers,
 * which the runtime needs (Preact runs effects after a timer).
 */
export interface PollClock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The global timers, looked up at each call (so node tests' fake timers still apply). */
export const timerClock: PollClock = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface PollerOptions {
  /** One poll. Rejecting counts as a failure (backoff), unless the signal was aborted by stop(). */
  task: (signal: AbortSignal) => Promise<unknown>;
  /** Milliseconds between successful polls. */
  interval: number;
  /** Longest wait between failed polls; default POLL_MAX_BACKOFF_MS. */
  maxDelay?: number;
  /** Default: the document's visibility and the window's `online` event. */
  activity?: PageActivity;
  /** The next poll was scheduled in `delay` ms after `failures` consecutive failures (0 = all is well). */
  onSchedule?: (delay: number, failures: number) => void;
  /** Default: timerClock. */
  clock?: PollClock;
  /** The first poll waits one interval, not done at start (the caller has just read what it polls). */
  delayFirst?: boolean;
}

export interface Poller {
  /** Polls at once (when the page is visible; after one interval with delayFirst) and keeps polling. Idempotent. */
  start(): void;
  /** Stops: no more polls, the one in flight is aborted. */
  stop(): void;
  /** Polls now (a "retry" button), unless a poll is already in flight. */
  pollNow(): void;
  /** Consecutive failed polls (0 after a success). */
  readonly failures: number;
  /** Milliseconds until the next scheduled poll, or null (none scheduled: hidden, stopped, in flight). */
  readonly nextDelay: number | null;
}

/** A failed poll waits interval·2, ·4, ·8... up to this (one minute). */
export const POLL_MAX_BACKOFF_MS = 60_000;

/** Wait before the next poll after `failures` consecutive failures (0 = the plain interval). */
export function backoffDelay(failures: number, interval: number, maxDelay = POLL_MAX_BACKOFF_MS): number {
  if (failures <= 0) return interval;
  return Math.min(interval * 2 ** failures, Math.max(interval, maxDelay));
}

/** The browser's page: hidden per the Page Visibility API; shown or back online means "poll now". */
export function documentActivity(doc: Document = document): PageActivity {
  return {
    isHidden: () => doc.visibilityState === 'hidden',
    subscribe(onChange) {
      const win = doc.defaultView;
      doc.addEventListener('visibilitychange', onChange);
      win?.addEventListener('online', onChange);
      return () => {
        doc.removeEventListener('visibilitychange', onChange);
        win?.removeEventListener('online', onChange);
      };
    },
  };
}

export function createPoller(options: PollerOptions): Poller {
  const { task, interval } = options;
  const maxDelay = options.maxDelay ?? POLL_MAX_BACKOFF_MS;
  const activity = options.activity ?? documentActivity();
  const clock = options.clock ?? timerClock;

  let running = false;
  let failures = 0;
  let timer: unknown = null;
  let nextDelay: number | null = null;
  let inFlight: AbortController | null = null;
  let unsubscribe: (() => void) | null = null;

  function clearTimer(): void {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    nextDelay = null;
  }

  function schedule(): void {
    clearTimer();
    // Hidden: wait for the page to be shown; that event polls at once.
    if (!running || activity.isHidden()) return;
    const delay = backoffDelay(failures, interval, maxDelay);
    nextDelay = delay;
    timer = clock.setTimeout(() => {
      timer = null;
      nextDelay = null;
      run();
    }, delay);
    options.onSchedule?.(delay, failures);
  }

  function run(): void {
    if (!running || inFlight || activity.isHidden()) return;
    clearTimer();
    const controller = new AbortController();
    inFlight = controller;
    let outcome: Promise<unknown>;
    try {
      outcome = Promise.resolve(task(controller.signal));
    } catch (error) {
      outcome = Promise.reject(error);
    }
    outcome.then(
      () => {
        if (inFlight !== controller) return;
        inFlight = null;
        failures = 0;
        schedule();
      },
      () => {
        // stop() aborted it: nothing to schedule, and not the server's fault.
        if (inFlight !== controller) return;
        inFlight = null;
        failures += 1;
        schedule();
      },
    );
  }

  function onActivity(): void {
    if (activity.isHidden()) clearTimer();
    else run();
  }

  return {
    start() {
      if (running) return;
      running = true;
      unsubscribe = activity.subscribe(onActivity);
      if (options.delayFirst) schedule();
      else run();
    },
    stop() {
      running = false;
      clearTimer();
      unsubscribe?.();
      unsubscribe = null;
      const controller = inFlight;
      inFlight = null;
      controller?.abort();
    },
    pollNow() {
      run();
    },
    get failures() {
      return failures;
    },
    get nextDelay() {
      return nextDelay;
    },
  };
}
