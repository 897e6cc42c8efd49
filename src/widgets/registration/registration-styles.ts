import { baseCss, uiCss } from '../../ui/styles';
import { registrationCss } from './registration.css';

/** Every sheet the widget needs, in cascade order: the element adopts them, and so does the component's StyleRoot (npm). */
export const registrationStyles: readonly string[] = [baseCss, uiCss, registrationCss];
