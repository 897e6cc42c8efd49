/** The pasted lines' review (PastedLines.tsx): adopted when it renders, with its chunk. */
export const pastedLinesCss = /* css */ `
.b2b-fast-order-lines {
  border: 1px solid var(--b2b-color-border, #c4ccd6);
  border-radius: var(--b2b-radius, 6px);
  padding: var(--b2b-space, 8px);
  display: grid;
  gap: var(--b2b-space, 8px);
  /* As wide as the widget whatever its lines hold; the layout below follows this width, not the screen's. */
  container: b2b-fast-order-lines / inline-size;
}
.b2b-fast-order-lines-title { margin: 0; font-size: 1em; font-weight: 600; }
.b2b-fast-order-lines-summary { margin: 0; }
.b2b-fast-order-lines-scroll { max-height: 384px; overflow: auto; }
/* Fixed columns: a long product name or an unclear code's option labels wrap in
   their cell instead of widening the table past the widget (which cut off the
   quantity and the result). The product takes what the others leave. */
.b2b-fast-order-lines-table { width: 100%; border-collapse: collapse; table-layout: fixed; }
.b2b-fast-order-lines-table thead th:nth-child(1) { width: 24%; }
.b2b-fast-order-lines-table thead th:nth-child(3) { width: 104px; }
.b2b-fast-order-lines-table thead th:nth-child(4) { width: 28%; }
.b2b-fast-order-lines-table th,
.b2b-fast-order-lines-table td {
  text-align: left;
  vertical-align: top;
  padding: calc(var(--b2b-space, 8px) / 2);
  border-bottom: 1px solid var(--b2b-color-border, #c4ccd6);
  overflow-wrap: break-word;
}
/* The column titles stay in view as the lines scroll (not the lines' codes: they are th
   too), with their rule (a collapsed border stays behind). */
.b2b-fast-order-lines-table thead th {
  position: sticky; top: 0; z-index: 1;
  background: var(--b2b-color-bg, #fff);
  box-shadow: inset 0 -1px 0 var(--b2b-color-border, #c4ccd6);
  font-weight: 600;
}
.b2b-fast-order-line-raw { font-size: 0.85em; color: var(--b2b-color-muted, #52606d); overflow-wrap: break-word; }
.b2b-fast-order-line-qnt { width: 88px; max-width: 100%; }
/* The quantity's title over its field where the column titles are not shown (below). */
.b2b-fast-order-line-qnt-label { display: none; }
.b2b-fast-order-line[data-state='problem'] .b2b-fast-order-line-status { color: var(--b2b-color-danger, #b42318); }
.b2b-fast-order-line[data-state='ready'] .b2b-fast-order-line-status { color: var(--b2b-color-success, #1a7f37); }
/* As wide as its cell: a select is as wide as its longest option otherwise. */
.b2b-fast-order-line-select { width: 100%; }
.b2b-fast-order-lines-actions { display: flex; flex-wrap: wrap; gap: var(--b2b-space, 8px); }

/* A phone-wide widget: each line is a block of its own, the code and the
   product across it, the quantity (titled) beside the result below them.
   The table keeps its rows and cells for screen readers; its titles are
   only hidden from view. */
@container b2b-fast-order-lines (max-width: 544px) {
  .b2b-fast-order-lines-table,
  .b2b-fast-order-lines-table tbody { display: block; }
  .b2b-fast-order-lines-table thead {
    position: absolute;
    width: 1px; height: 1px;
    overflow: hidden; clip-path: inset(50%);
    white-space: nowrap;
  }
  .b2b-fast-order-line {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: calc(var(--b2b-space, 8px) / 2) var(--b2b-space, 8px);
    align-items: end;
    padding: var(--b2b-space, 8px) 0;
    border-bottom: 1px solid var(--b2b-color-border, #c4ccd6);
  }
  .b2b-fast-order-lines-table .b2b-fast-order-line > * { padding: 0; border: 0; }
  .b2b-fast-order-line > :nth-child(-n + 2) { grid-column: 1 / -1; }
  .b2b-fast-order-line-qnt-label { display: block; font-size: 0.85em; font-weight: 600; }
  .b2b-fast-order-line-status { align-self: center; }
}

.b2b-fast-order-input,
.b2b-fast-order-select {
  font: inherit;
  color: inherit;
  background: var(--b2b-color-bg, #fff);
  border: 1px solid var(--b2b-color-border, #c4ccd6);
  border-radius: var(--b2b-radius, 6px);
  padding: 0.3em 0.5em;
  box-sizing: border-box;
}
.b2b-fast-order-input:focus-visible,
.b2b-fast-order-select:focus-visible {
  outline: 2px solid var(--b2b-color-primary, #0b5cad);
  outline-offset: 1px;
}
`;
