/** Strings of <b2b-goods-carousel>, loaded with its code; overridable like every message (./index.ts). */
import { areaText } from './text';

export const goodsCarouselMessages = {
  carouselHit: 'Хиты продаж',
  carouselNovelty: 'Новинки',
  carouselSpec: 'Спецпредложения',
  carouselRole: 'карусель',
  carouselSlideRole: 'товар',
  /** A slide's position; {n} of {total}. */
  carouselSlide: '{n} из {total}',
  carouselPrev: 'Предыдущие товары',
  carouselNext: 'Следующие товары',
  carouselEmpty: 'Здесь пока нет товаров.',
  carouselLoadingMore: 'Загружаем ещё товары…',
} as const;

/** t() for this widget: its own keys and the common ones. */
export const t = areaText(goodsCarouselMessages);
export type GoodsCarouselKey = Parameters<typeof t>[0];
