import { useEffect, useState } from 'react';
import { afterNextPaint } from '../../core/next-paint';

/**
 * True from the first frame painted after `when` became true, and from then
 * on. What the basket draws below its lines waits for it: on a slow phone
 * the delivery form (and the page's first date format, for its default
 * date) cost as much as the lines themselves, and the buyer looks at the
 * lines first.
 */
export function useAfterPaint(when: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!when || after) return;
    return afterNextPaint(() => setAfter(true));
  }, [when, after]);
  return after;
}
