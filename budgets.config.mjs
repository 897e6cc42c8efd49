// Size budgets of the standalone build (gzip, bytes). Checked by `npm test`
// (scripts/budgets.mjs); `npm run build` prints the full table.
const kB = 1024;

export default {
  loader: 3 * kB,
  /** Chunks every widget needs: react, react-dom, r2wc, zustand, ofetch, core. */
  sharedRuntime: 62 * kB,
  /** A widget's own chunk (b2b-<name>.js). */
  widget: 15 * kB,
  widgetOverrides: { 'b2b-fast-order.js': 20 * kB },
  /** Every script a page downloads for the tags it carries. */
  pages: {
    '/cart/': { tags: ['b2b-fast-order', 'b2b-basket-counter', 'b2b-callback', 'b2b-chat', 'b2b-basket'], budget: 90 * kB },
  },
  /** Heavy libraries may appear only in the chunks of the widgets that use them. */
  heavy: {
    embla: { marker: /embla/i, allowedIn: ['b2b-goods-carousel'] },
    'react-day-picker': { marker: /rdp-(?:root|month|day)/, allowedIn: ['b2b-basket'] },
    DOMPurify: { marker: /DOMPurify|ALLOWED_TAGS/, allowedIn: ['b2b-catalog-filter'] },
  },
};
