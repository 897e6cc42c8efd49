import { baseCss, uiCss } from '../../ui/styles';
import { productCss } from '../catalog-filter/product/product.css';
import { productListCss } from './product-list.css';

/** Every sheet <b2b-favorites> and <b2b-needs> need, in cascade order. */
export const productListStyles: readonly string[] = [baseCss, uiCss, productCss, productListCss];
