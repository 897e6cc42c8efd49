import { defineWidget } from '../../blocks/element/define-widget';
import { Counterparties } from './Counterparties';
import { counterpartiesStyles } from './counterparties-styles';

/**
 * The customer's counterparties on the account page: company, ИНН, КПП, active or
 * not, and a flag on one whose ИНН and КПП another customer of the portal also has.
 * Add or edit one in a dialog (the ИНН is checked by its control digits, like the
 * registration form's; a counterparty already on the portal is refused with 'Этот
 * контрагент уже зарегистрирован'), activate, deactivate or delete it or the checked
 * ones; a delete asks 'Подтвердите действие' first.
 *
 * @summary Counterparties: list, add, edit, activate, deactivate, delete.
 * @tag b2b-counterparties
 * @csspart base - The widget's box.
 * @csspart table - The table of counterparties.
 * @csspart row - One counterparty.
 * @csspart bulk-actions - The bar that replaces the column titles once rows are checked.
 * @csspart dialog - The dialogs (form, confirmation).
 * @cssprop --b2b-color-primary - Buttons and links.
 * @cssprop --b2b-color-danger - Delete buttons and errors.
 * @cssprop --b2b-font-family - Font of the widget.
 */
export const CounterpartiesElement = defineWidget('b2b-counterparties', Counterparties, {
  props: {},
  css: counterpartiesStyles,
});
