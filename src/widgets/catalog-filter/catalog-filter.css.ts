import { bg, border, halfSpace, muted, primary, radius, space, tint } from '../../ui/styles/tokens';

/** <b2b-catalog-filter>: filter panel, results, popup. Classes prefixed b2b-catalog-filter-. */
export const catalogFilterCss = /* css */ `
:host { display: block; container-type: inline-size; }
.b2b-catalog-filter { container-type: inline-size; }
.b2b-catalog-filter-layout {
  display: grid;
  grid-template-columns: minmax(224px, 288px) minmax(0, 1fr);
  gap: calc(${space} * 2);
  align-items: start;
}
@container (max-width: 720px) {
  .b2b-catalog-filter-layout { grid-template-columns: minmax(0, 1fr); }
}
.b2b-catalog-filter-panel { display: grid; gap: calc(${space} * 1.5); }
.b2b-catalog-filter-main { display: grid; gap: ${space}; min-width: 0; }
.b2b-catalog-filter-heading { margin: 0 0 ${halfSpace}; padding: 0; font-size: 1em; font-weight: 600; }
.b2b-catalog-filter-fieldset { margin: 0; padding: 0; border: 0; min-width: 0; }
.b2b-catalog-filter-hint { margin: ${halfSpace} 0 0; font-size: 0.85em; color: ${muted}; }
.b2b-catalog-filter-select { width: 100%; }
.b2b-catalog-filter-query { display: grid; gap: ${halfSpace}; }
.b2b-catalog-filter-query-row { display: flex; align-items: flex-end; gap: ${halfSpace}; }
.b2b-catalog-filter-query-field { flex: 1 1 auto; min-width: 0; }
.b2b-catalog-filter-query-field input { width: 100%; }
.b2b-catalog-filter-price-row { display: grid; grid-template-columns: 1fr 1fr; gap: ${halfSpace}; }
.b2b-catalog-filter-price-row input { width: 100%; }
.b2b-catalog-filter-checklist { margin: 0; padding: 0; list-style: none; display: grid; gap: 2px; max-height: 288px; overflow: auto; }
/* Rows at least 24px tall: the 16px boxes' centres are 24px apart or more, so each keeps a
   24px target area of its own (WCAG 2.2 2.5.8 target size, axe target-size). */
.b2b-catalog-filter-check { display: flex; align-items: center; gap: ${halfSpace}; min-height: 24px; cursor: pointer; }
.b2b-catalog-filter-check input { width: 16px; height: 16px; margin: 0; accent-color: ${primary}; }

.b2b-catalog-filter-tree-list { margin: 0; padding: 0 0 0 12px; list-style: none; }
.b2b-catalog-filter-tree > ul, .b2b-catalog-filter-tree > .b2b-catalog-filter-tree-list { padding-left: 0; }
.b2b-catalog-filter-tree-row { display: flex; align-items: baseline; gap: 2px; }
.b2b-catalog-filter-tree-toggle, .b2b-catalog-filter-tree-spacer {
  flex: 0 0 24px; width: 24px; height: 24px;
}
.b2b-catalog-filter-tree-toggle { padding: 0; border: 0; border-radius: ${radius}; background: none; color: ${muted}; cursor: pointer; }
.b2b-catalog-filter-tree-toggle:hover { background: ${tint}; }
.b2b-catalog-filter-tree-node {
  padding: 2px 6px; border: 0; border-radius: ${radius}; background: none;
  color: inherit; text-align: start; cursor: pointer;
}
.b2b-catalog-filter-tree-node:hover { background: ${tint}; }
.b2b-catalog-filter-tree-node[aria-current='true'] { background: ${primary}; color: #fff; font-weight: 600; }

.b2b-catalog-filter-results-header { display: grid; gap: ${halfSpace}; }
.b2b-catalog-filter-title { margin: 0; font-size: 1.3em; }
.b2b-catalog-filter-description { margin: 0; color: ${muted}; }
.b2b-catalog-filter-toolbar {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${space};
  margin: ${space} 0;
}
.b2b-catalog-filter-found { margin: 0; font-weight: 600; }
/* About «Найдено 5190 товаров» wide. */
.b2b-catalog-filter-found .b2b-skeleton-line { width: 10em; }
.b2b-catalog-filter-sort { display: flex; flex-wrap: wrap; align-items: center; gap: 4px; }
.b2b-catalog-filter-sort-label { color: ${muted}; }
.b2b-catalog-filter-sort-button {
  padding: 4px 10px; border: 1px solid ${border}; border-radius: ${radius};
  background: ${bg}; color: inherit; cursor: pointer;
}
.b2b-catalog-filter-sort-button:hover { background: ${tint}; }
.b2b-catalog-filter-sort-button[aria-pressed='true'] { border-color: ${primary}; color: ${primary}; font-weight: 600; }

.b2b-catalog-filter-products { margin: 0 0 ${space}; padding: 0; list-style: none; display: grid; gap: ${space}; transition: opacity 120ms; }
.b2b-catalog-filter-products[data-busy] { opacity: 0.55; }
.b2b-catalog-filter-product {
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr) auto;
  gap: ${space};
  padding: ${space};
  border: 1px solid ${border};
  border-radius: ${radius};
  background: ${bg};
}
@container (max-width: 560px) {
  .b2b-catalog-filter-product { grid-template-columns: 72px minmax(0, 1fr); }
  .b2b-catalog-filter-product-actions { grid-column: 1 / -1; }
}
.b2b-catalog-filter-picture { width: 96px; height: 96px; object-fit: contain; }
.b2b-catalog-filter-product-info { display: grid; grid-template-columns: minmax(0, 1fr); gap: 2px; align-content: start; min-width: 0; }
.b2b-catalog-filter-product-info p { margin: 0; }
.b2b-catalog-filter-product-name { margin: 0; font-size: 1em; }
.b2b-catalog-filter-product-open {
  padding: 0; border: 0; background: none; color: ${primary};
  font: inherit; font-weight: 600; text-align: start; cursor: pointer; overflow-wrap: break-word;
}
.b2b-catalog-filter-product-open:hover { text-decoration: underline; }
.b2b-catalog-filter-product-articul { color: ${muted}; font-variant-numeric: tabular-nums; }
.b2b-catalog-filter-product-prices { display: flex; flex-wrap: wrap; gap: ${space}; }
.b2b-catalog-filter-product-price { font-weight: 600; }
.b2b-catalog-filter-product-rrc { color: ${muted}; }
.b2b-catalog-filter-product-actions { display: grid; gap: ${halfSpace}; justify-items: end; align-content: start; }
.b2b-catalog-filter-variants { grid-column: 1 / -1; }
.b2b-catalog-filter-picture.b2b-skeleton { display: block; }
/* The wish button's box (product.css): its padding and border around an 18px icon, a 4px gap and the text. */
.b2b-catalog-filter-wish--skeleton { display: block; color: transparent; padding: 4px 6px 4px calc(6px + 18px + 4px); border: 1px solid transparent; }
.b2b-catalog-filter-variants-title { margin: 0 0 ${halfSpace}; font-size: 0.95em; }
.b2b-catalog-filter-variants ul { margin: 0; padding: 0; list-style: none; display: grid; gap: ${halfSpace}; }
.b2b-catalog-filter-variant {
  display: grid; grid-template-columns: minmax(96px, auto) minmax(0, 1fr) auto auto auto;
  align-items: center; gap: ${space};
  padding-top: ${halfSpace}; border-top: 1px solid ${border};
}
@container (max-width: 560px) {
  .b2b-catalog-filter-variant { grid-template-columns: 1fr 1fr; }
}
.b2b-catalog-filter-variant-articul { font-variant-numeric: tabular-nums; font-weight: 600; }

/* The popup's own rules arrive with its code (popup.css.ts); the spinner's box stays. */
.b2b-catalog-filter-popup { min-height: 96px; }
`;
