import { baseCss } from '../../ui/styles/base.css';
import { bannerCss } from '../../blocks/banner/banner.css';

/** <b2b-notices>: the banner (banner.css.ts); the box is the host's (styles.css). */
export const noticesStyles: readonly string[] = [baseCss, bannerCss];
