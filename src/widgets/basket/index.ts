export { Basket, type BasketProps } from './Basket';
