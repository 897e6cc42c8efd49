import { border, danger, muted, primary, radius, space, success, text } from '../../ui/styles/tokens';

/** <b2b-orders>: the filter and the state markers. Classes prefixed b2b-orders-. */
export const ordersCss = /* css */ `
:host { display: block; }
/* One column as wide as the widget, never wider: the table scrolls inside it. In a column
   narrower than the table (the portal's cabinet page, beside its menu) an auto track grew to the
   table once the orders arrived, and the filter above re-wrapped (CLS 0.074). */
.b2b-orders-body { display: grid; grid-template-columns: minmax(0, 1fr); gap: calc(${space} * 2); }
.b2b-orders-filter { --b2b-filter-field-basis: 160px; } /* seven fields */
.b2b-orders-found { margin: 0; color: ${muted}; }
.b2b-orders-blocked { margin: 0; color: ${danger}; }
.b2b-orders-results[aria-busy] { opacity: 0.6; }
.b2b-orders-actions { display: inline-flex; flex-wrap: wrap; gap: calc(${space} / 2); }
/* A two-word state («Ожидает оплаты») may take two lines: the ten columns fit the portal's 890px column. */
.b2b-orders-state {
  display: inline-block; padding: 0 calc(${space} * 0.75); border-radius: ${radius};
  border: 1px solid ${border}; color: ${text};
}
.b2b-orders-state--success { border-color: ${success}; color: ${success}; }
.b2b-orders-state--danger { border-color: ${danger}; color: ${danger}; }
.b2b-orders-state--primary { border-color: ${primary}; color: ${primary}; }
/* An order's details: label and value side by side, wrapping under each other when narrow. */
.b2b-orders-choices { display: grid; gap: calc(${space} / 2); margin: 0 0 calc(${space} * 2); }
.b2b-orders-choice { display: grid; grid-template-columns: minmax(128px, max-content) minmax(0, 1fr); gap: calc(${space} * 2); }
.b2b-orders-choice dt { color: ${muted}; }
.b2b-orders-choice dd { margin: 0; overflow-wrap: break-word; }
@media (max-width: 480px) { .b2b-orders-choice { grid-template-columns: minmax(0, 1fr); gap: 0; } }
`;
