import { halfSpace, muted, space, text } from '../../ui/styles/tokens';

/** <b2b-favorites> and <b2b-needs>: the list of goods. Classes prefixed b2b-product-list-. */
export const productListCss = /* css */ `
:host { display: block; }
.b2b-product-list { display: grid; gap: calc(${space} * 2); }
.b2b-product-list-found { margin: 0; color: ${muted}; }
.b2b-product-list-results[aria-busy] { opacity: 0.6; }
.b2b-product-list-picture { display: block; width: 56px; height: 56px; object-fit: contain; }
.b2b-product-list-name { display: block; }
.b2b-product-list-articul { display: block; color: ${muted}; font-weight: normal; }
/* The success green is short of 4.5:1 on a checked row's tint: the text colour there. */
.b2b-table-row--selected .b2b-product-list-stock[data-stock='in'] { color: ${text}; }
.b2b-product-list-variants { list-style: none; margin: 0; padding: 0; display: grid; gap: ${halfSpace}; }
.b2b-product-list-variant { display: block; color: ${muted}; }
`;
