import { createContext, useCallback, useContext, useRef } from 'react';
import { emit, type B2BEventMap } from '../../core/events';

/** The custom element a widget renders in (null when used as a plain React component). */
export const HostContext = createContext<HTMLElement | null>(null);

export function useHost(): HTMLElement | null {
  return useContext(HostContext);
}

/**
 * Dispatches a b2b-* event from the host element (or, for npm users, from the
 * widget's own root node via `fallback`), bubbling and composed.
 */
export function useEmit(fallback?: { current: Element | null }) {
  const host = useHost();
  return useCallback(
    <K extends keyof B2BEventMap>(type: K, detail: B2BEventMap[K]) => {
      const target = host ?? fallback?.current;
      if (target) emit(target, type, detail);
    },
    [host, fallback],
  );
}

/**
 * A dialog widget's shell: its root node (where events go for npm users),
 * emit, and close, which takes `open` off the host (the element's own state:
 * the next `show()` or attribute opens it again) and tells a React user.
 */
export function useDialogHost(onClose?: () => void) {
  const host = useHost();
  const rootRef = useRef<HTMLDivElement>(null);
  const emit = useEmit(rootRef);
  const close = useCallback(() => {
    host?.removeAttribute('open');
    onClose?.();
  }, [host, onClose]);
  return { rootRef, emit, close };
}

/**
 * An outcome told both ways, as one stable callback: the page hears the
 * b2b-* event (its detail made by `detail`, a module-level function so the
 * callback stays the same), a React user the prop.
 */
export function useOutcome<K extends keyof B2BEventMap, A>(
  emit: ReturnType<typeof useEmit>,
  type: K,
  detail: (value: A) => B2BEventMap[K],
  prop: ((value: A) => void) | undefined,
): (value: A) => void {
  return useCallback(
    (value: A) => {
      emit(type, detail(value));
      prop?.(value);
    },
    [emit, type, detail, prop],
  );
}
