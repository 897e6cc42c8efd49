import { border, danger, muted, space, success } from '../../ui/styles/tokens';

export const projectOrderCss = /* css */ `
.b2b-project-form { display: grid; gap: calc(${space} * 1.5); }
.b2b-project-fields { display: grid; gap: ${space} calc(${space} * 2); grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); }
.b2b-project-hint { margin: 0 0 ${space}; color: ${muted}; }
.b2b-project-lines { overflow-x: auto; }
.b2b-project-grid { border-collapse: collapse; width: 100%; }
.b2b-project-grid caption { text-align: start; font-weight: 600; padding-bottom: ${space}; }
.b2b-project-grid th, .b2b-project-grid td { padding: 2px 4px; border-bottom: 1px solid ${border}; text-align: start; vertical-align: middle; }
.b2b-project-grid thead th { font-weight: 600; white-space: nowrap; }
.b2b-project-grid tbody th { width: 2.5rem; color: ${muted}; font-weight: 400; }
.b2b-project-grid .b2b-input { width: 100%; min-width: 6rem; }
.b2b-project-reason td { color: ${danger}; border-bottom: 1px solid ${border}; padding-top: 0; }
.b2b-project-remove { font-size: 1.2em; line-height: 1; }
.b2b-project-form-error { margin: 0; color: ${danger}; font-weight: 600; }
.b2b-project-form-error:empty, .b2b-project-sent:empty { display: none; }
.b2b-project-sent { margin: 0; color: ${success}; font-weight: 600; }
.b2b-project-actions { display: flex; flex-wrap: wrap; gap: ${space}; justify-content: flex-end; }
`;
