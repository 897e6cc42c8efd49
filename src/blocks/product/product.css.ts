import { border, controlSize, danger, halfSpace, muted, primary, radius, skeleton, space, success, tint } from '../../ui/styles/tokens';

/** Product pieces shared by the catalogue rows and the carousel slides (classes b2b-product-). */
export const productCss = /* css */ `
.b2b-product-add { display: grid; gap: ${halfSpace}; }
.b2b-product-add-controls { display: flex; flex-wrap: wrap; align-items: center; gap: ${halfSpace}; }
.b2b-product-add .b2b-counter-input { width: 64px; }
/* AddToBasketSkeleton: the counter's box (its − and +, a control's size each, around the 64px field) and the button's. */
.b2b-product-add-counter--skeleton { display: block; width: calc(2 * ${controlSize} + 64px); height: ${controlSize}; }
/* Two classes, so it wins over .b2b-button's colours wherever the sheets sit in the cascade: a page
   that adopts several widgets' sheets (npm users, Storybook) may hold the button's after this one. */
.b2b-button.b2b-product-add-button--skeleton { color: transparent; border-color: transparent; background: ${skeleton}; cursor: default; }
.b2b-product-wish-button {
  display: inline-flex; align-items: center; gap: 4px;
  padding: 4px 6px; border: 1px solid transparent; border-radius: ${radius};
  background: none; color: ${muted}; cursor: pointer;
}
.b2b-product-wish-button:hover { background: ${tint}; }
.b2b-product-wish-button[aria-pressed='true'] { color: ${danger}; }
.b2b-product-wish-button[aria-busy='true'] { opacity: 0.6; }
[data-stock='in'] { color: ${success}; }
[data-stock='out'] { color: ${muted}; }
.b2b-product-link {
  padding: 0; border: 0; background: none; color: ${primary};
  font: inherit; font-weight: 600; text-align: start; cursor: pointer;
}
.b2b-product-link:hover { text-decoration: underline; }
.b2b-product-card { border: 1px solid ${border}; border-radius: ${radius}; padding: ${space}; }
`;
