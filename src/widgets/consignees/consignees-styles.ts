import { dataTableCardsCss } from '../../ui/data-table/data-table-cards.css';
import { fileFieldCss } from '../../ui/file-field/file-field.css';
import { placesStyles } from '../../blocks/record-list/places-styles';

/** Every sheet <b2b-consignees> needs, in cascade order: on a phone each consignee is a card. */
export const consigneesStyles: readonly string[] = placesStyles([dataTableCardsCss, fileFieldCss]);
