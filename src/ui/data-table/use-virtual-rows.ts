import type { Virtualizer, VirtualizerOptions } from '@tanstack/virtual-core';
import { useLayoutEffect, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';
import { lazyModule, useLazyModule } from '../lazy-module';

/**
 * Rows rendered beyond the visible ones, on each side, while scrolling: as
 * many as fit in 320 px, at least two. Every tap that restyles the page (a
 * dialog opening makes all of it inert) pays for each unseen row: on a phone
 * at 4x CPU, five cards each side (16 in the DOM for 6 on screen) held
 * «Удалить отмеченные» over the 100 ms a tap may wait for its answer; two
 * (10 in the DOM) brought it to about 90. A scroll re-renders at once
 * (flushSync): on that phone, 12,000 px scrolled 300 px at a time every
 * 16 ms, the drawn cards covered the box in each of 152 frames. The table's
 * 64 px rows get five.
 */
const OVERSCAN_PX = 320;
const overscanOf = (rowHeight: number) => Math.max(2, Math.floor(OVERSCAN_PX / rowHeight));

/** The rows to render (indexes start..end, inclusive) and the spacer heights around them. */
export interface RowSlice {
  indexes: number[];
  paddingTop: number;
  paddingBottom: number;
}

// TanStack Virtual's core (~10 kB gzip) is needed only by a table long enough
// to virtualise, which most baskets never are: it loads when such a table
// first renders, not with the widget. Meanwhile the table shows the rows in
// view (see firstSlice), so its arrival changes nothing on screen and no row
// is remounted: it only adds rows out of view. The core, not @tanstack/react-virtual: that
// adapter would bring React and react-dom into the lazy chunk and split the
// shared React chunks of every page in two.
const virtualCore = lazyModule(() => import('@tanstack/virtual-core'));

const range = (start: number, end: number) => Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);

/**
 * Rows drawn below the viewport before the virtualizer has come: few, as
 * they are all the first line waits for (on a slow phone every row costs),
 * and the virtualizer adds the rest of its overscan off-screen.
 */
const FIRST_OVERSCAN = 2;

/** What the table shows first, scrolled to the top: a viewport of rows and a couple below it. */
export function firstSlice(count: number, rowHeight: number, viewportHeight: number): RowSlice {
  const end = Math.min(count - 1, Math.ceil(viewportHeight / rowHeight) - 1 + FIRST_OVERSCAN);
  return { indexes: range(0, end), paddingTop: 0, paddingBottom: Math.max(0, (count - end - 1) * rowHeight) };
}

/**
 * Which rows to render and the spacer heights around them. Table rows keep
 * one estimated height (no measuring: rows of one kind are alike, and
 * measuring would re-layout while scrolling); cards (`measure`) differ in
 * height with their texts, so each is measured as it is drawn (`measureRow`
 * for each row's element). Disabled, it renders all rows.
 * The virtualizer lives as @tanstack/react-virtual keeps it: created once,
 * options set on every render, mounted and updated in layout effects, and a
 * scroll re-renders at once (flushSync) so no blank rows flash by.
 */
export function useVirtualRows(count: number, opts: { enabled: boolean; rowHeight: number; viewportHeight: number; measure?: boolean }) {
  const { enabled, rowHeight, viewportHeight, measure = false } = opts;
  const scrollRef = useRef<HTMLDivElement>(null);
  // A failed load keeps the first screenful; the next long table tries again.
  const { module: lib } = useLazyModule(virtualCore, enabled);
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  const ref = useRef<Virtualizer<HTMLDivElement, Element> | null>(null);
  if (lib) {
    const options: VirtualizerOptions<HTMLDivElement, Element> = {
      count,
      enabled,
      getScrollElement: () => scrollRef.current,
      estimateSize: () => rowHeight,
      overscan: overscanOf(rowHeight),
      // Render a screenful before the first measurement, not nothing.
      initialRect: { width: 0, height: viewportHeight },
      // Where the table already is: it may have been scrolled before the core arrived.
      initialOffset: () => scrollRef.current?.scrollTop ?? 0,
      observeElementRect: lib.observeElementRect,
      observeElementOffset: lib.observeElementOffset,
      scrollToFn: lib.elementScroll,
      onChange: (_, sync) => (sync ? flushSync(rerender) : rerender()),
    };
    // Created once, when the core is here (React's lazy-ref pattern); its options follow every render.
    if (ref.current) ref.current.setOptions(options);
    else ref.current = new lib.Virtualizer(options);
  }
  const virtualizer = ref.current;
  useLayoutEffect(() => virtualizer?._didMount(), [virtualizer]);
  useLayoutEffect(() => virtualizer?._willUpdate());
  // Rows turned into cards (or back): the heights known so far are of the other kind.
  useLayoutEffect(() => virtualizer?.measure(), [virtualizer, rowHeight, measure]);
  const measureRow = measure && virtualizer ? virtualizer.measureElement : undefined;

  if (!enabled) return { scrollRef, slice: null, measureRow: undefined };
  if (!virtualizer) return { scrollRef, slice: firstSlice(count, rowHeight, viewportHeight), measureRow };
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    scrollRef,
    measureRow,
    slice: {
      indexes: items.map((item) => item.index),
      paddingTop: first ? first.start : 0,
      paddingBottom: last ? Math.max(0, virtualizer.getTotalSize() - last.end) : 0,
    } satisfies RowSlice,
  };
}
