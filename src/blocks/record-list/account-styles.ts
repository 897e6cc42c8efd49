import { alertCss } from '../../ui/alert/alert.css';
import { buttonCss } from '../../ui/button/button.css';
import { confirmCss } from '../../ui/confirm/confirm.css';
import { dataTableCss } from '../../ui/data-table/data-table.css';
import { fieldCss } from '../../ui/field/field.css';
import { modalCss } from '../../ui/modal/modal.css';
import { paginationCss } from '../../ui/pagination/pagination.css';
import { statesCss } from '../../ui/states/states.css';
import { baseCss } from '../../ui/styles/base.css';
import { accountCss } from './account.css';

/** The sheets of the account tables (<b2b-counterparties>, <b2b-managers>), in cascade order. */
export const accountStyles: readonly string[] = [baseCss, buttonCss, fieldCss, modalCss, confirmCss, alertCss, dataTableCss, paginationCss, statesCss, accountCss];
