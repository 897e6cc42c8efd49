import { baseCss, uiCss } from '../../ui/styles';
import { complaintsSearchCss } from './complaints-search.css';

/** Every sheet the widget needs, in cascade order: the element adopts them, and so does the component's StyleRoot (npm). */
export const complaintsSearchStyles: readonly string[] = [baseCss, uiCss, complaintsSearchCss];
