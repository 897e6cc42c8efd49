/** One suggestion of the code field (SuggestionOption.tsx): adopted when the first one renders, with the suggestions' chunk. */
export const suggestionCss = /* css */ `
/* The option is the container: its width, not the screen's, decides the layout. */
.b2b-fast-order-option { display: block; container-type: inline-size; }
.b2b-fast-order-option-grid {
  display: grid;
  grid-template-columns: minmax(96px, auto) minmax(0, 1fr) auto;
  grid-template-areas: 'articul header price' 'articul header stock';
  column-gap: var(--b2b-space, 8px);
  align-items: baseline;
}
.b2b-fast-order-option-articul { grid-area: articul; font-weight: 600; font-variant-numeric: tabular-nums; }
.b2b-fast-order-option-header { grid-area: header; overflow-wrap: break-word; }
.b2b-fast-order-option-price { grid-area: price; text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
.b2b-fast-order-option-stock { grid-area: stock; text-align: right; white-space: nowrap; font-size: 0.85em; }
.b2b-fast-order-option-stock[data-empty] { color: var(--b2b-color-danger, #b42318); }
/* Narrow (a phone): the name gets a line of its own under the code and the price. Between
   them its column was narrower than its words, which broke («термостатическ / ий»). */
@container (max-width: 420px) {
  .b2b-fast-order-option-grid {
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: 'articul price' 'header header' 'stock stock';
  }
  .b2b-fast-order-option-stock { text-align: start; }
}
`;
