/** Timings the stores use: the spec's (section 9, from core) and our re-sync back-off. */
export { COUNTER_BROADCAST_MS as BROADCAST_DELAY_MS, COUNTER_DEBOUNCE_MS } from '../core/constants';

/**
 * Our own: when re-reading the basket fails, wait 1 s, 2 s, 4 s ... up to 30 s
 * before the next try. It keeps trying while the page is open, because the
 * screen may be out of step with the server until it succeeds.
 */
export function resyncBackoffMs(failures: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
}
