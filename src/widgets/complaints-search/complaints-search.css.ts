import { border, danger, muted, space } from '../../ui/styles/tokens';

/** Styles of <b2b-complaints-search>: the search box above a table of chosen goods. */
export const complaintsSearchCss = /* css */ `
.b2b-complaints-search {
  display: grid;
  gap: calc(${space} * 1.5);
}
.b2b-complaints-search-table {
  width: 100%;
  border-collapse: collapse;
}
.b2b-complaints-search-table caption {
  text-align: start;
  font-weight: 600;
  padding-block-end: ${space};
}
.b2b-complaints-search-table :is(th, td) {
  padding: calc(${space} * 0.75) ${space};
  border-block-end: 1px solid ${border};
  text-align: start;
  vertical-align: top;
}
.b2b-complaints-search-table th { font-weight: 600; }
.b2b-complaints-search-articul,
.b2b-complaints-search-option-articul { white-space: nowrap; font-variant-numeric: tabular-nums; }
.b2b-complaints-search-option-articul { font-weight: 600; }
.b2b-complaints-search-quantity { max-width: 224px; }
.b2b-complaints-search-quantity .b2b-input { width: 112px; }
/* Spec 5: a quantity that is not a positive integer turns the field red. */
.b2b-complaints-search-quantity .b2b-input[aria-invalid='true'] {
  border-color: ${danger};
  box-shadow: 0 0 0 1px ${danger};
  background: #fef3f2;
}
.b2b-complaints-search-failed { display: inline-flex; flex-wrap: wrap; align-items: center; gap: ${space}; color: ${danger}; }
.b2b-complaints-search-note,
.b2b-complaints-search-empty { color: ${muted}; }
.b2b-complaints-search-empty { margin: 0; }
`;
