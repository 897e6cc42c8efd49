import { border, danger, muted, primary, radius, space, success, text } from '../../ui/styles/tokens';

const warning = 'var(--b2b-color-warning, #8a5a00)';

/** <b2b-orders> and <b2b-drafts>: the filter, the state markers, the repeat preview. Classes prefixed b2b-orders-. */
export const ordersCss = /* css */ `
:host { display: block; }
.b2b-orders-body { display: grid; gap: calc(${space} * 2); }
.b2b-orders-filter { display: flex; flex-wrap: wrap; gap: ${space} calc(${space} * 2); align-items: end; }
.b2b-orders-field { flex: 1 1 10rem; }
.b2b-orders-range { flex: 2 1 20rem; }
.b2b-orders-filter-actions { display: flex; gap: ${space}; }
.b2b-orders-filter > .b2b-alert { flex-basis: 100%; }
.b2b-orders-found { margin: 0; color: ${muted}; }
.b2b-orders-results[aria-busy] { opacity: 0.6; }
.b2b-orders-muted { color: ${muted}; }
.b2b-orders-num { text-align: end; }
.b2b-orders-actions { display: inline-flex; flex-wrap: wrap; gap: calc(${space} / 2); }
.b2b-orders-state {
  display: inline-block; padding: 0 calc(${space} * 0.75); border-radius: ${radius};
  border: 1px solid ${border}; color: ${text}; white-space: nowrap;
}
.b2b-orders-state--success { border-color: ${success}; color: ${success}; }
.b2b-orders-state--danger { border-color: ${danger}; color: ${danger}; }
.b2b-orders-state--primary { border-color: ${primary}; color: ${primary}; }
.b2b-orders-lines { width: 100%; }
.b2b-orders-preview-lines { list-style: none; margin: 0; padding: 0; display: grid; gap: ${space}; }
.b2b-orders-preview-line {
  display: grid; grid-template-columns: minmax(12rem, 2fr) minmax(10rem, 2fr) auto 6rem; gap: ${space};
  align-items: center; padding-block: calc(${space} / 2); border-bottom: 1px solid ${border};
}
.b2b-orders-preview-line[data-withdrawn] .b2b-orders-preview-name { text-decoration: line-through; color: ${muted}; }
.b2b-orders-preview-pick { display: flex; gap: ${space}; align-items: center; }
.b2b-orders-articul { color: ${muted}; }
.b2b-orders-preview-up, .b2b-orders-preview-bad { color: ${danger}; }
.b2b-orders-preview-down { color: ${success}; }
.b2b-orders-preview-short { color: ${warning}; }
.b2b-orders-preview-qnt { width: 6rem; }
@media (max-width: 40rem) {
  .b2b-orders-preview-line { grid-template-columns: 1fr; }
}
`;
