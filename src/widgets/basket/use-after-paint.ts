import { useEffect, useState } from 'react';

/**
 * True from the first frame painted after `when` became true, and from then
 * on. What the basket draws below its lines waits for it: on a slow phone
 * the delivery form (and the page's first date format, for its default
 * date) cost as much as the lines themselves, and the buyer looks at the
 * lines first. A timer queued by an animation frame runs after that frame
 * is painted, on React and on Preact alike; a hidden page paints nothing,
 * so there it is true at once.
 */
export function useAfterPaint(when: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!when || after) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => (timer = setTimeout(() => setAfter(true)));
    if (document.visibilityState === 'hidden') {
      show();
      return () => clearTimeout(timer);
    }
    const frame = requestAnimationFrame(show);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [when, after]);
  return after;
}
