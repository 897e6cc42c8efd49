import { bg, border, controlSize, danger, focusRing, primary, radius, smallControlSize, space, text, tint } from '../styles/tokens';

export const buttonCss = /* css */ `
.b2b-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: calc(${space} / 2);
  min-height: ${controlSize};
  padding: 0.35em 0.9em;
  border: 1px solid ${border};
  border-radius: ${radius};
  background: ${bg};
  color: ${text};
  font: inherit;
  line-height: 1.2;
  cursor: pointer;
  text-decoration: none;
}
.b2b-button:hover:not(:disabled):not([aria-disabled='true']) { background: ${tint}; }
.b2b-button:focus-visible { ${focusRing} }
.b2b-button:disabled { cursor: not-allowed; opacity: 0.6; }
/* A save on its way keeps the focus (aria-disabled, not disabled) and looks as a disabled one. */
.b2b-button[aria-busy='true'][aria-disabled='true'] { cursor: progress; opacity: 0.6; }
.b2b-button--primary { background: ${primary}; border-color: ${primary}; color: #fff; }
.b2b-button--primary:hover:not(:disabled):not([aria-disabled='true']) { background: ${primary}; filter: brightness(0.9); }
.b2b-button--danger { background: ${danger}; border-color: ${danger}; color: #fff; }
.b2b-button--danger:hover:not(:disabled):not([aria-disabled='true']) { background: ${danger}; filter: brightness(0.9); }
.b2b-button--link { border-color: transparent; background: transparent; color: ${primary}; text-decoration: underline; padding-inline: 0.25em; }
.b2b-button--small { min-height: ${smallControlSize}; padding: 0.15em 0.5em; }
`;
