import { alertCss } from '../../ui/alert/alert.css';
import { buttonCss } from '../../ui/button/button.css';
import { dataTableCss } from '../../ui/data-table/data-table.css';
import { dataTableCardsCss } from '../../ui/data-table/data-table-cards.css';
import { datePickerCss } from '../../ui/date-picker/date-picker.css';
import { fieldCss } from '../../ui/field/field.css';
import { modalCss } from '../../ui/modal/modal.css';
import { paginationCss } from '../../ui/pagination/pagination.css';
import { statesCss } from '../../ui/states/states.css';
import { baseCss } from '../../ui/styles/base.css';
import { actsCardsCss } from './acts-cards.css';
import { actsCss } from './acts.css';

/** Every sheet <b2b-acts> needs, in cascade order. */
export const actsStyles: readonly string[] = [baseCss, buttonCss, fieldCss, modalCss, alertCss, statesCss, dataTableCss, dataTableCardsCss, paginationCss, datePickerCss, actsCss, actsCardsCss];
