import { repeatStyles } from '../../blocks/repeat/repeat-styles';
import { draftsCss } from './drafts.css';

/** Every sheet <b2b-drafts> needs, in cascade order. */
export const draftsStyles: readonly string[] = repeatStyles([], draftsCss);
