import { halfSpace, muted, primary, space } from '../../ui/styles/tokens';

/** <b2b-purchased-goods>: the report switch, the filter, the summary line. Classes prefixed b2b-reports-. */
export const purchasedGoodsCss = /* css */ `
:host { display: block; }
.b2b-reports-body { display: grid; gap: calc(${space} * 2); }
.b2b-reports-switch { display: flex; flex-wrap: wrap; gap: ${space}; }
.b2b-button.b2b-reports-switch-button[aria-pressed='true'] { background: ${primary}; border-color: ${primary}; color: #fff; }
.b2b-reports-summary { display: flex; flex-wrap: wrap; gap: ${space} calc(${space} * 2); align-items: baseline; justify-content: space-between; }
.b2b-reports-found { margin: 0; color: ${muted}; }
.b2b-reports-export { color: ${primary}; }
.b2b-reports-results[aria-busy] { opacity: 0.6; }
.b2b-reports-withdrawn { color: ${muted}; }
.b2b-reports-stock { display: block; margin-top: ${halfSpace}; font-size: 0.875em; }
/* Printed: the report shown is the list's title, the others and the file's link go. */
@media print {
  .b2b-reports-switch-button:not([aria-pressed='true']), .b2b-reports-export { display: none; }
  .b2b-button.b2b-reports-switch-button[aria-pressed='true'] { padding: 0; border: 0; background: none; color: inherit; font-weight: 600; }
}
`;
