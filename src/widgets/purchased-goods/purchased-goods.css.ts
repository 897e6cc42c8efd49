import { halfSpace, muted, primary, space } from '../../ui/styles/tokens';

/** <b2b-purchased-goods>: the report switch, the filter, the summary line. Classes prefixed b2b-reports-. */
export const purchasedGoodsCss = /* css */ `
:host { display: block; }
.b2b-reports-body { display: grid; gap: calc(${space} * 2); }
.b2b-reports-switch { display: flex; flex-wrap: wrap; gap: ${space}; }
.b2b-button.b2b-reports-switch-button[aria-pressed='true'] { background: ${primary}; border-color: ${primary}; color: #fff; }
.b2b-reports-filter { display: flex; flex-wrap: wrap; gap: ${space} calc(${space} * 2); align-items: end; }
.b2b-reports-field { flex: 1 1 12rem; }
.b2b-reports-filter > .b2b-reports-field:first-child { flex: 2 1 17rem; } /* the contract: «Договор № ДП-101 от 10.01.2024» whole (issue 27) */
.b2b-reports-range { flex: 2 1 20rem; }
.b2b-reports-filter-actions { display: flex; gap: ${space}; }
.b2b-reports-filter > .b2b-alert { flex-basis: 100%; }
.b2b-reports-summary { display: flex; flex-wrap: wrap; gap: ${space} calc(${space} * 2); align-items: baseline; justify-content: space-between; }
.b2b-reports-found { margin: 0; color: ${muted}; }
.b2b-reports-export { color: ${primary}; }
.b2b-reports-results[aria-busy] { opacity: 0.6; }
.b2b-reports-withdrawn { color: ${muted}; }
.b2b-reports-stock { display: block; margin-top: ${halfSpace}; font-size: 0.875em; }
`;
