import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useLayoutEffect } from 'react';

/** Embla's API and options (their types through embla-carousel-react, the dependency we declare). */
export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;
export type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

interface Props {
  /** The viewport embla drives (its first child is the track). */
  node: HTMLElement;
  options: EmblaOptions;
  /** Embla once it runs on the node; undefined when it stops. */
  onApi(api: EmblaApi | undefined): void;
}

/**
 * embla-carousel-react on a viewport that is already rendered: the chunk of
 * its own that use-carousel.ts fetches when the buyer heads for a carousel.
 * Renders nothing.
 */
export function EmblaEngine({ node, options, onApi }: Props) {
  const [viewportRef, api] = useEmblaCarousel(options);
  useLayoutEffect(() => viewportRef(node), [viewportRef, node]);
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return null;
}
