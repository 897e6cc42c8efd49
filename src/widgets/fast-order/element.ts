import { defineWidget } from '../../blocks/element/define-widget';
import { FastOrder, type FastOrderProps } from './FastOrder';
import { fastOrderStyles } from './fast-order-styles';

/**
 * Quick order by product code: the buyer types a code, picks a suggestion
 * (articul, name, the contract's price, stock in the chosen warehouse), sets a
 * quantity and adds it to the basket without leaving the page. Pasting
 * `code quantity` lines from a spreadsheet adds many goods in one go. The add
 * goes through the page-wide basket store, so `<b2b-basket>` and
 * `<b2b-basket-counter>` on the page update at once.
 *
 * @summary Quick order by product code, one product or pasted spreadsheet lines.
 * @tag b2b-fast-order
 * @fires b2b-basket-change - Goods were added; `detail.count` is the number of basket lines now.
 * @csspart base - The widget's box.
 * @csspart form - Code field, quantity and the add button.
 * @csspart input - The code field and the quantity field.
 * @csspart listbox - The suggestion list.
 * @csspart option - One suggestion.
 * @csspart button - The buttons.
 * @csspart alert - Messages: stop-orders notice, errors, the added-to-basket popup.
 * @csspart chosen - The line naming the chosen product.
 * @csspart lines - The panel of pasted lines.
 * @csspart lines-table - The table of pasted lines.
 * @cssprop --b2b-color-primary - Add button, links, focus ring.
 * @cssprop --b2b-color-danger - Errors and lines that need attention.
 * @cssprop --b2b-color-success - Lines ready to add, the added popup.
 * @cssprop --b2b-font-family - Font of the widget.
 */
export const FastOrderElement = defineWidget<FastOrderProps>('b2b-fast-order', FastOrder, {
  props: { contract: 'number', warehouse: 'number', placeholder: 'string' },
  css: fastOrderStyles,
});
