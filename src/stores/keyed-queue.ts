/**
 * Runs async tasks so that two tasks touching the same key never overlap, in
 * the order they were queued; tasks on different keys run concurrently.
 *
 * Why: the server applies requests in the order they *arrive*. Two updates of
 * one basket line in flight together may arrive swapped and leave the older
 * quantity on the server while the screen shows the newer. One request per
 * line at a time keeps the server's order equal to the user's order, while
 * edits of different lines still go out in parallel (and their replies may
 * come back in any order).
 *
 * 'all' is a barrier (clearing the basket): it waits for everything queued
 * before it, and everything queued after it waits for it.
 */
type Scope = ReadonlySet<string> | 'all';

interface Entry {
  scope: Scope;
  started: boolean;
  start: () => void;
}

function overlaps(a: Scope, b: Scope): boolean {
  if (a === 'all' || b === 'all') return true;
  for (const key of a) if (b.has(key)) return true;
  return false;
}

export class KeyedQueue {
  #entries: Entry[] = [];
  #idleWaiters: (() => void)[] = [];

  run<T>(keys: readonly string[] | 'all', task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const entry: Entry = {
        scope: keys === 'all' ? 'all' : new Set(keys),
        started: false,
        start: () => {
          // new Promise(...) also catches a task that throws before its first await.
          new Promise<T>((r) => r(task()))
            .then(resolve, reject)
            .finally(() => this.#finish(entry));
        },
      };
      this.#entries.push(entry);
      this.#pump();
    });
  }

  /** True while a task touching `key` is queued or running. */
  busy(key: string): boolean {
    return this.#entries.some((e) => e.scope === 'all' || e.scope.has(key));
  }

  get size(): number {
    return this.#entries.length;
  }

  /** Resolves once nothing is queued or running. */
  idle(): Promise<void> {
    if (this.#entries.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  #finish(entry: Entry): void {
    this.#entries.splice(this.#entries.indexOf(entry), 1);
    this.#pump();
    if (this.#entries.length === 0) {
      const waiters = this.#idleWaiters;
      this.#idleWaiters = [];
      for (const wake of waiters) wake();
    }
  }

  #pump(): void {
    const entries = this.#entries;
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i]!;
      if (entry.started) continue;
      let blocked = false;
      for (let j = 0; j < i && !blocked; j++) blocked = overlaps(entries[j]!.scope, entry.scope);
      if (!blocked) {
        entry.started = true;
        entry.start();
      }
    }
  }
}
