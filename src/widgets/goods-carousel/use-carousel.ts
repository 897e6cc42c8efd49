/**
 * embla-carousel-react wired for the goods carousels: a full view per step,
 * 500 ms per change (spec 9), swipe and drag from embla, arrow keys from us,
 * and a callback when the buyer nears the end (to load the next page).
 *
 * Embla (~9 kB gzip, more than the rest of the widget) is a chunk of its own
 * (EmblaEngine.tsx), fetched when the buyer heads for a carousel (pointer
 * over it, focus in it, a touch), not with the page: until it moves, a strip
 * needs no embla, since the slides are laid out by CSS (nothing moves when
 * embla takes over). Meanwhile the arrows' state comes from the layout, and
 * steps asked for are made when embla arrives.
 */
import { createElement, useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { lazyModule } from '../../ui/lazy-module';
import type { EmblaApi, EmblaOptions } from './EmblaEngine';

export const emblaCode = lazyModule(() => import('./EmblaEngine'));

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
  /** Embla at work once fetched: render it anywhere in the carousel (it renders nothing). */
  engine: ReactNode;
  /** For the carousel's box: heading for it (pointer, focus, touch) fetches embla. */
  intent: { onPointerEnter(): void; onFocus(): void; onTouchStart(): void };
  canPrev: boolean;
  canNext: boolean;
  prev(): void;
  next(): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

export function useCarousel(onNearEnd: () => void): Carousel {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [options] = useState<EmblaOptions>(() => ({
    align: 'start',
    slidesToScroll: 'auto',
    containScroll: 'trimSnaps',
    // Reduced motion: the step happens at once.
    duration: prefersReducedMotion() ? 0 : EMBLA_DURATION_500MS,
  }));
  const [engineCode, setEngineCode] = useState(emblaCode.get);
  const [api, setApi] = useState<EmblaApi>();
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const nearEnd = useRef(onNearEnd);
  // A layout effect: embla's reInit (a MutationObserver microtask right after the new
  // slides are committed) must already see the callback of that render, not the one before.
  useLayoutEffect(() => {
    nearEnd.current = onNearEnd;
  });

  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  // A failed fetch is left alone: the next pointer or focus tries again.
  const want = useCallback(() => {
    if (!engineCode) emblaCode.load().then((m) => live.current && setEngineCode(() => m), () => undefined);
  }, [engineCode]);

  // Before embla: is there more strip than the viewport shows? Measured now,
  // when slides come, and on resize (the slides per view change).
  useLayoutEffect(() => {
    if (api || !node) return;
    const measure = () => setCanNext(node.scrollWidth > node.clientWidth + 1);
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(node);
    const slides = new MutationObserver(measure);
    slides.observe(node, { childList: true, subtree: true });
    return () => {
      resize.disconnect();
      slides.disconnect();
    };
  }, [api, node]);

  // Steps asked for before embla ran (+1 next, -1 back), made when it does.
  const pending = useRef(0);
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
    for (; pending.current > 0; pending.current--) api.scrollNext();
    pending.current = 0;
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const prev = useCallback(() => {
    if (api) api.scrollPrev();
    else pending.current = Math.max(0, pending.current - 1);
  }, [api]);
  const next = useCallback(() => {
    if (!api) {
      // Embla is on its way (the click or key came with pointer or focus).
      want();
      if (!canNext) nearEnd.current();
      pending.current += 1;
      return;
    }
    // At the end the next page may still be coming: ask for it.
    if (!api.canScrollNext()) nearEnd.current();
    api.scrollNext();
  }, [api, canNext, want]);

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

  const engine = engineCode && node ? createElement(engineCode.EmblaEngine, { node, options, onApi: setApi }) : null;
  return { viewportRef: setNode, engine, intent: { onPointerEnter: want, onFocus: want, onTouchStart: want }, canPrev, canNext, prev, next, onKeyDown };
}
