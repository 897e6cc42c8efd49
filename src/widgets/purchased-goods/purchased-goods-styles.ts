import { baseCss, uiCss } from '../../ui/styles';
import { productCss } from '../catalog-filter/product/product.css';
import { purchasedGoodsCss } from './purchased-goods.css';

/** Every sheet <b2b-purchased-goods> needs, in cascade order. */
export const purchasedGoodsStyles: readonly string[] = [baseCss, uiCss, productCss, purchasedGoodsCss];
