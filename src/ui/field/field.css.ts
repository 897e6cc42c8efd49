import { danger, muted, space } from '../styles/tokens';

export const fieldCss = /* css */ `
.b2b-field { display: grid; gap: calc(${space} / 2); align-content: start; }
.b2b-field-label { font-weight: 600; }
.b2b-field-required { color: ${danger}; }
.b2b-field-description { margin: 0; font-size: 0.9em; color: ${muted}; }
.b2b-field-error { margin: 0; font-size: 0.9em; color: ${danger}; }
.b2b-field .b2b-input { width: 100%; }
`;
