import { defineWidget } from '../../blocks/element/define-widget';
import { Basket, type BasketProps } from './Basket';
import { basketStyles } from './basket-styles';

/**
 * The basket page: every basket line with picture, articul, name, variant,
 * the contract's price and RRP, a quantity counter, the line sum and the stock
 * in the chosen warehouse; sorting, row checkboxes with bulk delete, clearing;
 * the contract and warehouse; delivery and invoicing; saving as a draft and
 * sending the order. Works with the page-wide basket store, so the header
 * counter and fast order on the same page stay in step. Stays fast with
 * thousands of lines (only the rows in view are rendered).
 *
 * @summary Basket table with delivery choice, drafts and order sending.
 * @tag b2b-basket
 * @fires b2b-basket-change - The basket changed here (quantity, removal, clearing, order); `detail.count` is the number of lines now.
 * @fires b2b-order-created - The order was placed; `detail.id` is its id, `detail.number` its number.
 * @csspart base - The widget's box.
 * @csspart choice - Contract and warehouse selects.
 * @csspart select - Every select.
 * @csspart lines - The table of lines.
 * @csspart table - The table element.
 * @csspart row - One line of the table.
 * @csspart picture - A product picture.
 * @csspart line-error - A line's message (stock shortage, zero quantity, failed save).
 * @csspart bulk-actions - The bar that replaces the column titles once rows are checked.
 * @csspart totals - Number of lines, the total and the clear button.
 * @csspart delivery - The delivery and invoicing fields.
 * @csspart availability - The invoicing choice.
 * @csspart comment - The order comment.
 * @csspart actions - Save-as-draft and send buttons with their messages.
 * @csspart send - The send button.
 * @csspart order-done - The confirmation with the order number.
 * @csspart alert - Notices and errors.
 * @csspart dialog - The confirmation and draft dialogs.
 * @cssprop --b2b-color-primary - Buttons, links, focus ring, checked rows.
 * @cssprop --b2b-color-danger - Errors, the stop-orders notice, destructive buttons.
 * @cssprop --b2b-color-warning - The overdue-debt notice, lines above the stock.
 * @cssprop --b2b-color-success - The order confirmation.
 * @cssprop --b2b-font-family - Font of the widget.
 * @cssprop --b2b-basket-lines - How many lines the basket has, when the page knows before the widget loads (default 5): sizes the loading state and styles.css's reservation, so nothing moves when the lines arrive.
 */
export const BasketElement = defineWidget<BasketProps>('b2b-basket', Basket, {
  props: { contract: 'number', warehouse: 'number' },
  css: basketStyles,
});
