import { bg, border, muted, primary, space, tint } from '../styles/tokens';

export const dataTableCss = /* css */ `
/* The table never widens its widget or the page (issue 27): the wrap takes its container's
   width whatever the table's (inline-size containment: the table's width is no part of the
   wrap's own), and a table wider than that scrolls inside its box, the row's first column
   (check box and the row's name) kept in view. */
.b2b-table-wrap { position: relative; container-type: inline-size; }
/* What the box scrolls into view (a field the buyer tabs into: Chrome centres it, or brings a
   half-shown one to the nearer edge) lands clear of the sticky columns, not under them (at
   390px the basket's − and «Укажите количество товара» sat under the name): the check box's
   2.5rem and the name column's 10.5em, which holds «Наименование» and its sort arrow (145px
   in DejaVu Sans). A table without check boxes gets 2.5rem more room than it needs. */
.b2b-table-scroll { overflow: auto; overscroll-behavior-x: contain; scroll-padding-left: calc(2.5rem + 10.5em); }
.b2b-table { width: 100%; border-collapse: separate; border-spacing: 0; }
.b2b-table-caption { caption-side: top; text-align: start; font-weight: 600; padding-bottom: ${space}; }
.b2b-table th, .b2b-table td {
  padding: calc(${space} / 2) calc(${space} * 0.75);
  border-bottom: 1px solid ${border};
  text-align: start;
  vertical-align: middle;
}
/* tbody th: a row's name (DataRow's only th, scope=row). */
.b2b-table-check, .b2b-table tbody th { position: sticky; left: 0; z-index: 1; background: ${bg}; font-weight: 400; }
.b2b-table--selectable tbody th { left: 2.5rem; }
.b2b-table-head .b2b-table-check { z-index: 3; }
/* In a phone's column, where the table scrolls, the name column is as wide as that padding
   says: at least 10.5em (min-width: a cell's width is no floor for its column), and no wider
   than its title, a name's long word breaking. Only there: at 1366px the floor pushed the
   orders 36px past their column. */
@container (width<480px) { .b2b-table tbody th { min-width: 10.5em; overflow-wrap: anywhere; } }
/* Titles wrap between words (no nowrap), so a table of many columns fits a wide column (the
   orders at 1366px went 130px past theirs with one-line titles). */
.b2b-table-head th {
  position: sticky;
  top: 0;
  z-index: 2;
  background: ${bg};
  font-weight: 600;
  border-bottom-width: 2px;
}
.b2b-table-cell--end { text-align: end !important; font-variant-numeric: tabular-nums; }
.b2b-table-check { width: 2.5rem; text-align: center !important; }
.b2b-table-checkbox { width: 1.1rem; height: 1.1rem; margin: 0; accent-color: ${primary}; cursor: pointer; }
/* .b2b-table: over the sticky cells' background. */
.b2b-table .b2b-table-row--selected > * { background: ${tint}; }
.b2b-table-sort {
  display: inline-flex; align-items: center; gap: calc(${space} / 2);
  padding: 0; border: 0; background: none;
  font: inherit; color: inherit; cursor: pointer;
}
.b2b-table-sort:hover { color: ${primary}; }
.b2b-table-sort-icon { flex: none; }
.b2b-table-bulk { background: ${tint} !important; }
.b2b-table-bulk-bar { display: flex; flex-wrap: wrap; align-items: center; gap: ${space}; font-weight: 400; }
.b2b-table-bulk-count { font-weight: 600; margin-inline-end: ${space}; }
.b2b-table-spacer td { padding: 0; border: 0; }
.b2b-table-empty { color: ${muted}; text-align: center !important; padding: calc(${space} * 3) !important; }
`;
