import { baseCss } from '../../ui/styles/base.css';
import { chatCss } from './chat.css';

/** Every sheet the widget needs, in cascade order: the element adopts them, and so does the component's StyleRoot (npm). */
export const chatStyles: readonly string[] = [baseCss, chatCss];
