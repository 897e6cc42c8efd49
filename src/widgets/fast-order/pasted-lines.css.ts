/** The pasted lines' review (PastedLines.tsx): adopted when it renders, with its chunk. */
export const pastedLinesCss = /* css */ `
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
