import { alertCss } from '../../ui/alert/alert.css';
import { buttonCss } from '../../ui/button/button.css';
import { confirmCss } from '../../ui/confirm/confirm.css';
import { dataTableCss } from '../../ui/data-table/data-table.css';
import { fieldCss } from '../../ui/field/field.css';
import { modalCss } from '../../ui/modal/modal.css';
import { paginationCss } from '../../ui/pagination/pagination.css';
import { priceCss } from '../../ui/price/price.css';
import { statesCss } from '../../ui/states/states.css';
import { baseCss } from '../../ui/styles/base.css';
import { repeatCss } from './repeat.css';

/**
 * The sheets a list with repeat needs (<b2b-orders>, <b2b-drafts>), in cascade
 * order; each widget adds its own after `extra` ui sheets.
 */
export function repeatStyles(extra: readonly string[], own: string): readonly string[] {
  return [baseCss, buttonCss, fieldCss, modalCss, confirmCss, alertCss, dataTableCss, ...extra, paginationCss, priceCss, statesCss, repeatCss, own];
}
