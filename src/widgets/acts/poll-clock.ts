/**
 * The clock every acts list on the page polls by: the browser's timers. The
 * component tests swap in a manual clock (through b2b-widgets/internal), as
 * the chat's do (chat/poll-clock.ts says why not fake the page's timers).
 */
import { timerClock, type PollClock } from '../../blocks/poll/poller';

let current: PollClock = timerClock;

/** Read when a list mounts: a clock set later applies to lists mounted later. */
export const actsPollClock = (): PollClock => current;

/** Test helper: poll by `clock`; null restores the browser's timers. */
export function setActsPollClock(clock: PollClock | null): void {
  current = clock ?? timerClock;
}
