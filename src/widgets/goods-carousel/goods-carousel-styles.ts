import { buttonCss } from '../../ui/button/button.css';
import { alertCss } from '../../ui/alert/alert.css';
import { counterCss } from '../../ui/counter/counter.css';
import { priceCss } from '../../ui/price/price.css';
import { statesCss } from '../../ui/states/states.css';
import { baseCss } from '../../ui/styles/base.css';
import { productCss } from '../../blocks/product/product.css';
import { goodsCarouselCss } from './goods-carousel.css';

/** Every sheet the widget needs, in cascade order; adopted once per shadow root (or document). */
export const goodsCarouselStyles: readonly string[] = [baseCss, buttonCss, alertCss, counterCss, priceCss, statesCss, productCss, goodsCarouselCss];
