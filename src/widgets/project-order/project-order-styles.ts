import { baseCss, uiCss } from '../../ui/styles';
import { projectOrderCss } from './project-order.css';

/** Every sheet the widget needs, in cascade order: the element adopts them, and so does the component's StyleRoot (npm). */
export const projectOrderStyles: readonly string[] = [baseCss, uiCss, projectOrderCss];
