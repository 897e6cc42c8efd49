import { buttonCss } from '../../ui/button/button.css';
import { fieldCss } from '../../ui/field/field.css';
import { modalCss } from '../../ui/modal/modal.css';
import { alertCss } from '../../ui/alert/alert.css';
import { counterCss } from '../../ui/counter/counter.css';
import { paginationCss } from '../../ui/pagination/pagination.css';
import { priceCss } from '../../ui/price/price.css';
import { statesCss } from '../../ui/states/states.css';
import { baseCss } from '../../ui/styles/base.css';
import { catalogFilterCss } from './catalog-filter.css';
import { productCss } from '../../blocks/product/product.css';

/** Every sheet the widget needs, in cascade order; adopted once per shadow root (or document). */
export const catalogFilterStyles: readonly string[] = [baseCss, buttonCss, fieldCss, modalCss, alertCss, counterCss, paginationCss, priceCss, statesCss, productCss, catalogFilterCss];
