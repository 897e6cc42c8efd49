import { baseCss, uiCss } from '../../ui/styles';
import { newsletterFormCss } from './newsletter-form.css';

/** Every sheet the widget needs, in cascade order: the element adopts them, and so does the component's StyleRoot (npm). */
export const newsletterFormStyles: readonly string[] = [baseCss, uiCss, newsletterFormCss];
