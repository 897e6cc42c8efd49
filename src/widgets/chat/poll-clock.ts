/**
 * The clock every chat on the page polls by: the browser's timers. The
 * component tests swap in a manual clock (through b2b-widgets/internal) to
 * step over minutes of polling and backoff in both runtimes; faking the
 * page's timers instead would also stop Preact's effects, which wait on one.
 */
import { timerClock, type PollClock } from '../../blocks/poll/poller';

let current: PollClock = timerClock;

/** Read when a chat mounts: a clock set later applies to chats mounted later. */
export const chatPollClock = (): PollClock => current;

/** Test helper: poll by `clock`; null restores the browser's timers. */
export function setChatPollClock(clock: PollClock | null): void {
  current = clock ?? timerClock;
}
