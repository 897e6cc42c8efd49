import { border, danger, muted, primary, radius, space, success, text } from '../../ui/styles/tokens';

/** <b2b-acts>: the request form and the state markers. Classes prefixed b2b-acts-. */
export const actsCss = /* css */ `
:host { display: block; }
.b2b-acts-body { display: grid; gap: calc(${space} * 2); }
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
`;
