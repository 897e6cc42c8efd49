import { alertCss } from '../../ui/alert/alert.css';
import { buttonCss } from '../../ui/button/button.css';
import { confirmCss } from '../../ui/confirm/confirm.css';
import { dataTableCss } from '../../ui/data-table/data-table.css';
import { fieldCss } from '../../ui/field/field.css';
import { modalCss } from '../../ui/modal/modal.css';
import { paginationCss } from '../../ui/pagination/pagination.css';
import { statesCss } from '../../ui/states/states.css';
import { baseCss } from '../../ui/styles/base.css';
import { muted, space } from '../../ui/styles/tokens';

/** What the account's lists share (<b2b-addresses>, <b2b-consignees>). Classes prefixed b2b-places-. */
export const placesCss = /* css */ `
:host { display: block; }
.b2b-places-body { display: grid; gap: calc(${space} * 2); }
.b2b-places-bar { display: flex; justify-content: space-between; align-items: center; gap: ${space}; }
.b2b-places-title { margin: 0; font-size: 1.15em; }
.b2b-places-actions { display: inline-flex; flex-wrap: wrap; gap: calc(${space} / 2); }
.b2b-places-form { display: grid; gap: ${space}; }
.b2b-places-muted { color: ${muted}; }
`;

/** The sheets of an account list, in cascade order; `extra` ui sheets go before the list's own. */
export function placesStyles(extra: readonly string[]): readonly string[] {
  return [baseCss, buttonCss, fieldCss, modalCss, confirmCss, alertCss, dataTableCss, paginationCss, statesCss, ...extra, placesCss];
}
