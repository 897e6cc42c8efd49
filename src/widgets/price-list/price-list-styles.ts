import { baseCss, uiCss } from '../../ui/styles';
import { priceListCss } from './price-list.css';

/** Every sheet the widget needs, in cascade order: the element adopts them, and so does the component's StyleRoot (npm). */
export const priceListStyles: readonly string[] = [baseCss, uiCss, priceListCss];
