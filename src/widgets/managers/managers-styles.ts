import { dataTableCardsCss } from '../../ui/data-table/data-table-cards.css';
import { accountStyles } from '../../blocks/record-list/account-styles';

/** Every sheet <b2b-managers> needs, in cascade order: on a phone each manager is a card. */
export const managersStyles: readonly string[] = [...accountStyles, dataTableCardsCss];
