import { danger, muted, space } from '../styles/tokens';

export const fieldCss = /* css */ `
/* One track as wide as the field, never its widest option: a select with a long contract name
   would otherwise hold a form (and the page) wider than a phone. */
.b2b-field { display: grid; grid-template-columns: minmax(0, 1fr); min-width: 0; gap: calc(${space} / 2); align-content: start; }
.b2b-field-label { font-weight: 600; }
.b2b-field-required { color: ${danger}; }
.b2b-field-description { margin: 0; font-size: 0.9em; color: ${muted}; }
.b2b-field-error { margin: 0; font-size: 0.9em; color: ${danger}; }
.b2b-field .b2b-input { width: 100%; min-width: 0; max-width: 100%; }
`;
