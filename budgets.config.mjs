// Size budgets of the standalone build (gzip, bytes). Checked by `npm test`
// (scripts/budgets.mjs); `npm run build` prints the full table.
const kB = 1024;

export default {
  loader: 3 * kB,
  /**
   * Chunks every widget needs: the runtime (Preact 11 via compat, see
   * scripts/runtime.mjs; React DOM 19.3's client alone is 75 kB gzip), r2wc,
   * zustand, ofetch, core. Measured 28.7 kB.
   */
  sharedRuntime: 62 * kB,
  /** A widget's own chunk (b2b-<name>.js). */
  widget: 15 * kB,
  widgetOverrides: {
    'b2b-fast-order.js': 20 * kB,
  },
  /** Every script a page downloads for the tags it carries. */
  pages: {
    // Static imports only: the calendar, the long-table virtualizer and the
    // phone mask load on demand (printed beside it, not budgeted). Measured 87.8 kB.
    '/cart/': { tags: ['b2b-fast-order', 'b2b-basket-counter', 'b2b-callback', 'b2b-chat', 'b2b-basket'], budget: 90 * kB },
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
    // The standalone build runs on Preact: React DOM creeping back in (a
    // specifier the react-on-preact mapping missed) would double the runtime.
    'React DOM': { marker: /__CLIENT_INTERNALS_DO_NOT_USE|react\.transitional\.element/, allowedIn: [] },
  },
};
