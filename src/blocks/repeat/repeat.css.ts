import { bg, border, danger, muted, primary, space, success } from '../../ui/styles/tokens';

const warning = 'var(--b2b-color-warning, #8a5a00)';

/** What <b2b-orders> and <b2b-drafts> share: the lines dialog, the repeat preview and result. Classes prefixed b2b-repeat-. */
export const repeatCss = /* css */ `
.b2b-repeat-muted { color: ${muted}; }
.b2b-repeat-num { text-align: end; }
.b2b-repeat-lines { width: 100%; }
/* The articul is the column kept while the rest scrolls; the name (the row's header) scrolls
   with the figures here, not stuck over the articul as DataTable's row headers are. */
.b2b-repeat-lines tr > :first-child { position: sticky; left: 0; z-index: 1; background: ${bg}; }
.b2b-repeat-lines tbody th[scope='row'] { position: static; }
.b2b-repeat-lines-box { position: relative; } /* what is placed in it is clipped by it too */
.b2b-repeat-lines-box:focus-visible { outline: 2px solid ${primary}; outline-offset: 2px; }
.b2b-repeat-preview-lines { list-style: none; margin: 0; padding: 0; display: grid; gap: ${space}; }
.b2b-repeat-preview-line {
  display: grid; grid-template-columns: minmax(192px, 2fr) minmax(160px, 2fr) auto 96px; gap: ${space};
  align-items: center; padding-block: calc(${space} / 2); border-bottom: 1px solid ${border};
}
.b2b-repeat-preview-line[data-withdrawn] .b2b-repeat-preview-name { text-decoration: line-through; color: ${muted}; }
.b2b-repeat-preview-pick { display: flex; gap: ${space}; align-items: center; }
.b2b-repeat-articul { color: ${muted}; }
.b2b-repeat-preview-up, .b2b-repeat-preview-bad { color: ${danger}; }
.b2b-repeat-preview-down { color: ${success}; }
.b2b-repeat-preview-short { color: ${warning}; }
.b2b-repeat-preview-qnt { width: 96px; grid-column: 4; } /* under its column whether or not a stock note stands before it */
@media (max-width: 640px) {
  .b2b-repeat-preview-line { grid-template-columns: 1fr; }
  .b2b-repeat-preview-qnt { grid-column: auto; }
}
`;
