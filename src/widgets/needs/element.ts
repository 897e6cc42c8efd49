import { defineWidget } from '../../blocks/element/define-widget';
import { productListStyles } from '../../blocks/product-list/product-list-styles';
import { Needs, type NeedsProps } from './Needs';

/**
 * Потребности: the goods the buyer marked «В потребности» in the catalogue or the
 * product popup (`needs`), newest first, pages of 20, each with its
 * picture, articul, name, contract price, RRP and stock in the chosen
 * warehouse, a quantity counter and 'В корзину' (the catalogue's rules:
 * quantity 0 and stock shortage alerts), and 'Удалить' (`unsetNeed`). Checked
 * rows go into the basket in one `processProductSet` call or off the list
 * after 'Удалить отмеченные товары?'. The flag is one truth on the page and
 * across its tabs: taking a product off here unmarks it in the catalogue,
 * and marking one there brings it here.
 *
 * @summary Потребности: add to basket, remove, the checked at once.
 * @tag b2b-needs
 * @fires b2b-basket-change - Goods went into the basket; `detail.count` is the basket's number of lines.
 * @csspart base - The widget's box.
 * @csspart table - The table of goods.
 * @csspart row - One product.
 * @csspart bulk-actions - The bar that replaces the column titles once rows are checked.
 * @csspart picture - A product's picture.
 * @csspart add - A row's quantity and 'В корзину'.
 * @csspart dialog - The confirmation.
 * @cssprop --b2b-color-primary - Buttons and links.
 * @cssprop --b2b-color-danger - Remove buttons, errors.
 * @cssprop --b2b-font-family - Font of the widget.
 */
export const NeedsElement = defineWidget<NeedsProps>('b2b-needs', Needs, {
  props: { perpage: 'number', contract: 'number', warehouse: 'number' },
  css: productListStyles,
});
