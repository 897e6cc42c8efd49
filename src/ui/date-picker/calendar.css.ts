import { bg, border, controlSize, muted, primary, radius, space, text, tint } from '../styles/tokens';

/**
 * react-day-picker's own rdp-* classes (its style.css can't reach a shadow
 * root). The calendar's code loads when a calendar is first opened, and its
 * CSS with it (Calendar.tsx adopts it): a page with date fields does not
 * carry the grid's styles until someone opens one.
 */
export const calendarCss = /* css */ `
.b2b-calendar { display: contents; }
.rdp-root { position: relative; color: ${text}; }
.rdp-months { display: flex; flex-wrap: wrap; gap: calc(${space} * 2); }
.rdp-month_caption { display: flex; align-items: center; height: 40px; font-weight: 600; text-transform: capitalize; }
.rdp-nav { position: absolute; top: 0; inset-inline-end: 0; display: flex; gap: 4px; height: 40px; align-items: center; }
.rdp-button_previous, .rdp-button_next {
  display: inline-flex; align-items: center; justify-content: center;
  width: ${controlSize}; height: ${controlSize}; padding: 0;
  border: 1px solid ${border}; border-radius: ${radius};
  background: ${bg}; color: ${text}; cursor: pointer;
}
.rdp-button_previous:disabled, .rdp-button_next:disabled,
.rdp-button_previous[aria-disabled='true'], .rdp-button_next[aria-disabled='true'] { color: ${muted}; cursor: default; }
.rdp-chevron { width: 14px; height: 14px; fill: currentColor; }
.rdp-month_grid { border-collapse: collapse; }
.rdp-weekday { width: 40px; padding: 4px 0; font-size: 0.85em; font-weight: 600; color: ${muted}; text-transform: capitalize; }
.rdp-day { width: 40px; height: 40px; padding: 1px; text-align: center; }
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
