import type { ComponentType } from 'react';
import { lazyModule, useLazyModule, type LazyModule } from './lazy-module';

/**
 * A component whose code is a chunk of its own, fetched when it first mounts
 * (a dialog the buyer opened, the repeat preview) rather than with the tag:
 * nothing renders until the code is here, then the component itself. Mount it
 * only when it is wanted. The code waits in state, not in Suspense (the same
 * on React and on Preact); a failed fetch throws to the widget's error box,
 * as any render error does, and the next mount tries again.
 */
export function lazyPart<P extends object>(importer: () => Promise<ComponentType<P>>): ComponentType<P> & { code: LazyModule<ComponentType<P>> } {
  const code = lazyModule(importer);
  function LazyPart(props: P) {
    const { module: Part, error } = useLazyModule(code);
    if (error) throw error;
    return Part ? <Part {...props} /> : null;
  }
  return Object.assign(LazyPart, { code });
}
