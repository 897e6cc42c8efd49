import { useLayoutEffect, type RefObject } from 'react';

/**
 * Where the pinned name column sticks: right after the pinned check box
 * column, as wide as the table laid that column out. Its CSS width is a
 * wish the table may not grant (a table wider than its box gave it its
 * content's 29.6px while the name stuck at 40px: a gap the scrolled cells
 * showed through, and at rest the name pushed over the date's first
 * digit), and a theme's padding may widen it. So the check column's head
 * cell is measured as it resizes, and its width goes to the table as
 * `--b2b-table-pin`, which data-table.css.ts gives the name cells as their
 * `left`. Rounded down: a sub-pixel overlap of the two pinned cells hides
 * nothing, a sub-pixel gap shows a hairline of what scrolls under them.
 */
export function usePinnedOffset(checkCell: RefObject<HTMLElement | null>, selectable: boolean): void {
  useLayoutEffect(() => {
    const cell = checkCell.current;
    const table = cell?.closest('table');
    if (!selectable || !cell || !table || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.borderBoxSize?.[0]?.inlineSize ?? cell.getBoundingClientRect().width;
      table.style.setProperty('--b2b-table-pin', `${Math.floor(width)}px`);
    });
    observer.observe(cell);
    return () => observer.disconnect();
  }, [checkCell, selectable]);
}
