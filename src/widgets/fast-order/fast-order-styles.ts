import { alertCss } from '../../ui/alert/alert.css';
import { autocompleteCss } from '../../ui/autocomplete/autocomplete.css';
import { buttonCss } from '../../ui/button/button.css';
import { counterCss } from '../../ui/counter/counter.css';
import { fieldCss } from '../../ui/field/field.css';
import { baseCss } from '../../ui/styles/base.css';
import { fastOrderCss } from './fast-order.css';

/** Every sheet the widget needs, in cascade order; adopted once per shadow root (or document). */
export const fastOrderStyles: readonly string[] = [baseCss, fieldCss, buttonCss, alertCss, autocompleteCss, counterCss, fastOrderCss];
