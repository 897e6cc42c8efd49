import { baseCss } from '../../ui/styles/base.css';
import { sidebarCss } from './sidebar.css';

/** Every sheet <b2b-sidebar> needs, in cascade order. */
export const sidebarStyles: readonly string[] = [baseCss, sidebarCss];
