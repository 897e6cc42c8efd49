import { baseCss, uiCss } from '../../ui/styles';
import { loginCss } from './login.css';

/** Every sheet the widget needs, in cascade order: the element adopts them, and so does the component's StyleRoot (npm). */
export const loginStyles: readonly string[] = [baseCss, uiCss, loginCss];
