import { baseCss, uiCss } from '../../ui/styles';
import { productCss } from '../catalog-filter/product/product.css';
import { goodsCarouselCss } from './goods-carousel.css';

/** Every sheet the widget needs, in cascade order; adopted once per shadow root (or document). */
export const goodsCarouselStyles: readonly string[] = [baseCss, uiCss, productCss, goodsCarouselCss];
