import { defineWidget } from '../../blocks/element/define-widget';
import { Notices, type NoticesProps } from './Notices';
import { noticesStyles } from './notices-styles';

/**
 * The chosen contract's notice, on every page of the layout (spec 6):
 * «Уведомление о приостановке заказов» with the contract's debt alert for a
 * contract with stopOrders, «Уведомление о просроченной задолженности» for a
 * debt alert only. It reads the page's session store (the initdata every
 * widget shares: no request of its own). Closing hides it until the chosen
 * contract changes (or the next page). The server may write the notice inside
 * the tag, with `kind` and `contract`, for pages without JS: the widget shows
 * that text while it applies, so the page does not move when it loads.
 *
 * @summary Stop-orders and overdue-debt notice of the chosen contract.
 * @tag b2b-notices
 * @slot - The server's notice (shown while the chosen contract is the one it names).
 * @attr {string} kind - 'stopOrders' or 'debt': what the server wrote inside (the widget keeps it up to date; styles.css draws the box by it).
 * @attr {number} contract - The contract the server's notice is about.
 * @attr {boolean} dismissed - Set by the widget while the user has closed the notice.
 * @csspart base - The banner.
 * @csspart content - Its text.
 * @csspart close - The close button.
 * @cssprop --b2b-font-family - Font of the notice.
 */
export const NoticesElement = defineWidget<NoticesProps>('b2b-notices', Notices, {
  props: {},
  css: noticesStyles,
});
