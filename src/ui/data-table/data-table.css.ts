import { bg, border, muted, primary, space, tint } from '../styles/tokens';

export const dataTableCss = /* css */ `
/* The table never widens its widget or the page (issue 27): the wrap takes its container's
   width whatever the table's (inline-size containment: the table's width is no part of the
   wrap's own), and a table wider than that scrolls inside its box, the row's first column
   (check box and the row's name) kept in view. */
.b2b-table-wrap { position: relative; container-type: inline-size; }
.b2b-table-scroll { overflow: auto; overscroll-behavior-x: contain; }
.b2b-table { width: 100%; border-collapse: separate; border-spacing: 0; }
.b2b-table-caption { caption-side: top; text-align: start; font-weight: 600; padding-bottom: ${space}; }
.b2b-table th, .b2b-table td {
  padding: calc(${space} / 2) calc(${space} * 0.75);
  border-bottom: 1px solid ${border};
  text-align: start;
  vertical-align: middle;
}
.b2b-table tbody th { font-weight: 400; }
.b2b-table-check, .b2b-table tbody th[scope='row'] { position: sticky; left: 0; z-index: 1; background: ${bg}; }
.b2b-table--selectable tbody th[scope='row'] { left: 2.5rem; }
.b2b-table-head th.b2b-table-check { z-index: 3; }
/* Titles wrap between words, so a table of many columns fits a wide column (the orders at
   1366px went 130px past theirs with one-line titles). */
.b2b-table-title { overflow-wrap: normal; }
.b2b-table-head th {
  position: sticky;
  top: 0;
  z-index: 2;
  background: ${bg};
  font-weight: 600;
  border-bottom-width: 2px;
}
.b2b-table-title--end, .b2b-table-cell--end { text-align: end !important; font-variant-numeric: tabular-nums; }
.b2b-table-check { width: 2.5rem; text-align: center !important; }
.b2b-table-checkbox { width: 1.1rem; height: 1.1rem; margin: 0; accent-color: ${primary}; cursor: pointer; }
.b2b-table-row--selected > *, .b2b-table .b2b-table-row--selected > th[scope='row'] { background: ${tint}; }
.b2b-table-sort {
  display: inline-flex; align-items: center; gap: calc(${space} / 2);
  padding: 0; border: 0; background: none;
  font: inherit; font-weight: inherit; color: inherit; cursor: pointer;
}
.b2b-table-sort:hover { color: ${primary}; }
.b2b-table-sort-icon { flex: none; }
.b2b-table-bulk { background: ${tint} !important; }
.b2b-table-bulk-bar { display: flex; flex-wrap: wrap; align-items: center; gap: ${space}; font-weight: 400; }
.b2b-table-bulk-count { font-weight: 600; margin-inline-end: ${space}; }
.b2b-table-spacer td { padding: 0; border: 0; }
.b2b-table-empty { color: ${muted}; text-align: center !important; padding: calc(${space} * 3) !important; }
`;
