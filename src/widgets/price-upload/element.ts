import { dialogShellCss } from '../../blocks/dialog/lazy-dialog';
import { defineWidget } from '../../blocks/element/define-widget';
// The tag renders the lazy shell; npm users import the dialog itself, PriceUpload, from the index.
import { LazyPriceUpload as PriceUpload } from './lazy';
import type { PriceUploadProps } from './PriceUpload';

/**
 * «Загрузить заказ из файла»: a filled-in price list, any .xlsx/.xls/.csv with
 * an articul and a quantity column, or lines pasted from a spreadsheet, read
 * by the portal (uploadsFromFile with the upload's progress in %, or
 * uploadsFromBuffer). Every line read is listed with its status (found, short
 * of stock, unknown code, ambiguous code, bad quantity, repeated); only on
 * confirm do the chosen lines go into the basket (addCartFromPricelist), the
 * basket counter follows and the page goes to /cart. Opens from its `open`
 * attribute, `.show()`, or any page element with `data-b2b-open="price-upload"`.
 * The dialog's code loads when it first opens.
 *
 * @summary Order upload from a file or pasted lines.
 * @tag b2b-price-upload
 * @method show - Opens the dialog (sets `open`).
 * @method close - Closes the dialog (removes `open`).
 * @fires b2b-price-upload-added - The chosen lines are in the basket; `detail` is `{ added, count }` (`count`: basket lines after).
 * @fires b2b-basket-change - Through the basket store, when the basket re-reads after adding.
 * @csspart base - The outer box.
 * @csspart dialog - The native `<dialog>`.
 * @csspart dialog-header - Title row with the close button.
 * @csspart dialog-title - The title.
 * @csspart dialog-close - The close (×) button.
 * @csspart dialog-body - The form or the result.
 * @csspart form - The upload form.
 * @csspart drop - The drop zone around the file field.
 * @csspart input - The file input.
 * @csspart file-button - The «Выбрать файл» button (the file input lies over it, transparent).
 * @csspart file-name - The chosen file's name and size, or «Файл не выбран».
 * @csspart progress - The upload progress bar.
 * @csspart text - The pasted-lines box.
 * @csspart alert - A refusal or a failure, with «Повторить».
 * @csspart submit - The «Проверить строки» button.
 * @csspart summary - How many lines were read, are ready, need attention.
 * @csspart result - The table of lines.
 * @csspart confirm - The «Добавить в корзину (N)» button.
 * @cssprop --b2b-color-primary - Buttons.
 * @cssprop --b2b-color-success - Found lines.
 * @cssprop --b2b-color-danger - Unknown codes, bad quantities, failures.
 * @cssprop --b2b-font-family - Font of the widget.
 */
export const PriceUploadElement = defineWidget<PriceUploadProps>('b2b-price-upload', PriceUpload, {
  props: { open: 'boolean', cartUrl: 'string' },
  css: dialogShellCss,
  modal: true,
});
