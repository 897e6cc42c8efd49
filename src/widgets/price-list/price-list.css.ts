import { muted, space } from '../../ui/styles/tokens';

export const priceListCss = /* css */ `
.b2b-price-list-form, .b2b-price-list-done { display: grid; grid-template-columns: minmax(0, 1fr); gap: calc(${space} * 1.5); }
.b2b-price-list-sections { border: 0; margin: 0; padding: 0; display: grid; gap: ${space}; }
.b2b-price-list-sections legend { font-weight: 600; margin-bottom: ${space}; padding: 0; }
.b2b-price-list-section-list { display: grid; grid-template-columns: repeat(auto-fill, minmax(224px, 1fr)); gap: calc(${space} / 2) ${space}; }
.b2b-check { display: flex; gap: calc(${space} / 2); align-items: center; min-height: 24px; }
.b2b-price-list-all { font-weight: 600; }
.b2b-price-list-refusal { margin: 0; color: ${muted}; min-height: 1.25em; }
.b2b-price-list-actions { display: flex; gap: ${space}; justify-content: flex-end; align-items: center; flex-wrap: wrap; }
.b2b-price-list-link { font-weight: 600; overflow-wrap: break-word; }
`;
