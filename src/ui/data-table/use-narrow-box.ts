import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

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
    // Measured when the browser lays the page out anyway: a ResizeObserver
    // reports the box's first size then, before that frame is painted.
    // Reading it here would lay the whole page out in the middle of its
    // first render, the costliest step before a long basket's first line on
    // a slow phone. flushSync: React, too, turns the rows to cards before
    // the frame is painted.
    if (typeof ResizeObserver !== 'function') {
      check();
      return;
    }
    const observer = new ResizeObserver(() => flushSync(check));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, below, enabled]);
  return enabled && narrow;
}
