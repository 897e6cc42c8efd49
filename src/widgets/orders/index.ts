export { Orders, type OrdersProps } from './Orders';
