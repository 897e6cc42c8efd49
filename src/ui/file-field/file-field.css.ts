import { bg, border, controlSize, muted, primary, radius, space, text, tint } from '../styles/tokens';

export const fileFieldCss = /* css */ `
.b2b-file-field-box { display: grid; grid-template-columns: minmax(0, 1fr); gap: calc(${space} / 2); }
/* The input covers the button, transparent: the click, the focus and the label are the input's. */
.b2b-file-pick { position: relative; display: inline-flex; max-width: 100%; }
.b2b-file-input {
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: pointer;
  font: inherit;
}
.b2b-file-input:disabled { cursor: not-allowed; }
.b2b-file-button {
  display: inline-flex;
  align-items: center;
  min-height: ${controlSize};
  padding: 0.35em 0.9em;
  border: 1px solid ${border};
  border-radius: ${radius};
  background: ${bg};
  color: ${text};
}
.b2b-file-input:hover + .b2b-file-button { background: ${tint}; }
.b2b-file-input:focus-visible + .b2b-file-button { outline: 2px solid ${primary}; outline-offset: 2px; }
/* Muted, not faded: the button is text (a span), so its words keep a 4.5:1 contrast while unavailable. */
.b2b-file-input:disabled + .b2b-file-button { color: ${muted}; background: #eef1f4; border-style: dashed; }
.b2b-file-chosen { margin: 0; overflow-wrap: break-word; }
.b2b-progress { display: flex; align-items: center; gap: ${space}; }
.b2b-progress-track {
  flex: 1;
  height: 12px;
  border: 1px solid ${border};
  border-radius: ${radius};
  background: ${bg};
  overflow: hidden;
}
.b2b-progress-bar { height: 100%; background: ${primary}; transition: width 0.2s; }
.b2b-progress-text { min-width: 3em; text-align: end; font-variant-numeric: tabular-nums; }
`;
