import { border, halfSpace, muted, space } from '../../ui/styles/tokens';

/**
 * The product popup's rules: its actions (PopupActions.tsx) and its card
 * (ProductPopupBody.tsx). They ride in the popup's chunk and are adopted when
 * it renders, so a catalogue that opens no popup does not carry them.
 */
export const popupCss: readonly string[] = [
  /* css */ `
.b2b-catalog-filter-popup-lists { display: flex; flex-wrap: wrap; gap: ${halfSpace}; margin-block-end: ${halfSpace}; }
.b2b-catalog-filter-popup-variant { display: flex; flex-wrap: wrap; gap: ${halfSpace} ${space}; align-items: end; flex-basis: 100%; }
.b2b-catalog-filter-popup-variant .b2b-field { flex: 0 1 352px; min-width: 0; }
.b2b-catalog-filter-popup-add { display: grid; gap: 2px; }
.b2b-catalog-filter-popup-html img, .b2b-catalog-filter-popup-data img { max-width: 100%; height: auto; }
.b2b-catalog-filter-popup-html table { border-collapse: collapse; }
.b2b-catalog-filter-popup-html th, .b2b-catalog-filter-popup-html td { padding: 2px 8px; border-bottom: 1px solid ${border}; text-align: start; }
.b2b-catalog-filter-popup-data { display: grid; gap: ${space}; }
.b2b-catalog-filter-popup-facts { display: grid; gap: 2px; margin: 0; }
.b2b-catalog-filter-popup-fact { display: grid; grid-template-columns: minmax(128px, auto) 1fr; gap: ${space}; }
.b2b-catalog-filter-popup-fact dt { color: ${muted}; }
.b2b-catalog-filter-popup-fact dd { margin: 0; }
.b2b-catalog-filter-popup-tab div { white-space: pre-line; }
`,
];
