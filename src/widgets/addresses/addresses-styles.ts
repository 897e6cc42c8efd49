import { autocompleteCss } from '../../ui/autocomplete/autocomplete.css';
import { placesStyles } from '../../blocks/record-list/places-styles';

/** Every sheet <b2b-addresses> needs, in cascade order. */
export const addressesStyles: readonly string[] = placesStyles([autocompleteCss]);
