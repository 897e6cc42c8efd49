export const confirmCss = /* css */ `
.b2b-confirm-text { margin: 0; }
`;
