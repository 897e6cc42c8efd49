import { border, danger, muted, space } from '../../ui/styles/tokens';

/** The account tables (<b2b-counterparties>, <b2b-managers>) and their forms. Classes prefixed b2b-account-. */
export const accountCss = /* css */ `
:host { display: block; }
.b2b-account-body { display: grid; gap: calc(${space} * 2); }
.b2b-account-toolbar { display: flex; flex-wrap: wrap; gap: ${space}; align-items: center; justify-content: space-between; }
.b2b-account-found { margin: 0; color: ${muted}; }
.b2b-account-results[aria-busy] { opacity: 0.6; }
.b2b-account-actions { display: inline-flex; flex-wrap: wrap; gap: calc(${space} / 2); }
.b2b-account-bulk { display: inline-flex; flex-wrap: wrap; gap: calc(${space} / 2); }
.b2b-account-form { display: grid; gap: ${space}; }
.b2b-account-badge { display: inline-block; margin-inline-start: calc(${space} / 2); padding: 0 calc(${space} / 2); border-radius: 3px; font-size: 0.85em; background: #fcf8e3; color: #8a6d3b; }
.b2b-account-off { color: ${muted}; }
.b2b-account-tree { display: grid; gap: calc(${space} / 2); margin: 0; padding: 0; border: 0; }
.b2b-account-tree fieldset { margin: 0; padding: calc(${space} / 2) ${space}; border: 1px solid ${border}; border-radius: 4px; }
.b2b-account-tree legend { font-weight: 600; padding: 0 calc(${space} / 2); }
.b2b-account-tree label { display: flex; gap: calc(${space} / 2); align-items: center; min-block-size: 28px; }
/* WCAG 2.5.8: each box a 24 px target. */
.b2b-account-tree input[type='checkbox'] { inline-size: 20px; block-size: 20px; margin: 2px; flex: none; }
.b2b-account-tree ul { list-style: none; margin: 0; padding-inline-start: calc(${space} * 2); }
.b2b-account-error { color: ${danger}; margin: 0; }
.b2b-account-policy { display: grid; grid-template-columns: 1fr auto auto; gap: ${space}; align-items: end; }
`;
