import { fileFieldCss } from '../../ui/file-field/file-field.css';
import { placesStyles } from '../../blocks/record-list/places-styles';

/** Every sheet <b2b-consignees> needs, in cascade order. */
export const consigneesStyles: readonly string[] = placesStyles([fileFieldCss]);
