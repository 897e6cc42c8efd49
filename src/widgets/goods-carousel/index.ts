export { GoodsCarousel, type GoodsCarouselProps } from './GoodsCarousel';
export type { GoodsKind } from './use-goods-pages';
