import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef } from 'react';

/**
 * Which rows to render and the spacer heights around them. Rows keep one
 * estimated height (no measuring: table rows of one kind are alike, and
 * measuring would re-layout while scrolling). Disabled, it renders all rows.
 */
export function useVirtualRows(count: number, opts: { enabled: boolean; rowHeight: number; viewportHeight: number }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { rowHeight } = opts;
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const virtualizer = useVirtualizer({
    count,
    enabled: opts.enabled,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan: 10,
    // Render a screenful before the first measurement, not nothing.
    initialRect: { width: 0, height: opts.viewportHeight },
  });

  if (!opts.enabled) return { scrollRef, slice: null };
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    scrollRef,
    slice: {
      indexes: items.map((item) => item.index),
      paddingTop: first ? first.start : 0,
      paddingBottom: last ? Math.max(0, virtualizer.getTotalSize() - last.end) : 0,
    },
  };
}
