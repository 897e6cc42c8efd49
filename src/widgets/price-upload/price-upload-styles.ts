import { buttonCss } from '../../ui/button/button.css';
import { fieldCss } from '../../ui/field/field.css';
import { modalCss } from '../../ui/modal/modal.css';
import { alertCss } from '../../ui/alert/alert.css';
import { fileFieldCss } from '../../ui/file-field/file-field.css';
import { priceCss } from '../../ui/price/price.css';
import { statesCss } from '../../ui/states/states.css';
import { baseCss } from '../../ui/styles/base.css';
import { priceUploadCss } from './price-upload.css';

/** Every sheet the widget needs, in cascade order: the element adopts them, and so does the component's StyleRoot (npm). */
export const priceUploadStyles: readonly string[] = [baseCss, buttonCss, fieldCss, modalCss, alertCss, fileFieldCss, priceCss, statesCss, priceUploadCss];
