import { defineWidget } from '../../blocks/element/define-widget';
import { Acts, type ActsProps } from './Acts';
import { actsStyles } from './acts-styles';

/**
 * Reconciliation acts: a form to request an act for a contract, a
 * counterparty and a period (the last 12 months by default; a start not
 * before the end is refused before any request), and the list of acts, 20 a
 * page, with each one's period, contract, counterparty, when it was
 * requested and its state (requested, being prepared, ready, refused with
 * the reason). The list refreshes every 10 s while the page is visible; a
 * ready act's .xlsx downloads from its row.
 *
 * @summary Reconciliation acts: request and download.
 * @tag b2b-acts
 * @fires b2b-act-request - An act was requested; `detail.id` is the new act, `detail.contract`, `detail.startdate` and `detail.enddate` what was asked.
 * @csspart base - The widget's box.
 * @csspart form - The request form.
 * @csspart select - Every select.
 * @csspart date-range - The period fields.
 * @csspart table - The table of acts.
 * @csspart row - One act.
 * @csspart state - An act's state marker.
 * @csspart file - A ready act's download link.
 * @cssprop --b2b-color-primary - Buttons, links, the marker of acts being prepared.
 * @cssprop --b2b-color-success - The marker of ready acts.
 * @cssprop --b2b-color-danger - The marker of refused acts, errors.
 * @cssprop --b2b-font-family - Font of the widget.
 */
export const ActsElement = defineWidget<ActsProps>('b2b-acts', Acts, {
  props: { contract: 'number', perpage: 'number' },
  css: actsStyles,
});
