import { alertCss } from '../../ui/alert/alert.css';
import { buttonCss } from '../../ui/button/button.css';
import { confirmCss } from '../../ui/confirm/confirm.css';
import { dataTableCss } from '../../ui/data-table/data-table.css';
import { datePickerCss } from '../../ui/date-picker/date-picker.css';
import { fieldCss } from '../../ui/field/field.css';
import { modalCss } from '../../ui/modal/modal.css';
import { paginationCss } from '../../ui/pagination/pagination.css';
import { priceCss } from '../../ui/price/price.css';
import { statesCss } from '../../ui/states/states.css';
import { baseCss } from '../../ui/styles/base.css';
import { ordersCss } from './orders.css';

/** Every sheet <b2b-orders> and <b2b-drafts> need, in cascade order. */
export const ordersStyles: readonly string[] = [
  baseCss,
  buttonCss,
  fieldCss,
  modalCss,
  confirmCss,
  alertCss,
  dataTableCss,
  datePickerCss,
  paginationCss,
  priceCss,
  statesCss,
  ordersCss,
];
