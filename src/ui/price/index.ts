export { Price, formatRubles, type PriceProps } from './Price';
export { priceCss } from './price.css';
