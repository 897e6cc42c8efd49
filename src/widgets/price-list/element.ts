import { dialogShellCss } from '../../blocks/dialog/lazy-dialog';
import { defineWidget } from '../../blocks/element/define-widget';
// The tag renders the lazy shell; npm users import the dialog itself, PriceList, from the index.
import { LazyPriceList as PriceList } from './lazy';
import type { PriceListProps } from './PriceList';

/**
 * «Скачать прайс-лист»: a modal form (contract, only goods in stock, catalogue
 * sections with a choose-all box; the last checked section cannot be
 * unchecked) that asks the portal for the price list (POST getPriceList) and
 * downloads the .xlsx it makes (price_ZZ_{dd.mm.yyyy}.xlsx), showing its link
 * too. Opens from its `open` attribute, `.show()`, or any page element with
 * `data-b2b-open="price-list"`. The dialog's code loads when it first opens.
 *
 * @summary Price-list download dialog.
 * @tag b2b-price-list
 * @method show - Opens the dialog (sets `open`).
 * @method close - Closes the dialog (removes `open`).
 * @fires b2b-price-list-ready - The file is made and its download started; `detail` is `{ link, file }`.
 * @csspart base - The outer box.
 * @csspart dialog - The native `<dialog>`.
 * @csspart dialog-header - Title row with the close button.
 * @csspart dialog-title - The title «Скачать прайс-лист».
 * @csspart dialog-close - The close (×) button.
 * @csspart dialog-body - The form or the link.
 * @csspart form - The form.
 * @csspart field - The contract field.
 * @csspart label - Field labels.
 * @csspart input - The contract select.
 * @csspart available - The «only in stock» box.
 * @csspart sections - The catalogue sections.
 * @csspart notice - Why a click on a section changed nothing.
 * @csspart submit - The «Сформировать прайс-лист» button.
 * @csspart done - The ready state with the link.
 * @csspart link - The link to the file.
 * @cssprop --b2b-color-primary - The submit button and the link.
 * @cssprop --b2b-color-danger - Errors.
 * @cssprop --b2b-font-family - Font of the widget.
 */
export const PriceListElement = defineWidget<PriceListProps>('b2b-price-list', PriceList, {
  props: { open: 'boolean', linkOnly: 'boolean' },
  css: dialogShellCss,
  modal: true,
});
