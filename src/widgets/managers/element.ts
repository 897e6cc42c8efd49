import { accountStyles } from '../../blocks/record-list/account-styles';
import { defineWidget } from '../../blocks/element/define-widget';
import { Managers } from './Managers';

/**
 * The account owner's sub-managers: name, login, e-mail, access on or off, and
 * contracts. Add or edit one in the manager form (login, e-mail, name, phone with
 * the +7 mask, contracts chosen by counterparty with a check-all each, delivery
 * addresses; 'Выберите договор' without a contract, 'Этот Логин уже занят',
 * 'Этот Email уже занят'); a new manager gets a password by e-mail. 'Данные
 * сохранены' shows 3 s after a save. Switch access in place, set the manager's
 * price policy per contract, delete one or the checked ones after 'Подтвердите
 * действие'.
 *
 * @summary Sub-managers: list, form, access switch, price politics, delete.
 * @tag b2b-managers
 * @csspart base - The widget's box.
 * @csspart table - The table of managers.
 * @csspart row - One manager.
 * @csspart bulk-actions - The bar that replaces the column titles once rows are checked.
 * @csspart dialog - The dialogs (manager form, price politics, confirmation).
 * @cssprop --b2b-color-primary - Buttons and links.
 * @cssprop --b2b-color-danger - Delete buttons and errors.
 * @cssprop --b2b-font-family - Font of the widget.
 */
export const ManagersElement = defineWidget('b2b-managers', Managers, {
  props: {},
  css: accountStyles,
});
