import { muted, space, success } from '../../ui/styles/tokens';

export const callbackCss = /* css */ `
.b2b-callback-form, .b2b-callback-done { display: grid; gap: calc(${space} * 1.5); }
.b2b-callback-intro { margin: 0; color: ${muted}; }
.b2b-callback-thanks { margin: 0; color: ${success}; font-weight: 600; }
.b2b-callback-actions { display: flex; justify-content: flex-end; }
.b2b-callback-done { justify-items: end; }
.b2b-callback-done .b2b-callback-thanks { justify-self: stretch; }
`;
