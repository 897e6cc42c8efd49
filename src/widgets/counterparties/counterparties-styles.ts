import { dataTableCardsCss } from '../../ui/data-table/data-table-cards.css';
import { accountStyles } from '../../blocks/record-list/account-styles';

/** Every sheet <b2b-counterparties> needs, in cascade order: on a phone each counterparty is a card. */
export const counterpartiesStyles: readonly string[] = [...accountStyles, dataTableCardsCss];
