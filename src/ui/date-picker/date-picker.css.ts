import { controlSize, danger, space } from '../styles/tokens';

/** Our date field and period; the calendar brings its own CSS when it loads (calendar.css.ts). */
export const datePickerCss = /* css */ `
.b2b-date-picker-box { display: flex; gap: calc(${space} / 2); align-items: stretch; }
.b2b-date-picker-input { width: 9.5em; font-variant-numeric: tabular-nums; }
.b2b-date-picker-open { min-width: ${controlSize}; padding: 0 0.5em; }
/* The calendar's place while its code loads: its height with six weeks (measured 305px). */
.b2b-date-picker-loading { display: grid; place-items: center; min-height: 304px; }
.b2b-date-range { border: 0; margin: 0; padding: 0; min-width: 0; }
.b2b-date-range-legend { padding: 0; margin-bottom: calc(${space} / 2); font-weight: 600; }
/* The two dates side by side where they fit (each at least 144px), one under the other on a phone:
   stacked in a wide filter they left a tall empty gap beside them. */
.b2b-date-range-fields { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 144px), 1fr)); gap: ${space} calc(${space} * 2); }
.b2b-date-range-error { margin: calc(${space} / 2) 0 0; color: ${danger}; font-size: 0.9em; }
.b2b-date-range-error:empty { display: none; }

`;
