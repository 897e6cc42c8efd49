/**
 * <b2b-fast-order>: code search, quantity, add. Classes prefixed
 * b2b-fast-order-. The suggestion rows' rules (suggestion.css.ts) and the
 * pasted lines' (pasted-lines.css.ts) come with their chunks.
 */
export const fastOrderCss = /* css */ `
:host { display: block; }
.b2b-fast-order-body {
  display: grid;
  gap: var(--b2b-space, 8px);
}
/* A visitor's hint takes the room the page reserved for the form (styles.css): the header does not jump. */
.b2b-fast-order-body--visitor { min-height: calc(2.25rem + 64.8px); align-content: center; }
.b2b-fast-order-form {
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--b2b-space, 8px);
}
.b2b-fast-order-search { flex: 1 1 16rem; min-width: 12rem; }
.b2b-fast-order-qnt { flex: 0 0 auto; display: grid; gap: 2px; }
.b2b-fast-order-qnt-label { font-weight: 600; }
.b2b-fast-order-add { flex: 0 0 auto; }
.b2b-fast-order-chosen { margin: 0; font-size: 0.9em; }

.b2b-fast-order-problem { margin: 0; }
`;
