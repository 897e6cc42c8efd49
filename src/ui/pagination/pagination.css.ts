import { bg, border, controlSize, muted, primary, radius, text, tint } from '../styles/tokens';

export const paginationCss = /* css */ `
.b2b-pagination-list { display: flex; flex-wrap: wrap; align-items: center; gap: 4px; margin: 0; padding: 0; list-style: none; }
.b2b-pagination-page, .b2b-pagination-step {
  display: inline-flex; align-items: center; justify-content: center;
  min-width: ${controlSize}; height: ${controlSize}; padding: 0 0.5em;
  border: 1px solid ${border}; border-radius: ${radius};
  background: ${bg}; color: ${text};
  font: inherit; text-decoration: none; cursor: pointer;
  font-variant-numeric: tabular-nums;
}
.b2b-pagination-page:hover, .b2b-pagination-step:hover { background: ${tint}; }
.b2b-pagination-page[aria-current='page'] { background: ${primary}; border-color: ${primary}; color: #fff; cursor: default; }
.b2b-pagination-step[aria-disabled='true'] { color: ${muted}; cursor: default; background: ${bg}; }
.b2b-pagination-gap { min-width: 24px; text-align: center; color: ${muted}; }
@media print { .b2b-pagination { display: none; } } /* links to other pages of the list */
`;
