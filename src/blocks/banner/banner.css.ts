import { controlSize, focusRing, iconButton, radius } from '../../ui/styles/tokens';

/**
 * The layout's banners (<b2b-notices>, <b2b-top-news>): the text, then a 36px
 * close button on the right. As a tag, the box (background, border, padding) is
 * the host's, from styles.css, the same before and after loading; styles.css
 * also reserves the button's room while the tag loads. Used as a React
 * component, `.b2b-banner[data-kind]` draws the same box itself.
 */
export const bannerCss = /* css */ `
:host { display: block; }
/* Its own block formatting context: the banner's margins stay inside (React use). */
.b2b-notices, .b2b-top-news { display: flow-root; }
.b2b-banner { display: flex; align-items: flex-start; gap: 8px; }
.b2b-banner-content { flex: 1 1 auto; min-width: 0; min-height: ${controlSize}; }
.b2b-banner-title { font-weight: 600; }
.b2b-notices .b2b-banner-title { display: block; }
.b2b-banner-close {
  flex: none;
  ${iconButton}
}
.b2b-banner-close:hover { background: rgb(0 0 0 / 0.06); }
.b2b-banner-close:focus-visible { ${focusRing} }
.b2b-banner-close svg { width: 16px; height: 16px; }
.b2b-banner-error { display: block; margin-top: 4px; font-weight: 600; }
.b2b-banner[data-kind] {
  margin: 8px 0;
  padding: 8px 12px;
  border: 1px solid transparent;
  border-radius: ${radius};
  line-height: 1.4;
}
.b2b-banner[data-kind="stopOrders"] { background: #fdecea; border-color: #f1b8b2; color: #8a1c12; }
.b2b-banner[data-kind="debt"] { background: #fff6e0; border-color: #f0d58c; color: #6b4b00; }
.b2b-banner[data-kind="news"] { background: #eef4fb; border-color: #c9dbef; color: #1f2933; }
`;
