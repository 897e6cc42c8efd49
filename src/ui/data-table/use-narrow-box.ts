import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's own box is narrower than `below` px, followed as it
 * resizes (a container query's answer, for code: the virtual rows need to
 * know which height to expect). False before the first measurement.
 */
export function useNarrowBox(ref: RefObject<HTMLElement | null>, below: number, enabled: boolean): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!enabled || !el) return;
    const check = () => setNarrow(el.getBoundingClientRect().width < below);
    check();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, below, enabled]);
  return enabled && narrow;
}
