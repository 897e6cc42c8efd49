import { useLayoutEffect, type RefObject } from 'react';

/** Gap between the field and its popup, in px. */
const GAP = 2;
/** Narrowest list, px: an option's code, name and price side by side. */
const MIN_WIDTH = 340;
/** Room kept between the list and the viewport's edges, px. */
const EDGE = 8;

/**
 * Puts a popup on the top layer (`popover="manual"`), anchored to its field.
 * A host page draws its own stacking contexts (a sticky menu bar after the
 * header, a z-index war): no z-index inside a shadow root can win that, the
 * top layer always does. The popup stays in the same shadow
 * tree, so aria-controls and aria-activedescendant still resolve. It follows
 * the field on scroll and resize and opens upwards when there is no room below.
 * Without popover support the CSS keeps it absolutely positioned under the field.
 */
export function useTopLayer(popupRef: RefObject<HTMLElement | null>, anchorRef: RefObject<HTMLElement | null>, open: boolean): void {
  useLayoutEffect(() => {
    const popup = popupRef.current;
    const anchor = anchorRef.current;
    if (!open || !popup || !anchor || typeof popup.showPopover !== 'function') return;
    if (!popup.matches(':popover-open')) popup.showPopover();

    const place = () => {
      const field = anchor.getBoundingClientRect();
      const below = window.innerHeight - field.bottom - GAP;
      const above = field.top - GAP;
      const height = popup.scrollHeight;
      const up = height > below && above > below;
      // A phone's narrow field would squeeze each option into a column of letters: the list is at least
      // MIN_WIDTH wide (or the viewport's width), and kept inside the viewport.
      const width = Math.max(field.width, Math.min(MIN_WIDTH, window.innerWidth - 2 * EDGE));
      const left = Math.max(EDGE, Math.min(field.left, window.innerWidth - width - EDGE));
      popup.style.left = `${Math.round(left)}px`;
      popup.style.width = `${Math.round(width)}px`;
      popup.style.maxHeight = `${Math.max(0, Math.floor(up ? above : below))}px`;
      popup.style.top = up ? `${Math.round(Math.max(0, field.top - GAP - Math.min(height, above)))}px` : `${Math.round(field.bottom + GAP)}px`;
    };
    place();
    // Capture: a scroll of any box around the field moves it, not only the window's.
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : null;
    resized?.observe(popup);
    resized?.observe(anchor);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
      resized?.disconnect();
      if (popup.isConnected && popup.matches(':popover-open')) popup.hidePopover();
    };
  }, [popupRef, anchorRef, open]);
}
