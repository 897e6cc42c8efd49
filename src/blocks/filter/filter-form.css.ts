import { space } from '../../ui/styles/tokens';

/**
 * A list's filter form (orders, reports): fields in a row
 * that wraps, the period and the contract wider, the buttons last, an alert on
 * a line of its own. `--b2b-filter-field-basis` narrows the fields of a form
 * that has many.
 */
export const filterFormCss = /* css */ `
.b2b-filter-form { display: flex; flex-wrap: wrap; gap: ${space} calc(${space} * 2); align-items: end; }
.b2b-filter-form > .b2b-field { flex: 1 1 var(--b2b-filter-field-basis, 192px); }
.b2b-filter-form > .b2b-field:first-child { flex: 2 1 272px; } /* the contract: «Договор № ДП-101 от 10.01.2024» whole */
.b2b-filter-range { flex: 2 1 320px; }
.b2b-filter-actions { display: flex; gap: ${space}; }
.b2b-filter-form > .b2b-alert { flex-basis: 100%; }
@media print { .b2b-filter-form { display: none; } } /* fields and buttons: a printed list is its rows */
`;
