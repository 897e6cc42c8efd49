import { baseCss, uiCss } from '../../ui/styles';
import { priceUploadCss } from './price-upload.css';

/** Every sheet the widget needs, in cascade order: the element adopts them, and so does the component's StyleRoot (npm). */
export const priceUploadStyles: readonly string[] = [baseCss, uiCss, priceUploadCss];
