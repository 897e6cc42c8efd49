import { defineWidget } from '../../blocks/element/define-widget';
import { Addresses } from './Addresses';
import { addressesStyles } from './addresses-styles';

/**
 * The customer's delivery addresses (full address and postindex): add and edit
 * in a dialog whose address field suggests the portal's addresses of the
 * customer's region as one types; delete one or the checked ones after
 * 'Удалить адрес?'. The basket's delivery form offers these addresses.
 *
 * @summary Delivery addresses: add, edit, delete.
 * @tag b2b-addresses
 * @csspart base - The widget's box.
 * @csspart table - The table of addresses.
 * @csspart row - One address.
 * @csspart bulk-actions - The bar that replaces the column titles once rows are checked.
 * @csspart dialog - The dialogs (address form, confirmation).
 * @csspart listbox - The address suggestions.
 * @cssprop --b2b-color-primary - Buttons and links.
 * @cssprop --b2b-color-danger - Delete buttons, errors.
 * @cssprop --b2b-font-family - Font of the widget.
 */
export const AddressesElement = defineWidget<Record<string, never>>('b2b-addresses', Addresses, {
  props: {},
  css: addressesStyles,
});
