import { bg, border, danger, muted, primary, radius, space, text, tint } from '../styles/tokens';

/** Our field around the calendar, and react-day-picker's own rdp-* classes (its style.css can't reach a shadow root). */
export const datePickerCss = /* css */ `
.b2b-date-picker-box { display: flex; gap: calc(${space} / 2); align-items: stretch; }
.b2b-date-picker-input { width: 9.5em; font-variant-numeric: tabular-nums; }
.b2b-date-picker-open { min-width: 2.25rem; padding: 0 0.5em; }
/* The calendar's place while its code loads: its height with six weeks (measured 19.06rem). */
.b2b-date-picker-loading { display: grid; place-items: center; min-height: 19rem; }
.b2b-date-range { border: 0; margin: 0; padding: 0; min-width: 0; }
.b2b-date-range-legend { padding: 0; margin-bottom: calc(${space} / 2); font-weight: 600; }
/* The two dates side by side where they fit (each at least 9rem), one under the other on a phone:
   stacked in a wide filter they left a tall empty gap beside it (issue 27, item 15). */
.b2b-date-range-fields { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr)); gap: ${space} calc(${space} * 2); }
.b2b-date-range-error { margin: calc(${space} / 2) 0 0; color: ${danger}; font-size: 0.9em; }
.b2b-date-range-error:empty { display: none; }

.rdp-root { position: relative; color: ${text}; }
.rdp-months { display: flex; flex-wrap: wrap; gap: calc(${space} * 2); }
.rdp-month_caption { display: flex; align-items: center; height: 2.5rem; font-weight: 600; text-transform: capitalize; }
.rdp-nav { position: absolute; top: 0; inset-inline-end: 0; display: flex; gap: 4px; height: 2.5rem; align-items: center; }
.rdp-button_previous, .rdp-button_next {
  display: inline-flex; align-items: center; justify-content: center;
  width: 2.25rem; height: 2.25rem; padding: 0;
  border: 1px solid ${border}; border-radius: ${radius};
  background: ${bg}; color: ${text}; cursor: pointer;
}
.rdp-button_previous:disabled, .rdp-button_next:disabled,
.rdp-button_previous[aria-disabled='true'], .rdp-button_next[aria-disabled='true'] { color: ${muted}; cursor: default; }
.rdp-chevron { width: 14px; height: 14px; fill: currentColor; }
.rdp-month_grid { border-collapse: collapse; }
.rdp-weekday { width: 2.5rem; padding: 0.25rem 0; font-size: 0.85em; font-weight: 600; color: ${muted}; text-transform: capitalize; }
.rdp-day { width: 2.5rem; height: 2.5rem; padding: 1px; text-align: center; }
.rdp-day_button {
  width: 100%; height: 100%;
  border: 2px solid transparent; border-radius: ${radius};
  background: none; color: inherit; font: inherit; cursor: pointer;
  font-variant-numeric: tabular-nums;
}
.rdp-day_button:hover:not(:disabled) { background: ${tint}; }
.rdp-today:not(.rdp-selected) .rdp-day_button { border-color: ${border}; font-weight: 600; }
.rdp-selected .rdp-day_button { background: ${primary}; color: #fff; font-weight: 600; }
.rdp-outside .rdp-day_button { color: ${muted}; }
/* Disabled days: struck through so the state is not carried by colour alone. */
.rdp-disabled .rdp-day_button { color: ${muted}; text-decoration: line-through; cursor: not-allowed; }
.rdp-hidden { visibility: hidden; }
.rdp-focusable { cursor: pointer; }
`;
