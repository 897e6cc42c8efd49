// Size budgets of the standalone build (gzip, bytes). Checked by `npm test`
// (scripts/budgets.mjs); `npm run build` prints the full table.
const kB = 1024;

export default {
  loader: 3 * kB,
  /**
   * Chunks every widget needs: react, react-dom, r2wc, zustand, ofetch, core.
   * The issue asks for 62 kB, but react-dom 19.3's client build alone is 75 kB
   * gzip (measured: esbuild --minify of react-dom-client.production.js). Until
   * the team picks a way out (preact/compat, a lighter React build), this gate
   * holds today's size so it can only shrink.
   */
  sharedRuntime: 90 * kB,
  /** A widget's own chunk (b2b-<name>.js). */
  widget: 15 * kB,
  widgetOverrides: {
    'b2b-fast-order.js': 20 * kB,
  },
  /** Every script a page downloads for the tags it carries. */
  pages: {
    // Goal 90 kB; the shared runtime alone is 87 kB (see above). Held at today's size.
    '/cart/': { tags: ['b2b-fast-order', 'b2b-basket-counter', 'b2b-callback', 'b2b-chat', 'b2b-basket'], budget: 200 * kB },
  },
  /**
   * Heavy libraries may appear only in the chunks of the widgets that use them;
   * `lazy`: only in chunks loaded on demand (import()), never in what a tag
   * loads statically.
   */
  heavy: {
    embla: { marker: /embla/i, allowedIn: ['b2b-goods-carousel'] },
    // A string of react-day-picker's own code (its CSS class names also sit in
    // the shared ui stylesheet, so they can't serve as the marker). Loads when
    // the browser is idle or the calendar is about to open.
    'react-day-picker': { marker: /data-animated-weekdays/, allowedIn: ['b2b-basket'], lazy: true },
    // An option name of @tanstack/virtual-core: loads only for tables long enough to virtualise.
    '@tanstack/virtual-core': { marker: /shouldAdjustScrollPositionOnItemSizeChange/, allowedIn: ['b2b-basket'], lazy: true },
    DOMPurify: { marker: /DOMPurify|ALLOWED_TAGS/, allowedIn: ['b2b-catalog-filter'] },
  },
};
