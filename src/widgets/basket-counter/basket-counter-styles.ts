import { baseCss } from '../../ui/styles/base.css';
import { basketCounterCss } from './basket-counter.css';

/** Every sheet the counter needs; adopted once per shadow root (or document). */
export const basketCounterStyles: readonly string[] = [baseCss, basketCounterCss];
