export { PurchasedGoods, type PurchasedGoodsProps } from './PurchasedGoods';
