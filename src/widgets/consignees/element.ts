import { defineWidget } from '../../blocks/element/define-widget';
import { Consignees } from './Consignees';
import { consigneesStyles } from './consignees-styles';

/**
 * The customer's consignees: surname, name and the scan of the power of
 * attorney, uploaded with a progress bar; only images are taken (the portal
 * checks the file's bytes too). Add and edit in a dialog; delete one or the
 * checked ones after 'Удалить грузополучателя?'.
 *
 * @summary Consignees: add, edit, delete, upload the power of attorney.
 * @tag b2b-consignees
 * @csspart base - The widget's box.
 * @csspart table - The table of consignees.
 * @csspart row - One consignee.
 * @csspart bulk-actions - The bar that replaces the column titles once rows are checked.
 * @csspart dialog - The dialogs (consignee form, confirmation).
 * @csspart progress - The upload progress bar.
 * @cssprop --b2b-color-primary - Buttons and links.
 * @cssprop --b2b-color-danger - Delete buttons, errors.
 * @cssprop --b2b-font-family - Font of the widget.
 */
export const ConsigneesElement = defineWidget<Record<string, never>>('b2b-consignees', Consignees, {
  props: {},
  css: consigneesStyles,
});
