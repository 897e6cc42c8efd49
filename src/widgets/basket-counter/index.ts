export { BasketCounter, type BasketCounterProps } from './BasketCounter';
