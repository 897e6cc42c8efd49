import { buttonCss } from '../../ui/button/button.css';
import { fieldCss } from '../../ui/field/field.css';
import { modalCss } from '../../ui/modal/modal.css';
import { confirmCss } from '../../ui/confirm/confirm.css';
import { alertCss } from '../../ui/alert/alert.css';
import { baseCss } from '../../ui/styles/base.css';
import { newsletterFormCss } from './newsletter-form.css';

/** Every sheet the widget needs, in cascade order: the element adopts them, and so does the component's StyleRoot (npm). */
export const newsletterFormStyles: readonly string[] = [baseCss, buttonCss, fieldCss, modalCss, confirmCss, alertCss, newsletterFormCss];
