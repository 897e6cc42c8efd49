import { bg, border, danger, muted, primary, space, success } from '../../ui/styles/tokens';

export const projectOrderCss = /* css */ `
/* One column no wider than the dialog: the line table scrolls in its own box on a phone. */
.b2b-project-form { display: grid; grid-template-columns: minmax(0, 1fr); gap: calc(${space} * 1.5); }
.b2b-project-fields { display: grid; gap: ${space} calc(${space} * 2); grid-template-columns: repeat(auto-fit, minmax(224px, 1fr)); }
.b2b-project-hint { margin: 0 0 ${space}; color: ${muted}; }
/* Positioned, so what is placed in it (the visually hidden column title) is clipped by it too. */
.b2b-project-grid-box { position: relative; overflow-x: auto; overscroll-behavior-x: contain; }
.b2b-project-grid-box:focus-visible { outline: 2px solid ${primary}; outline-offset: 2px; }
.b2b-project-grid { border-collapse: collapse; width: 100%; }
.b2b-project-grid caption { text-align: start; font-weight: 600; padding-bottom: ${space}; }
.b2b-project-grid th, .b2b-project-grid td { padding: 2px 4px; border-bottom: 1px solid ${border}; text-align: start; vertical-align: middle; }
.b2b-project-grid thead th { font-weight: 600; white-space: nowrap; }
.b2b-project-grid tbody th { width: 40px; color: ${muted}; font-weight: 400; }
/* The line's number stays in view while its cells scroll. */
.b2b-project-grid tr > :first-child { position: sticky; left: 0; z-index: 1; background: ${bg}; }
.b2b-project-grid .b2b-input { width: 100%; min-width: 96px; }
.b2b-project-reason td { color: ${danger}; border-bottom: 1px solid ${border}; padding-top: 0; }
.b2b-project-remove { font-size: 1.2em; line-height: 1; }
.b2b-project-form-error { margin: 0; color: ${danger}; font-weight: 600; }
.b2b-project-form-error:empty, .b2b-project-sent:empty { display: none; }
.b2b-project-sent { margin: 0; color: ${success}; font-weight: 600; }
.b2b-project-actions { display: flex; flex-wrap: wrap; gap: ${space}; justify-content: flex-end; }
`;
