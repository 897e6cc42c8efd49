import { defineWidget } from '../../blocks/element/define-widget';
import { GoodsCarousel, type GoodsCarouselProps } from './GoodsCarousel';
import { goodsCarouselStyles } from './goods-carousel-styles';

/**
 * Hit, novelty or special-offer goods in a carousel: 4 cards per view on a
 * wide box (fewer on narrow ones), 500 ms per step, arrow buttons, the
 * keyboard's left/right arrows and swipe. The next 20 goods load as the
 * buyer nears the end. Each card adds to the page's basket. The carousel
 * code (embla) loads only on pages that carry this tag.
 *
 * @summary Goods carousel (hits, novelties, special offers) with add to basket.
 * @tag b2b-goods-carousel
 * @fires b2b-basket-change - Goods were added; `detail.count` is the number of basket lines now.
 * @csspart base - The carousel.
 * @csspart track - The strip of cards.
 * @csspart slide - One card's slot.
 * @csspart prev - The previous button.
 * @csspart next - The next button.
 * @csspart picture - A product picture.
 * @csspart stock - A stock figure.
 * @csspart add - Quantity and add-to-basket of a card.
 * @csspart alert - Errors and the added popup.
 * @cssprop --b2b-color-primary - Buttons.
 * @cssprop --b2b-color-border - Cards and arrows.
 * @cssprop --b2b-font-family - Font of the widget.
 */
export const GoodsCarouselElement = defineWidget<GoodsCarouselProps>('b2b-goods-carousel', GoodsCarousel, {
  props: { kind: 'string', contract: 'number', warehouse: 'number', catalog: 'number', perPage: 'number', label: 'string' },
  css: goodsCarouselStyles,
});
