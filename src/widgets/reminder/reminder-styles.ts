import { baseCss, uiCss } from '../../ui/styles';
import { reminderCss } from './reminder.css';

/** Every sheet the widget needs, in cascade order: the element adopts them, and so does the component's StyleRoot (npm). */
export const reminderStyles: readonly string[] = [baseCss, uiCss, reminderCss];
