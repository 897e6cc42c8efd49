export const priceCss = /* css */ `
.b2b-price { white-space: nowrap; font-variant-numeric: tabular-nums; }
`;
