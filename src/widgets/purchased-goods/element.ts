import { defineWidget } from '../../blocks/element/define-widget';
import { PurchasedGoods, type PurchasedGoodsProps } from './PurchasedGoods';
import { purchasedGoodsStyles } from './purchased-goods-styles';

/**
 * The purchased-goods reports of the customer's own order history (cancelled
 * orders left out): by goods (quantity and sum per product), often in orders
 * (how many orders held it), last in orders (date and number of the last one)
 * and by sum (goods ranked by money spent). The filter (report, contract,
 * catalogue section, period: the last 30 days by default) is kept in the page
 * address; columns sort as spec 4 cycles; a row adds its goods to the basket;
 * the report in force downloads as .xlsx.
 *
 * @summary Purchased-goods reports with export and add to basket.
 * @tag b2b-purchased-goods
 * @fires b2b-basket-change - Goods went into the basket from a row; `detail.count` is the basket's line count.
 * @csspart base - The widget's box.
 * @csspart switch - The four report buttons.
 * @csspart filter - The filter form.
 * @csspart select - Every select.
 * @csspart date-range - The period fields.
 * @csspart table - The report table.
 * @csspart row - One goods row.
 * @csspart sort-button - A sortable column title.
 * @csspart add - A row's quantity and add button.
 * @csspart export - The .xlsx download link.
 * @cssprop --b2b-color-primary - Buttons, links, the chosen report.
 * @cssprop --b2b-color-danger - Errors.
 * @cssprop --b2b-font-family - Font of the widget.
 */
export const PurchasedGoodsElement = defineWidget<PurchasedGoodsProps>('b2b-purchased-goods', PurchasedGoods, {
  props: { contract: 'number', report: 'string', perpage: 'number' },
  css: purchasedGoodsStyles,
});
