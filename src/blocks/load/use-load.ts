/**
 * One read from the server for render code: the `{data, loading,
 * error}` + retry + AbortController pattern the list widgets wrote by hand.
 *
 * - The read starts when the keys (`deps`) change, aborting the one before it;
 *   a reply that comes after a newer read started is dropped, even when the
 *   load function ignores its signal (design 4: a late reply never overwrites
 *   a newer one).
 * - `loading` and `error` are derived from which read the last outcome answers,
 *   not set when a read starts: a change of keys costs one render, not two.
 * - `error` is the Russian text (the server's own for a refusal); `retry` is
 *   there only when sending the same read again can help
 *   (core's retryHelps): a 4xx refusal shows its message and no «Повторить».
 *
 * Lives in blocks/ because the failure's reading (stores/api-errors) is the
 * stores' own; every user (blocks, widgets) may import it.
 */
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { isAbortError } from '../../core/api/errors';
import { failureOf, type Failure } from '../../stores/api-errors';

export interface LoadOptions {
  /**
   * Keep the last good data on screen while the read for new keys is on its
   * way (a list's next page, a new filter). Default false: data belongs to
   * its keys, and new keys start from nothing (another product's popup).
   * A reload with the same keys always keeps it.
   */
  keep?: boolean;
  /** Nothing to read yet (no contract chosen, no request): no call, not loading. */
  skip?: boolean;
}

export interface Load<T> {
  /** The last good data (see LoadOptions.keep); null before the first. */
  data: T | null;
  /** A read that shows is on its way. */
  loading: boolean;
  /** Why the last read failed, in Russian; null while a newer read is on its way. */
  error: string | null;
  /** Reads again; undefined when that cannot help (no failure, or a refusal). */
  retry: (() => void) | undefined;
  /** Reads again now (after a change the server made, a «Обновить»): shows as loading. */
  reload(): void;
  /**
   * A background refresh, for a poller: what is on screen, error included,
   * stays until it answers, and it never shows as loading; while another read
   * is on its way it starts nothing and settles with that one. Resolves once a
   * read at least this new has answered, rejects with its error if it failed.
   */
  poll(): Promise<void>;
  /** Changes the data in place (a row the server sent back after an action); nothing before the first data. */
  update(change: (data: T) => T): void;
}

/** One run of the load function; its identity is what an outcome answers. */
interface Run {
  quiet: boolean;
}

interface Outcome<T> {
  run: Run | null;
  data: T | null;
  /** The keys `data` was read for. */
  dataKeys: object | null;
  failure: Failure | null;
}

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

const sameDeps = (a: DependencyList, b: DependencyList) => a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

/**
 * A new `keys` object whenever `deps` change, and a new `run` whenever the keys
 * or the attempt change. Kept in a ref (not useMemo, which may forget and
 * would then start a read no effect runs).
 */
function useRun(deps: DependencyList, attempt: { n: number; quiet: boolean }): { keys: object; run: Run } {
  const ref = useRef<{ deps: DependencyList; attempt: typeof attempt; keys: object; run: Run } | null>(null);
  const last = ref.current;
  if (!last || !sameDeps(last.deps, deps)) ref.current = { deps, attempt, keys: {}, run: { quiet: false } };
  else if (last.attempt !== attempt) ref.current = { ...last, attempt, run: { quiet: attempt.quiet } };
  return ref.current!;
}

export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList, options: LoadOptions = {}): Load<T> {
  const { keep = false, skip = false } = options;
  // The newest closure runs; the keys, not its identity, decide when to read.
  const loadRef = useRef(load);
  loadRef.current = load;
  const [attempt, setAttempt] = useState({ n: 0, quiet: false });
  const { keys, run } = useRun(deps, attempt);
  const [outcome, setOutcome] = useState<Outcome<T>>({ run: null, data: null, dataKeys: null, failure: null });
  /** reload() / poll() callers waiting for the next read to start. */
  const pending = useRef<Waiter[]>([]);
  /** The read on its way and its waiters; null when none is. */
  const inFlight = useRef<Waiter[] | null>(null);

  useEffect(() => {
    const queue = pending.current;
    let waiters = queue.splice(0);
    if (skip) {
      for (const w of waiters) w.resolve();
      return;
    }
    inFlight.current = waiters;
    const controller = new AbortController();
    const done = () => {
      if (inFlight.current === waiters) inFlight.current = null;
      const settled = waiters;
      waiters = [];
      return settled;
    };
    let reply: Promise<T>;
    try {
      reply = loadRef.current(controller.signal);
    } catch (error) {
      reply = Promise.reject(error);
    }
    reply.then(
      (data) => {
        if (controller.signal.aborted) return;
        setOutcome({ run, data, dataKeys: keys, failure: null });
        for (const w of done()) w.resolve();
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isAbortError(error)) {
          // Superseded from inside (the loader moved to other keys): the next read answers.
          queue.push(...done());
          return;
        }
        setOutcome((o) => ({ ...o, run, failure: failureOf(error) }));
        for (const w of done()) w.reject(error);
      },
    );
    return () => {
      controller.abort();
      // Whoever waited on this read waits on the one that replaces it.
      queue.push(...done());
    };
  }, [run, keys, skip]);

  const request = useCallback((quiet: boolean) => {
    return new Promise<void>((resolve, reject) => {
      const waiter = { resolve, reject };
      if (quiet && inFlight.current) {
        inFlight.current.push(waiter);
        return;
      }
      pending.current.push(waiter);
      setAttempt((a) => ({ n: a.n + 1, quiet }));
    });
  }, []);
  // The outcome shows in the state; nobody awaits a reload.
  const reload = useCallback(() => void request(false).catch(() => undefined), [request]);
  const poll = useCallback(() => request(true), [request]);
  const update = useCallback((change: (data: T) => T) => {
    setOutcome((o) => (o.data === null ? o : { ...o, data: change(o.data) }));
  }, []);

  const answered = outcome.run === run;
  // A quiet run shows the outcome before it until it answers.
  const shown = answered || run.quiet;
  const failure = shown ? outcome.failure : null;
  return {
    data: keep || outcome.dataKeys === keys ? outcome.data : null,
    loading: !skip && !shown,
    error: failure?.message ?? null,
    retry: failure?.retryable ? reload : undefined,
    reload,
    poll,
    update,
  };
}
