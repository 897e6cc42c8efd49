/**
 * "Superseded requests are aborted; a late reply never overwrites a newer
 * one" (design 4). A filter or search box keeps one of these: each run()
 * aborts the previous run's signal, whose call then rejects with an ApiError
 * of kind 'abort' that the caller ignores (isAbortError).
 */
import { abortError } from './errors';

export interface Latest {
  /** Starts `fn` with a fresh signal, aborting the previous run. */
  run<T>(fn: (signal: AbortSignal) => Promise<T>): Promise<T>;
  /** Aborts the current run, if any (unmount). */
  abort(): void;
}

export function createLatest(): Latest {
  let current: AbortController | undefined;
  return {
    run<T>(fn: (signal: AbortSignal) => Promise<T>): Promise<T> {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      const settle = (): void => {
        if (current === controller) current = undefined;
      };
      return fn(controller.signal).then(
        (value) => {
          settle();
          // fn may ignore the signal: a superseded run still must not deliver its value.
          if (controller.signal.aborted) throw abortError();
          return value;
        },
        (error: unknown) => {
          settle();
          throw controller.signal.aborted ? abortError(error) : error;
        },
      );
    },
    abort(): void {
      current?.abort();
      current = undefined;
    },
  };
}
