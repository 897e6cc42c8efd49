import { bg, border, danger, muted, radius, space, tint } from '../styles/tokens';

export const autocompleteCss = /* css */ `
.b2b-autocomplete-box { position: relative; }
.b2b-autocomplete-input { width: 100%; }
.b2b-autocomplete-popup {
  position: absolute;
  z-index: 10;
  top: calc(100% + 2px);
  left: 0;
  right: 0;
  padding: calc(${space} / 2) 0;
  background: ${bg};
  border: 1px solid ${border};
  border-radius: ${radius};
  box-shadow: 0 6px 20px rgb(0 0 0 / 0.15);
}
/* On the top layer (use-top-layer.ts): placed in viewport pixels beside the field, over whatever the host page draws. */
.b2b-autocomplete-popup:popover-open {
  position: fixed;
  inset: auto;
  margin: 0;
  overflow: auto;
  color: inherit;
  font: inherit;
}
.b2b-autocomplete-popup[hidden], .b2b-autocomplete-list[hidden] { display: none; }
.b2b-autocomplete-list { margin: 0; padding: 0; list-style: none; max-height: 288px; overflow-y: auto; }
.b2b-autocomplete-option { padding: calc(${space} / 2) ${space}; cursor: pointer; }
.b2b-autocomplete-option[aria-disabled='true'] { opacity: 0.5; cursor: progress; }
.b2b-autocomplete-option[aria-selected='true'] { background: ${tint}; box-shadow: inset 3px 0 0 currentColor; }
.b2b-autocomplete-message { padding: calc(${space} / 2) ${space}; color: ${muted}; }
.b2b-autocomplete-message[data-status='error'] { color: ${danger}; }
`;
