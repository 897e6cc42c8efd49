import { defineWidget } from '../../blocks/element/define-widget';
import { Orders, type OrdersProps } from './Orders';
import { ordersStyles } from './orders-styles';

/**
 * The order history: a table of the customer's orders with the filter of the
 * spec (contract, period, paid, state, project status, number) kept in the page
 * address, pages of 10, row checkboxes with bulk repeat, an order's lines in a
 * dialog, cancelling while the portal allows it, and repeating into the basket
 * after a preview of what changed since (price now vs then, stock, withdrawn
 * goods). The basket counter and any basket on the page change at once.
 *
 * @summary Order history with cancel and repeat.
 * @tag b2b-orders
 * @fires b2b-order-cancel - An order was cancelled; `detail.id`, `detail.state` and `detail.status` are its id and new state.
 * @fires b2b-order-repeat - An order (or several) went into the basket; `detail.id` is the order, `detail.count` the lines added.
 * @csspart base - The widget's box.
 * @csspart filter - The filter form.
 * @csspart select - Every select.
 * @csspart date-range - The custom period fields.
 * @csspart table - The table of orders.
 * @csspart row - One order.
 * @csspart state - An order's state marker.
 * @csspart bulk-actions - The bar that replaces the column titles once rows are checked.
 * @csspart lines - The table of an order's lines.
 * @csspart preview-lines - The lines of the repeat preview.
 * @csspart dialog - The dialogs (lines, preview, result, confirmation).
 * @cssprop --b2b-color-primary - Buttons, links, the marker of shipped orders.
 * @cssprop --b2b-color-success - The marker of done orders, cheaper prices.
 * @cssprop --b2b-color-danger - The marker of cancelled orders, dearer prices, errors.
 * @cssprop --b2b-color-warning - Lines short of stock.
 * @cssprop --b2b-font-family - Font of the widget.
 */
export const OrdersElement = defineWidget<OrdersProps>('b2b-orders', Orders, {
  props: { contract: 'number', perpage: 'number' },
  css: ordersStyles,
});
