import { baseCss, uiCss } from '../../ui/styles';
import { callbackCss } from './callback.css';

/** Every sheet the widget needs, in cascade order: the element adopts them, and so does the component's StyleRoot (npm). */
export const callbackStyles: readonly string[] = [baseCss, uiCss, callbackCss];
