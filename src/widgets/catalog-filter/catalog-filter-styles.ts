import { baseCss, uiCss } from '../../ui/styles';
import { catalogFilterCss } from './catalog-filter.css';
import { productCss } from './product/product.css';

/** Every sheet the widget needs, in cascade order; adopted once per shadow root (or document). */
export const catalogFilterStyles: readonly string[] = [baseCss, uiCss, productCss, catalogFilterCss];
