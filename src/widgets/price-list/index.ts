export { PriceList, type PriceListProps } from './PriceList';
