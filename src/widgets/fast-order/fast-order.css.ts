import { controlSize } from '../../ui/styles/tokens';

/**
 * <b2b-fast-order>: code search, quantity, add. Classes prefixed
 * b2b-fast-order-. The suggestion rows' rules (suggestion.css.ts) and the
 * pasted lines' (pasted-lines.css.ts) come with their chunks.
 */
export const fastOrderCss = /* css */ `
:host { display: block; }
/* Its own width, not the screen's, decides how compact the form is (a phone's header, a narrow column). */
.b2b-root.b2b-fast-order { container: b2b-fast-order / inline-size; }
.b2b-fast-order-body {
  display: grid;
  gap: var(--b2b-space, 8px);
}
/* A visitor's hint takes the room the page reserved for the form (styles.css): the header does not jump. */
.b2b-fast-order-body--visitor { min-height: calc(${controlSize} + 64.8px); align-content: center; }
.b2b-fast-order-form {
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--b2b-space, 8px);
}
.b2b-fast-order-search { flex: 1 1 256px; min-width: 192px; }
/* Two lines of hint at every width the form is not compact (one when it is wide): the form is
   as tall at every width, the height styles.css reserves before the tag loads. */
.b2b-fast-order-search .b2b-field-description { min-height: 2lh; }
.b2b-fast-order-qnt { flex: 0 0 auto; display: grid; gap: 2px; }
.b2b-fast-order-qnt-label { font-weight: 600; }
.b2b-fast-order-add { flex: 0 0 auto; }
.b2b-fast-order-chosen { margin: 0; font-size: 0.9em; }

.b2b-fast-order-problem { margin: 0; }

/* Narrow (a phone's header; where the hint beside the quantity would take three lines): the code
   field on its own row, the quantity and «В корзину» on the next, two control heights in all.
   The labels and the paste hint are not drawn but stay the fields' names and the code field's
   description. styles.css reserves this height on phones. */
@container b2b-fast-order (max-width: 575.98px) {
  .b2b-fast-order-search { flex-basis: 100%; min-width: 0; }
  .b2b-fast-order-search .b2b-field-label,
  .b2b-fast-order-search .b2b-field-description,
  .b2b-fast-order-qnt-label {
    position: absolute;
    width: 1px; height: 1px;
    margin: -1px; padding: 0; border: 0;
    overflow: hidden; clip-path: inset(50%);
    white-space: nowrap;
  }
  .b2b-fast-order-search .b2b-field-description { min-height: 0; }
  .b2b-fast-order-body--visitor { min-height: calc(2 * ${controlSize} + var(--b2b-space, 8px)); }
}
`;
