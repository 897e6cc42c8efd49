import { buttonCss } from '../../ui/button/button.css';
import { fieldCss } from '../../ui/field/field.css';
import { modalCss } from '../../ui/modal/modal.css';
import { alertCss } from '../../ui/alert/alert.css';
import { statesCss } from '../../ui/states/states.css';
import { baseCss } from '../../ui/styles/base.css';
import { priceListCss } from './price-list.css';

/** Every sheet the widget needs, in cascade order: the element adopts them, and so does the component's StyleRoot (npm). */
export const priceListStyles: readonly string[] = [baseCss, buttonCss, fieldCss, modalCss, alertCss, statesCss, priceListCss];
