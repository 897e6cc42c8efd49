import { bg, border, controlSize, halfSpace, muted, space, tint } from '../../ui/styles/tokens';

/** <b2b-goods-carousel>: 4 cards per view on wide boxes, fewer on narrow ones. Classes b2b-goods-carousel-. */
export const goodsCarouselCss = /* css */ `
:host { display: block; }
.b2b-goods-carousel { container-type: inline-size; }
.b2b-goods-carousel-box { display: grid; gap: ${space}; }
.b2b-goods-carousel-notice { margin: 0; color: ${muted}; }
.b2b-goods-carousel-frame { display: grid; grid-template-columns: auto minmax(0, 1fr) auto; align-items: center; gap: ${halfSpace}; }
.b2b-goods-carousel-viewport { overflow: hidden; touch-action: pan-y pinch-zoom; }
.b2b-goods-carousel-track { display: flex; margin-left: calc(${space} * -1); }
.b2b-goods-carousel-slide { flex: 0 0 100%; min-width: 0; padding-left: ${space}; }
@container (min-width: 420px) { .b2b-goods-carousel-slide { flex-basis: 50%; } }
@container (min-width: 680px) { .b2b-goods-carousel-slide { flex-basis: calc(100% / 3); } }
@container (min-width: 860px) { .b2b-goods-carousel-slide { flex-basis: 25%; } }
.b2b-goods-carousel-card { display: grid; grid-template-columns: minmax(0, 1fr); gap: ${halfSpace}; align-content: start; height: 100%; background: ${bg}; }
.b2b-goods-carousel-card p { margin: 0; }
.b2b-goods-carousel-picture { width: 100%; height: 140px; object-fit: contain; }
/* Two lines at least, like the loading skeleton: short names do not make the loaded row shorter. */
.b2b-goods-carousel-name { font-weight: 600; overflow-wrap: break-word; min-height: calc(2 * 1.45em); min-height: 2lh; }
.b2b-goods-carousel-articul, .b2b-goods-carousel-rrc, .b2b-goods-carousel-variants { color: ${muted}; font-size: 0.9em; }
.b2b-goods-carousel-price .b2b-price { font-weight: 600; }
/* The price, and the recommended one on a line of its own: with their kopecks the two no
   longer share a quarter-width card's line. Two lines whether or not a price_rrc is shown,
   as the loading skeleton's: every card of the row is as tall. */
.b2b-goods-carousel-price { min-height: calc(2 * 1.45em); min-height: 2lh; }
.b2b-goods-carousel-rrc { display: block; }
.b2b-goods-carousel-arrow {
  width: ${controlSize}; height: ${controlSize}; padding: 0;
  border: 1px solid ${border}; border-radius: 50%;
  background: ${bg}; color: inherit; font-size: 1.4em; line-height: 1; cursor: pointer;
}
.b2b-goods-carousel-arrow:hover { background: ${tint}; }
.b2b-goods-carousel-arrow[aria-disabled='true'] { opacity: 0.4; cursor: default; }
/* Loading: GoodsSkeleton's shapes take the boxes of the real card parts; the status sits over them. */
.b2b-goods-carousel-picture.b2b-skeleton { display: block; }
.b2b-goods-carousel-arrow--skeleton { display: block; cursor: default; }
@container (max-width: 299px) {
  .b2b-goods-carousel-frame { grid-template-columns: minmax(0, 1fr); }
  .b2b-goods-carousel-arrow { display: none; }
}
`;
