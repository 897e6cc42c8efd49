import { alertCss } from '../../ui/alert/alert.css';
import { buttonCss } from '../../ui/button/button.css';
import { confirmCss } from '../../ui/confirm/confirm.css';
import { counterCss } from '../../ui/counter/counter.css';
import { dataTableCardsCss } from '../../ui/data-table/data-table-cards.css';
import { dataTableCss } from '../../ui/data-table/data-table.css';
import { datePickerCss } from '../../ui/date-picker/date-picker.css';
import { fieldCss } from '../../ui/field/field.css';
import { modalCss } from '../../ui/modal/modal.css';
import { priceCss } from '../../ui/price/price.css';
import { statesCss } from '../../ui/states/states.css';
import { baseCss } from '../../ui/styles/base.css';
import { basketCardsCss } from './basket-cards.css';
import { basketCss } from './basket.css';

/** Every sheet the widget needs, in cascade order; adopted once per shadow root (or document). */
export const basketStyles: readonly string[] = [
  baseCss,
  buttonCss,
  fieldCss,
  modalCss,
  confirmCss,
  alertCss,
  counterCss,
  dataTableCss,
  dataTableCardsCss,
  datePickerCss,
  priceCss,
  statesCss,
  basketCss,
  basketCardsCss,
];
