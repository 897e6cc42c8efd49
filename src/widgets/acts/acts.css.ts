import { border, danger, muted, primary, radius, space, success, text } from '../../ui/styles/tokens';

/** <b2b-acts>: the request form and the state markers. Classes prefixed b2b-acts-. */
export const actsCss = /* css */ `
:host { display: block; }
.b2b-acts-body { display: grid; gap: calc(${space} * 2); }
/* The request form: laid out as the list filters (blocks/filter/filter-form.css), kept here so
   the acts page does not fetch the filters' chunk for six rules. */
.b2b-acts-form { display: flex; flex-wrap: wrap; gap: ${space} calc(${space} * 2); align-items: end; }
.b2b-acts-field { flex: 1 1 192px; }
.b2b-acts-form > .b2b-acts-field:first-child { flex: 2 1 272px; } /* the contract: «Договор № ДП-101 от 10.01.2024» whole */
.b2b-acts-range { flex: 2 1 320px; }
.b2b-acts-form-actions { display: flex; gap: ${space}; }
.b2b-acts-form > .b2b-alert { flex-basis: 100%; }
.b2b-acts-toolbar { display: flex; gap: ${space}; align-items: center; justify-content: space-between; }
.b2b-acts-found { margin: 0; color: ${muted}; }
.b2b-acts-state-cell { display: inline-flex; flex-wrap: wrap; gap: calc(${space} / 2); align-items: baseline; }
.b2b-acts-state {
  display: inline-block; padding: 0 calc(${space} * 0.75); border-radius: ${radius};
  border: 1px solid ${border}; color: ${text}; white-space: nowrap;
}
.b2b-acts-state--processing { border-color: ${primary}; color: ${primary}; }
.b2b-acts-state--ready { border-color: ${success}; color: ${success}; }
.b2b-acts-state--refused { border-color: ${danger}; color: ${danger}; }
.b2b-acts-reason { color: ${text}; }
.b2b-acts-file { color: ${primary}; }
/* Printed: the acts, not the form that requests one or «Обновить». */
@media print { .b2b-acts-form, .b2b-acts-toolbar .b2b-button { display: none; } }
`;
