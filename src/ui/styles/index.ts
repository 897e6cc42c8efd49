/**
 * `uiCss`: every primitive's CSS in one text, adopted into a widget's shadow
 * root after baseCss. One string means one shared CSSStyleSheet for all
 * widgets on a page. Widgets that want a smaller sheet import the
 * primitives' own css exports instead.
 */
import { alertCss } from '../alert/alert.css';
import { autocompleteCss } from '../autocomplete/autocomplete.css';
import { buttonCss } from '../button/button.css';
import { confirmCss } from '../confirm/confirm.css';
import { counterCss } from '../counter/counter.css';
import { dataTableCss } from '../data-table/data-table.css';
import { datePickerCss } from '../date-picker/date-picker.css';
import { fieldCss } from '../field/field.css';
import { fileFieldCss } from '../file-field/file-field.css';
import { modalCss } from '../modal/modal.css';
import { paginationCss } from '../pagination/pagination.css';
import { priceCss } from '../price/price.css';
import { statesCss } from '../states/states.css';

export { baseCss } from './base.css';

// Pure: a module importing baseCss from here must not carry every primitive's CSS.
export const uiCss = /* @__PURE__ */ [
  buttonCss,
  fieldCss,
  modalCss,
  confirmCss,
  alertCss,
  counterCss,
  autocompleteCss,
  dataTableCss,
  paginationCss,
  datePickerCss,
  fileFieldCss,
  priceCss,
  statesCss,
].join('\n');
