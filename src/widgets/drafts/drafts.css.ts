import { muted, space } from '../../ui/styles/tokens';

/** <b2b-drafts>: the list and its actions. Classes prefixed b2b-drafts-. */
export const draftsCss = /* css */ `
:host { display: block; }
.b2b-drafts-body { display: grid; gap: calc(${space} * 2); }
.b2b-drafts-found { margin: 0; color: ${muted}; }
.b2b-drafts-results[aria-busy] { opacity: 0.6; }
.b2b-drafts-actions { display: inline-flex; flex-wrap: wrap; gap: calc(${space} / 2); }
.b2b-drafts-name { text-align: start; }
`;
