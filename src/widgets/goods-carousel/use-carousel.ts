/**
 * embla-carousel-react wired for the goods carousels: a full view per step,
 * 500 ms per change (spec 9), swipe and drag from embla, arrow keys from us,
 * and a callback when the buyer nears the end (to load the next page).
 */
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * embla's `duration` is not in milliseconds: each 60 fps frame moves by
 * velocity += distance / duration, damped by 0.68. Simulating that, 20 covers
 * 99% of a step in about 480 ms: spec 9's "speed 500 ms". (embla's default 25
 * takes about 700 ms.)
 */
export const EMBLA_DURATION_500MS = 20;

/** Within this many snaps of the end the next page is asked for. */
const NEAR_END_SNAPS = 1;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

export interface Carousel {
  viewportRef: (node: HTMLElement | null) => void;
  canPrev: boolean;
  canNext: boolean;
  prev(): void;
  next(): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

export function useCarousel(onNearEnd: () => void): Carousel {
  const [viewportRef, api] = useEmblaCarousel({
    align: 'start',
    slidesToScroll: 'auto',
    containScroll: 'trimSnaps',
    // Reduced motion: the step happens at once.
    duration: prefersReducedMotion() ? 0 : EMBLA_DURATION_500MS,
  });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const nearEnd = useRef(onNearEnd);
  // A layout effect: embla's reInit (a MutationObserver microtask right after the new
  // slides are committed) must already see the callback of that render, not the one before.
  useLayoutEffect(() => {
    nearEnd.current = onNearEnd;
  });

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
      const snaps = api.scrollSnapList().length;
      if (!api.canScrollNext() || api.selectedScrollSnap() >= snaps - 1 - NEAR_END_SNAPS) nearEnd.current();
    };
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const prev = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => {
    if (!api) return;
    // At the end the next page may still be coming: ask for it.
    if (!api.canScrollNext()) nearEnd.current();
    api.scrollNext();
  }, [api]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      // Arrow keys move the caret in a field: leave them to it.
      const target = event.target as HTMLElement;
      if (target.closest('input, textarea, select')) return;
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        prev();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        next();
      }
    },
    [prev, next],
  );

  return { viewportRef, canPrev, canNext, prev, next, onKeyDown };
}
