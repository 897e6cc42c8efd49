import { bg, border, controlSize, danger, focusRing, font, fontSize, muted, primary, text } from './tokens';

/**
 * Adopted first into every widget's shadow root. Inherited properties cross
 * the shadow boundary, so `.b2b-root` resets the ones a legacy page commonly
 * sets (Bootstrap's line-height, text-transform...) to our own values.
 */
export const baseCss = /* css */ `
:host { color-scheme: light; }
:host *, :host *::before, :host *::after,
.b2b-root, .b2b-root *, .b2b-root *::before, .b2b-root *::after { box-sizing: border-box; }
/* The control sizes (tokens.ts controlSize): a finger needs more room than a mouse pointer.
   A host's --b2b-control-size wins on both. */
.b2b-root {
  --b2b-control: var(--b2b-control-size, 36px);
  --b2b-control-small: 28px;
}
@media (pointer: coarse) {
  .b2b-root {
    --b2b-control: var(--b2b-control-size, 44px);
    --b2b-control-small: var(--b2b-control);
  }
}
.b2b-root {
  font-family: ${font};
  font-size: ${fontSize};
  font-weight: 400;
  font-style: normal;
  line-height: 1.45;
  letter-spacing: normal;
  word-spacing: normal;
  text-align: start;
  text-transform: none;
  text-indent: 0;
  white-space: normal;
  color: ${text};
}
/* :where() keeps this reset at the specificity of a bare element, so a primitive's own class (.b2b-button--primary's white text) wins. */
:where(.b2b-root) :is(button, input, select, textarea) { font: inherit; color: inherit; }
.b2b-root :focus-visible { ${focusRing} }
.b2b-root a { color: ${primary}; }
.b2b-visually-hidden {
  position: absolute !important;
  width: 1px; height: 1px;
  margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%);
  white-space: nowrap;
}
.b2b-input {
  min-height: ${controlSize};
  padding: 0.35em 0.6em;
  border: 1px solid ${border};
  border-radius: var(--b2b-radius, 6px);
  background: ${bg};
  color: ${text};
  font: inherit;
}
.b2b-input:focus-visible { ${focusRing} }
.b2b-input[aria-invalid='true'] { border-color: ${danger}; }
.b2b-input:disabled { background: #f1f3f5; color: ${muted}; }
`;
