/** <b2b-fast-order>: code search, quantity, add; the pasted-lines panel. Classes prefixed b2b-fast-order-. */
export const fastOrderCss = /* css */ `
:host { display: block; }
.b2b-fast-order-body {
  display: grid;
  gap: var(--b2b-space, 8px);
}
/* A visitor's hint takes the room the page reserved for the form (styles.css): the header does not jump. */
.b2b-fast-order-body--visitor { min-height: calc(2.25rem + 64.8px); align-content: center; }
.b2b-fast-order-form {
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--b2b-space, 8px);
}
.b2b-fast-order-search { flex: 1 1 16rem; min-width: 12rem; }
.b2b-fast-order-qnt { flex: 0 0 auto; display: grid; gap: 2px; }
.b2b-fast-order-qnt-label { font-weight: 600; }
.b2b-fast-order-add { flex: 0 0 auto; }
.b2b-fast-order-hint { margin: 0; font-size: 0.85em; color: var(--b2b-color-muted, #52606d); }
.b2b-fast-order-chosen { margin: 0; font-size: 0.9em; }

.b2b-fast-order-option {
  display: grid;
  grid-template-columns: minmax(6rem, auto) 1fr auto;
  grid-template-areas: 'articul header price' 'articul header stock';
  column-gap: var(--b2b-space, 8px);
  align-items: baseline;
  width: 100%;
}
.b2b-fast-order-option-articul { grid-area: articul; font-weight: 600; font-variant-numeric: tabular-nums; }
.b2b-fast-order-option-header { grid-area: header; overflow-wrap: anywhere; }
.b2b-fast-order-option-price { grid-area: price; text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
.b2b-fast-order-option-stock { grid-area: stock; text-align: right; white-space: nowrap; font-size: 0.85em; }
.b2b-fast-order-option-stock[data-empty] { color: var(--b2b-color-danger, #b42318); }

.b2b-fast-order-problem { margin: 0; }

.b2b-fast-order-added { display: flex; flex-wrap: wrap; gap: var(--b2b-space, 8px); align-items: baseline; }
.b2b-fast-order-added a { color: var(--b2b-color-primary, #0b5cad); }

.b2b-fast-order-lines {
  border: 1px solid var(--b2b-color-border, #c4ccd6);
  border-radius: var(--b2b-radius, 6px);
  padding: var(--b2b-space, 8px);
  display: grid;
  gap: var(--b2b-space, 8px);
}
.b2b-fast-order-lines-title { margin: 0; font-size: 1em; font-weight: 600; }
.b2b-fast-order-lines-summary { margin: 0; }
.b2b-fast-order-lines-scroll { max-height: 24rem; overflow: auto; }
.b2b-fast-order-lines-table { width: 100%; border-collapse: collapse; }
.b2b-fast-order-lines-table th,
.b2b-fast-order-lines-table td {
  text-align: left;
  vertical-align: top;
  padding: calc(var(--b2b-space, 8px) / 2);
  border-bottom: 1px solid var(--b2b-color-border, #c4ccd6);
}
.b2b-fast-order-lines-table th { position: sticky; top: 0; background: var(--b2b-color-bg, #fff); font-weight: 600; }
.b2b-fast-order-line-raw { font-size: 0.85em; color: var(--b2b-color-muted, #52606d); overflow-wrap: anywhere; }
.b2b-fast-order-line-qnt { width: 5.5rem; }
.b2b-fast-order-line[data-state='problem'] .b2b-fast-order-line-status { color: var(--b2b-color-danger, #b42318); }
.b2b-fast-order-line[data-state='ready'] .b2b-fast-order-line-status { color: var(--b2b-color-success, #1a7f37); }
.b2b-fast-order-line-select { max-width: 100%; }
.b2b-fast-order-lines-actions { display: flex; flex-wrap: wrap; gap: var(--b2b-space, 8px); }

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
