import { bg, border, controlSize, focusRing, muted, radius, text, tint } from '../styles/tokens';

export const counterCss = /* css */ `
.b2b-counter { display: inline-flex; align-items: stretch; }
/* A field scrolled into view brings its − and + (36px each) with it: tabbed into from the −
   in a table that scrolls sideways on a phone, the + and the line's message were cut off at
   the box's edge. */
.b2b-counter-input {
  width: 4.5em;
  min-height: ${controlSize};
  scroll-margin-inline: ${controlSize};
  text-align: center;
  border-radius: 0;
  font-variant-numeric: tabular-nums;
}
.b2b-counter-button {
  width: ${controlSize};
  border: 1px solid ${border};
  background: ${bg};
  color: ${text};
  font: inherit;
  font-size: 1.1em;
  line-height: 1;
  cursor: pointer;
}
.b2b-counter-button:first-child { border-radius: ${radius} 0 0 ${radius}; border-right: 0; }
.b2b-counter-button:last-child { border-radius: 0 ${radius} ${radius} 0; border-left: 0; }
.b2b-counter-button:hover:not(:disabled):not([aria-disabled='true']) { background: ${tint}; }
.b2b-counter-button[aria-disabled='true'] { cursor: default; color: ${muted}; }
.b2b-counter-button:disabled { cursor: not-allowed; opacity: 0.55; }
.b2b-counter-button:focus-visible, .b2b-counter-input:focus-visible { ${focusRing} position: relative; z-index: 1; }
`;
