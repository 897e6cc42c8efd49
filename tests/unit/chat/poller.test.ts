import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_POLL_MS } from '../../../src/core/constants';
import { backoffDelay, createPoller, POLL_MAX_BACKOFF_MS, type PageActivity } from '../../../src/blocks/poll/poller';

/** A page whose visibility the test switches, like the browser's visibilitychange. */
function fakePage(): PageActivity & { hide(): void; show(): void; online(): void; listeners: number } {
  let hidden = false;
  const listeners = new Set<() => void>();
  const fire = () => listeners.forEach((l) => l());
  return {
    isHidden: () => hidden,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    hide() {
      hidden = true;
      fire();
    },
    show() {
      hidden = false;
      fire();
    },
    online: fire,
    get listeners() {
      return listeners.size;
    },
  };
}

/** A task whose every call the test can see, settle, and fail on demand. */
function fakeTask() {
  const calls: { signal: AbortSignal; resolve(): void; reject(e: unknown): void }[] = [];
  let auto: 'ok' | 'fail' | 'hold' = 'ok';
  const task = vi.fn((signal: AbortSignal) => {
    return new Promise<void>((resolve, reject) => {
      calls.push({ signal, resolve, reject });
      if (auto === 'ok') resolve();
      if (auto === 'fail') reject(new Error('нет связи'));
    });
  });
  return {
    task,
    calls,
    set mode(m: 'ok' | 'fail' | 'hold') {
      auto = m;
    },
  };
}

/** Lets settled promises run their callbacks (they are microtasks, not timers). */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('backoffDelay', () => {
  it('is the interval after a success, then doubles per failure up to the cap', () => {
    expect(backoffDelay(0, CHAT_POLL_MS)).toBe(5000);
    expect(backoffDelay(1, CHAT_POLL_MS)).toBe(10_000);
    expect(backoffDelay(2, CHAT_POLL_MS)).toBe(20_000);
    expect(backoffDelay(3, CHAT_POLL_MS)).toBe(40_000);
    expect(backoffDelay(4, CHAT_POLL_MS)).toBe(POLL_MAX_BACKOFF_MS);
    expect(backoffDelay(50, CHAT_POLL_MS)).toBe(POLL_MAX_BACKOFF_MS);
  });
});

describe('createPoller', () => {
  it('polls at once on start, then every interval after the previous poll settled', async () => {
    const page = fakePage();
    const t = fakeTask();
    const poller = createPoller({ task: t.task, interval: CHAT_POLL_MS, activity: page });
    poller.start();
    expect(t.task).toHaveBeenCalledTimes(1);
    await flush();
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS - 1);
    expect(t.task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 3);
    expect(t.task).toHaveBeenCalledTimes(5);
    poller.stop();
  });

  it('with delayFirst the first poll waits an interval (the caller has just read); hidden, it waits to be shown', async () => {
    const page = fakePage();
    const t = fakeTask();
    const poller = createPoller({ task: t.task, interval: CHAT_POLL_MS, activity: page, delayFirst: true });
    poller.start();
    expect(t.task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS - 1);
    expect(t.task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(t.task).toHaveBeenCalledTimes(1);
    poller.stop();
    page.hide();
    poller.start();
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 3);
    expect(t.task).toHaveBeenCalledTimes(1);
    page.show();
    expect(t.task).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('never overlaps: a slow poll delays the next one', async () => {
    const t = fakeTask();
    t.mode = 'hold';
    const poller = createPoller({ task: t.task, interval: CHAT_POLL_MS, activity: fakePage() });
    poller.start();
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 4);
    expect(t.task).toHaveBeenCalledTimes(1);
    poller.pollNow();
    expect(t.task).toHaveBeenCalledTimes(1);
    t.calls[0]!.resolve();
    await flush();
    expect(poller.nextDelay).toBe(CHAT_POLL_MS);
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    expect(t.task).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('pauses while the page is hidden and polls at once when it is shown', async () => {
    const page = fakePage();
    const t = fakeTask();
    const poller = createPoller({ task: t.task, interval: CHAT_POLL_MS, activity: page });
    poller.start();
    await flush();
    page.hide();
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 10);
    expect(t.task).toHaveBeenCalledTimes(1);
    expect(poller.nextDelay).toBeNull();
    page.show();
    expect(t.task).toHaveBeenCalledTimes(2);
    await flush();
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    expect(t.task).toHaveBeenCalledTimes(3);
    poller.stop();
  });

  it('does not start polling while the page starts hidden', async () => {
    const page = fakePage();
    page.hide();
    const t = fakeTask();
    const poller = createPoller({ task: t.task, interval: CHAT_POLL_MS, activity: page });
    poller.start();
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 3);
    expect(t.task).not.toHaveBeenCalled();
    page.show();
    expect(t.task).toHaveBeenCalledTimes(1);
    poller.stop();
  });

  it('a poll that settles after the page was hidden schedules nothing', async () => {
    const page = fakePage();
    const t = fakeTask();
    t.mode = 'hold';
    const poller = createPoller({ task: t.task, interval: CHAT_POLL_MS, activity: page });
    poller.start();
    page.hide();
    t.calls[0]!.resolve();
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 3);
    expect(t.task).toHaveBeenCalledTimes(1);
    poller.stop();
  });

  it('backs off after failures (10 s, 20 s, 40 s, 60 s) and returns to the interval after a success', async () => {
    const t = fakeTask();
    t.mode = 'fail';
    const poller = createPoller({ task: t.task, interval: CHAT_POLL_MS, activity: fakePage() });
    poller.start();
    await flush();
    expect(poller.failures).toBe(1);
    const waits = [10_000, 20_000, 40_000, 60_000, 60_000];
    for (const [i, wait] of waits.entries()) {
      expect(poller.nextDelay).toBe(wait);
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(t.task).toHaveBeenCalledTimes(i + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(t.task).toHaveBeenCalledTimes(i + 2);
    }
    t.mode = 'ok';
    await vi.advanceTimersByTimeAsync(60_000);
    expect(poller.failures).toBe(0);
    expect(poller.nextDelay).toBe(CHAT_POLL_MS);
    poller.stop();
  });

  it('tells onSchedule each wait and how many failures led to it', async () => {
    const t = fakeTask();
    t.mode = 'fail';
    const onSchedule = vi.fn();
    const poller = createPoller({ task: t.task, interval: CHAT_POLL_MS, activity: fakePage(), onSchedule });
    poller.start();
    await flush();
    await vi.advanceTimersByTimeAsync(10_000);
    t.mode = 'ok';
    await vi.advanceTimersByTimeAsync(20_000);
    expect(onSchedule.mock.calls).toEqual([
      [10_000, 1],
      [20_000, 2],
      [CHAT_POLL_MS, 0],
    ]);
    poller.stop();
  });

  it('pollNow retries at once during a backoff; showing the page or coming online does too', async () => {
    const page = fakePage();
    const t = fakeTask();
    t.mode = 'fail';
    const poller = createPoller({ task: t.task, interval: CHAT_POLL_MS, activity: page });
    poller.start();
    await flush();
    expect(poller.nextDelay).toBe(10_000);
    poller.pollNow();
    expect(t.task).toHaveBeenCalledTimes(2);
    await flush();
    page.online();
    expect(t.task).toHaveBeenCalledTimes(3);
    await flush();
    page.hide();
    page.show();
    expect(t.task).toHaveBeenCalledTimes(4);
    poller.stop();
  });

  it('a task that throws synchronously counts as a failure', async () => {
    const task = vi.fn(() => {
      throw new Error('boom');
    });
    const poller = createPoller({ task, interval: CHAT_POLL_MS, activity: fakePage() });
    poller.start();
    await flush();
    expect(poller.failures).toBe(1);
    expect(poller.nextDelay).toBe(10_000);
    poller.stop();
  });

  it('stop aborts the poll in flight, schedules nothing and unsubscribes; start is idempotent', async () => {
    const page = fakePage();
    const t = fakeTask();
    t.mode = 'hold';
    const poller = createPoller({ task: t.task, interval: CHAT_POLL_MS, activity: page });
    poller.start();
    poller.start();
    expect(t.task).toHaveBeenCalledTimes(1);
    expect(page.listeners).toBe(1);
    poller.stop();
    expect(t.calls[0]!.signal.aborted).toBe(true);
    t.calls[0]!.reject(new Error('aborted'));
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 20);
    expect(t.task).toHaveBeenCalledTimes(1);
    expect(poller.failures).toBe(0);
    expect(page.listeners).toBe(0);
    page.show();
    expect(t.task).toHaveBeenCalledTimes(1);
  });

  it('restarts cleanly after stop (React StrictMode mounts effects twice)', async () => {
    const t = fakeTask();
    const poller = createPoller({ task: t.task, interval: CHAT_POLL_MS, activity: fakePage() });
    poller.start();
    poller.stop();
    poller.start();
    await flush();
    expect(t.task).toHaveBeenCalledTimes(2);
    expect(t.calls[0]!.signal.aborted).toBe(true);
    expect(poller.nextDelay).toBe(CHAT_POLL_MS);
    poller.stop();
  });
});
