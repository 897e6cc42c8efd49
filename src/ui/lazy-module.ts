import { useEffect, useState } from 'react';

/**
 * A library kept out of a widget's chunk and fetched when first wanted
 * (IMask, the calendar, the table virtualizer). One fetch however many
 * components ask; once here it is handed out synchronously, so a component
 * mounted later renders with it at once; a failed fetch is forgotten, so the
 * next request tries again.
 */
export interface LazyModule<M> {
  /** The module if it has arrived, else undefined. */
  get(): M | undefined;
  /** Fetches it (once) and resolves with it. */
  load(): Promise<M>;
  /** Fetches it ahead of need; a failure is left for the next load() to report. */
  prefetch(): void;
  /** Whether it has been asked for (the fetch may still be under way): what a page has paid for so far. */
  requested(): boolean;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const load = () =>
    (loading ??= importer().then(
      (m) => (loaded = m),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return { get: () => loaded, load, prefetch: () => void load().catch(() => undefined), requested: () => loading !== undefined || loaded !== undefined };
}

/**
 * The module for render code: undefined until it has arrived (the component
 * shows its stand-in meanwhile), then the module; `error` if the fetch failed.
 * Nothing is fetched while `wanted` is false.
 */
export function useLazyModule<M>(lazy: LazyModule<M>, wanted = true): { module: M | undefined; error: unknown } {
  const [module, setModule] = useState(lazy.get);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    lazy.load().then(
      (m) => live && setModule(() => m),
      (e: unknown) => live && setError(() => e),
    );
    return () => {
      live = false;
    };
  }, [lazy, wanted, module]);
  return { module, error };
}
