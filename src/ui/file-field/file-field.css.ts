import { bg, border, primary, radius, space, text, tint } from '../styles/tokens';

export const fileFieldCss = /* css */ `
.b2b-file-field-box { display: grid; gap: calc(${space} / 2); }
.b2b-file-input { max-width: 100%; font: inherit; color: inherit; }
.b2b-file-input::file-selector-button {
  margin-inline-end: ${space};
  min-height: 2.25rem;
  padding: 0.35em 0.9em;
  border: 1px solid ${border};
  border-radius: ${radius};
  background: ${bg};
  color: ${text};
  font: inherit;
  cursor: pointer;
}
.b2b-file-input::file-selector-button:hover { background: ${tint}; }
.b2b-file-chosen { margin: 0; overflow-wrap: anywhere; }
.b2b-progress { display: flex; align-items: center; gap: ${space}; }
.b2b-progress-track {
  flex: 1;
  height: 0.75rem;
  border: 1px solid ${border};
  border-radius: ${radius};
  background: ${bg};
  overflow: hidden;
}
.b2b-progress-bar { height: 100%; background: ${primary}; transition: width 0.2s; }
.b2b-progress-text { min-width: 3em; text-align: end; font-variant-numeric: tabular-nums; }
`;
