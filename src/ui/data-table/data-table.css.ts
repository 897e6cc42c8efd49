import { bg, border, controlSize, muted, primary, space, tint } from '../styles/tokens';

export const dataTableCss = /* css */ `
/* The table never widens its widget or the page: the wrap takes its container's
   width whatever the table's (inline-size containment: the table's width is no part of the
   wrap's own), and a table wider than that scrolls inside its box, the row's first column
   (check box and the row's name) kept in view. */
/* The table's own targets (WCAG 2.5.8 with a mouse, 2.5.5 to a finger): a check box's label,
   a sort button: --b2b-table-hit high at least, 24px with a mouse (a row stays as compact as
   its text), the control size on a touch screen (44px). The check box column is as wide as
   its target: 40px, or that target. */
.b2b-table-wrap { position: relative; container-type: inline-size; --b2b-table-hit: 24px; --b2b-table-check-width: 40px; }
@media (pointer: coarse) {
  .b2b-table-wrap { --b2b-table-hit: ${controlSize}; --b2b-table-check-width: max(40px, ${controlSize}); }
}
/* What the box scrolls into view (a field the buyer tabs into: Chrome centres it, or brings a
   half-shown one to the nearer edge) lands clear of the sticky columns, not under them (at
   390px the basket's − and «Укажите количество товара» sat under the name): the check box's
   40px and the name column's 12em (below). A table without check boxes gets 40px more room
   than it needs. */
.b2b-table-scroll { overflow: auto; overscroll-behavior-x: contain; scroll-padding-left: calc(var(--b2b-table-check-width) + 12em); }
.b2b-table { width: 100%; border-collapse: separate; border-spacing: 0; }
.b2b-table-caption { caption-side: top; text-align: start; font-weight: 600; padding-bottom: ${space}; }
.b2b-table th, .b2b-table td {
  padding: calc(${space} / 2) calc(${space} * 0.75);
  border-bottom: 1px solid ${border};
  text-align: start;
  vertical-align: middle;
}
/* Pinned, side by side: the check box column and the row's name (tbody th: DataRow's only th,
   scope=row; its title is .b2b-table-pin), the name at the check column's laid-out width
   (use-pinned-offset.ts), both opaque: what scrolls under them never shows through. */
.b2b-table-check, .b2b-table tbody th { position: sticky; left: 0; z-index: 1; background: ${bg}; font-weight: 400; }
.b2b-table-head .b2b-table-pin { left: 0; }
.b2b-table--selectable :is(tbody th, .b2b-table-head .b2b-table-pin) { left: var(--b2b-table-pin, var(--b2b-table-check-width)); }
.b2b-table-head :is(.b2b-table-check, .b2b-table-pin) { z-index: 3; }
/* The name's edge casts a shadow over what has scrolled under it (over the first 16px of
   scroll; a table that fits its box does not scroll and has none). */
.b2b-table-scroll { scroll-timeline: --b2b-table-x x; }
.b2b-table-row > th, .b2b-table-head .b2b-table-pin {
  animation: b2b-table-pin-edge linear both; animation-timeline: --b2b-table-x; animation-range: 0 16px;
}
@keyframes b2b-table-pin-edge { to { box-shadow: 6px 0 6px -4px rgb(15 23 42 / 0.3); } }
/* In a phone's column, where the table scrolls, the name column is as wide as that padding
   says, 12em: «Наименование» and its sort arrow (145px in DejaVu Sans), and a name's long
   words whole, up to 18 letters or so («термостатический» is 138px in system-ui; at 10.5em it
   broke, «термостатически / й»). A name wraps between its words; only a word wider than the
   column (it cannot fit at all) breaks, and the column does not widen for it: DataRow's name
   box has the column's width (min-width alone is a floor a long word pushes past). Only
   there: at 1366px the floor pushed the orders 36px past their column. */
@container (width<480px) {
  .b2b-table tbody th { min-width: 12em; overflow-wrap: break-word; }
  .b2b-table-wrap:not(.b2b-table-wrap--cards) .b2b-table tbody th > .b2b-table-name { display: block; width: calc(12em - 1.5 * ${space}); }
}
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
/* min-width: a wider table's layout gives a cell's width only as far as its content (29.6px).
   The cell's height is its least (a cell grows with its row); it lets the label's 100% be the
   row's whole height, so the label fills the cell: a click anywhere in it checks the box. */
.b2b-table :is(th, td).b2b-table-check {
  width: var(--b2b-table-check-width); min-width: var(--b2b-table-check-width); height: var(--b2b-table-hit);
  padding: 0; text-align: center !important;
}
.b2b-table-check-hit {
  display: flex; align-items: center; justify-content: center;
  width: 100%; height: 100%; min-height: var(--b2b-table-hit);
  cursor: pointer;
}
.b2b-table-checkbox { flex: none; width: 17.6px; height: 17.6px; margin: 0; accent-color: ${primary}; cursor: pointer; }
/* .b2b-table: over the sticky cells' background; the tint laid on it, so a see-through theme
   tint still hides what scrolls under the pinned cells. */
.b2b-table .b2b-table-row--selected > * { background: linear-gradient(${tint}, ${tint}) ${bg}; }
/* As high as the table's target, its text's line centred in it; the cell's padding lends it
   room (the negative margin, at most that padding), so with a mouse the head is no higher
   than its one line of titles. */
.b2b-table-sort {
  display: inline-flex; align-items: center; gap: calc(${space} / 2);
  min-height: var(--b2b-table-hit); min-width: var(--b2b-table-hit);
  margin-block: max(calc(${space} / -2), calc((1.45em - var(--b2b-table-hit)) / 2));
  padding: 0; border: 0; background: none; text-align: start;
  font: inherit; color: inherit; cursor: pointer;
}
.b2b-table-sort:hover { color: ${primary}; }
.b2b-table-sort-icon { flex: none; }
.b2b-table-bulk { background: ${tint} !important; }
.b2b-table-bulk-bar { display: flex; flex-wrap: wrap; align-items: center; gap: ${space}; font-weight: 400; }
.b2b-table-bulk-count { font-weight: 600; margin-inline-end: ${space}; }
.b2b-table-spacer td { padding: 0; border: 0; }
.b2b-table-empty { color: ${muted}; text-align: center !important; padding: calc(${space} * 3) !important; }
/* The titles the bulk-actions bar stands in for (TableHead) show only on paper. */
.b2b-table-head .b2b-table-print-titles { display: none !important; }
/* Printed (an A4 page: 794px at 96dpi, less its margins): the data only, every column inside
   the page: no check boxes, bulk-actions bar or columns marked print: false (buttons),
   nothing pinned or scrolling, a word too long for its cell broken, no row split between two
   pages. */
@media print {
  .b2b-table-scroll { overflow: visible; }
  .b2b-table-check, .b2b-table-noprint, .b2b-table-head .b2b-table-bulk-row { display: none !important; }
  .b2b-table-head .b2b-table-print-titles { display: table-row !important; }
  .b2b-table :is(thead, tbody) :is(th, td) { position: static; animation: none; overflow-wrap: break-word; }
  .b2b-table tr { break-inside: avoid; }
  .b2b-table-sort-icon { display: none; }
}
`;
