import { autocompleteCss } from '../../ui/autocomplete/autocomplete.css';
import { dataTableCardsCss } from '../../ui/data-table/data-table-cards.css';
import { placesStyles } from '../../blocks/record-list/places-styles';

/** Every sheet <b2b-addresses> needs, in cascade order: on a phone each address is a card. */
export const addressesStyles: readonly string[] = placesStyles([dataTableCardsCss, autocompleteCss]);
