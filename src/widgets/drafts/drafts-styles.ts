import { dataTableCardsCss } from '../../ui/data-table/data-table-cards.css';
import { repeatStyles } from '../../blocks/repeat/repeat-styles';
import { draftsCardsCss } from './drafts-cards.css';
import { draftsCss } from './drafts.css';

/** Every sheet <b2b-drafts> needs, in cascade order. */
export const draftsStyles: readonly string[] = [...repeatStyles([dataTableCardsCss], draftsCss), draftsCardsCss];
