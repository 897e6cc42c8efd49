/** One suggestion of the code field (SuggestionOption.tsx): adopted when the first one renders, with the suggestions' chunk. */
export const suggestionCss = /* css */ `
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
`;
