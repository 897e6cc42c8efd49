import { controlSize, skeleton } from '../../ui/styles/tokens';

/** <b2b-basket-counter>: a link to the cart with the number of basket lines. Classes prefixed b2b-basket-counter-. */
export const basketCounterCss = /* css */ `
:host {
  display: inline-block;
  font-family: var(--b2b-font-family, system-ui, sans-serif);
  font-size: var(--b2b-font-size, 14px);
  color: var(--b2b-color-text, #1f2933);
}
.b2b-root.b2b-basket-counter {
  display: inline-flex;
  align-items: center;
  gap: calc(var(--b2b-space, 8px) / 2);
}
.b2b-basket-counter-link {
  display: inline-flex;
  align-items: center;
  gap: calc(var(--b2b-space, 8px) / 2);
  min-height: ${controlSize};
  padding: 0 var(--b2b-space, 8px);
  border-radius: var(--b2b-radius, 6px);
  color: inherit;
  text-decoration: none;
}
.b2b-basket-counter-link:hover .b2b-basket-counter-label { text-decoration: underline; }
.b2b-basket-counter-link:focus-visible,
.b2b-basket-counter-retry:focus-visible {
  outline: 2px solid var(--b2b-color-primary, #0b5cad);
  outline-offset: 2px;
}
/* The comma of the name «Корзина, 3 товара», not drawn. Inline with no size rather than the
   absolute .b2b-visually-hidden box: a box of its own reads as a word ('Корзина , 3'). */
.b2b-basket-counter-comma { font-size: 0; }
.b2b-basket-counter-icon { width: 1.4em; height: 1.4em; flex: none; }
.b2b-basket-counter-badge {
  min-width: 1.6em;
  padding: 0.1em 0.45em;
  border-radius: 999px;
  background: var(--b2b-color-primary, #0b5cad);
  color: #fff;
  font-weight: 600;
  text-align: center;
  font-variant-numeric: tabular-nums;
}
.b2b-basket-counter-badge[data-pending] { background: ${skeleton}; }
.b2b-basket-counter-badge[data-empty] {
  background: transparent;
  color: inherit;
  font-weight: 400;
}
.b2b-basket-counter-retry {
  border: 1px solid var(--b2b-color-danger, #b42318);
  border-radius: var(--b2b-radius, 6px);
  background: var(--b2b-color-bg, #fff);
  color: var(--b2b-color-danger, #b42318);
  font: inherit;
  padding: 0.1em 0.5em;
  cursor: pointer;
}
`;
