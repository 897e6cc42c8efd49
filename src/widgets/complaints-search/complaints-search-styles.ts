import { buttonCss } from '../../ui/button/button.css';
import { fieldCss } from '../../ui/field/field.css';
import { autocompleteCss } from '../../ui/autocomplete/autocomplete.css';
import { baseCss } from '../../ui/styles/base.css';
import { complaintsSearchCss } from './complaints-search.css';

/** Every sheet the widget needs, in cascade order: the element adopts them, and so does the component's StyleRoot (npm). */
export const complaintsSearchStyles: readonly string[] = [baseCss, buttonCss, fieldCss, autocompleteCss, complaintsSearchCss];
