import { defineWidget } from '../../blocks/element/define-widget';
import { BasketCounter, type BasketCounterProps } from './BasketCounter';
import { basketCounterStyles } from './basket-counter-styles';

/**
 * The header's basket link showing how many lines the basket holds. It reads
 * the page-wide basket store (getBasketData once per page), so it changes at
 * once when any widget on the page, or another tab, changes the basket.
 *
 * @summary Basket link with the number of basket lines.
 * @tag b2b-basket-counter
 * @csspart base - The outer box.
 * @csspart link - The link to the cart.
 * @csspart icon - The basket icon.
 * @csspart label - The word «Корзина».
 * @csspart count - The number of lines, or «пуста» when there are none.
 * @csspart retry - The «Повторить» button shown when the basket could not be loaded.
 * @cssprop --b2b-color-primary - Background of the count badge.
 * @cssprop --b2b-color-danger - The retry button.
 * @cssprop --b2b-font-family - Font of the widget.
 */
export const BasketCounterElement = defineWidget<BasketCounterProps>('b2b-basket-counter', BasketCounter, {
  props: { href: 'string' },
  css: basketCounterStyles,
});
