// Size budgets of the standalone build (gzip, bytes; brotli must fit too).
// Checked by `npm run budgets` (scripts/budgets.mjs, also in `npm test`);
// `npm run build` prints the full table of files.
const kB = 1024;

export default {
  loader: 3 * kB,
  /**
   * The chunk every tag imports: Preact 11 via compat (scripts/runtime.mjs;
   * React DOM 19.3's client alone is 75 kB gzip), r2wc, the element wrapper,
   * the API client and the messages, what at least two thirds of the tags
   * reach (vite.standalone.config.ts RUNTIME_SHARE). Measured 23.6 kB
   * (issue 29's goal: 30 kB; 48.4 before the layout tiers); 21.7 on
   * 2026-11-28, once the chunks really lost their whitespace (minifyChunks).
   */
  sharedRuntime: 21.8 * kB,
  /**
   * What a layout's pages load whole (vite.standalone.config.ts TIERS), held
   * where they were measured when made (2026-11-28) so they cannot grow:
   * the visitor layout's tags and what they reach (basket counter, the
   * dialogs' shells, the session store), the logged-in layout's (fast order,
   * menu, notices, news, chat..., the basket store), what the layout's
   * dialogs load when opened and a visitor's page tag shares, and small
   * helpers only page tags share that no chunk of theirs hosts (2.3 -> 1.2
   * kB on 2026-11-28: the date rules and date-fns ride with the date
   * picker, the pager's rule with the pager).
   * The cabinet 17.1 -> 14.9 kB (2026-11-28): the menu's behaviour loads when
   * the buyer heads for the menu (src/widgets/sidebar/menu-code.ts), the fast
   * order's search and suggestion row when its field is first focused.
   * 2026-11-28: the cabinet 14.9 -> 14.2 kB (the fast order's paste parser
   * loads with its suggestions), pages 1.2 -> 1.0 (the account's place rules
   * went to the account page's chunk), and the account page's four panels in
   * one file (8.9 kB) instead of seven. Then every chunk lost its whitespace
   * (vite.standalone.config.ts minifyChunks): layout 10.0 -> 9.1, cabinet
   * 14.2 -> 13.5, dialogs 10.9 -> 10.2, pages 1.0 -> 0.9, account 8.9 -> 8.5.
   * 2026-11-28: dialogs 10.3 -> 9.5 and dialog-forms 1.4 (new): what only
   * the account's and the admin's form tags need on load (the upload calls,
   * the file field, the submit button, the sanitizer) left dialogs, which
   * every logged-in page and /complaints/ load; the pages tier is gone (its
   * last helper, the sort rule, rides in dialogs: one file fewer on eight
   * pages; the order history's schemas went to its own chunks, the lists'
   * two to core/replies/lists.ts).
   * 2026-11-28: the cabinet 13.5 -> 12.4 kB: the chat panel's strings, and the
   * fast order's suggestion rows' and pasted lines' rules and strings, load
   * with those parts' chunks (core/messages/chat-panel.ts, fast-order-stock.ts,
   * fast-order-lines.ts; suggestion.css.ts, pasted-lines.css.ts), not on
   * every logged-in page.
   * 2026-11-28, the visitor's pages carry no basket code (the counter fetches
   * the basket store for a logged-in buyer only, stores/page-basket.ts): the
   * layout 9.1 -> 4.3 kB, the cabinet (which has the basket store now)
   * 12.4 -> 17.4, dialogs 9.5 -> 9.6 (the timers' seam left the runtime:
   * fewer tags reach it now).
   * 2026-11-28, what only some pages or a later step need left the tiers
   * every logged-in page loads: dialogs 9830 -> 9036 bytes (9.6 -> 8.9 kB),
   * the complaints' cookie map (core/complaints-cookie.ts, in its tag's
   * chunk) and the ui primitives' strings, each beside its primitive
   * (ui/ui-text.ts): the pager's, the data table's, the date field's and the
   * file field's go with those chunks; the cabinet 17823 -> 17778 (17.5 ->
   * 17.4 kB), the chat panel's focus rules and rise in its chunk
   * (chat-panel.css.ts), the counter's strings in (+66 bytes).
   */
  tiers: {
    'shared-layout.js': 4.3 * kB,
    'shared-cabinet.js': 17.4 * kB,
    'shared-dialogs.js': 8.9 * kB,
    'shared-dialog-forms.js': 1.5 * kB,
    'shared-account-page.js': 8.6 * kB,
  },
  /**
   * Script files a page downloads on load, at most (issue 29's goal: 12).
   * 2026-11-28: /account/ 16 -> 12 (its panels share one chunk); /orders/,
   * /favorites/ and /needs/ take 14. 2026-11-28: 13 (shared-pages.js gone;
   * /drafts/ and /reports/ 12). 2026-11-28: 12, the goal (the lists' read
   * states ride with the pager, vite.standalone.config.ts RIDES_WITH:
   * /orders/, /favorites/ and /needs/ 13 -> 12).
   */
  files: 12,
  /** A widget's own chunk (b2b-<name>.js). */
  widget: 15 * kB,
  widgetOverrides: {
    // A dialog's tag holds only its shell: the body (form, rules, calls) loads
    // when the dialog opens (src/blocks/dialog/lazy-dialog.tsx). The layout's
    // shells sit in shared-layout.js (tiers): a body imported with its tag
    // would grow that tier, and one outside the layout this file.
    'b2b-login.js': 1.5 * kB,
    'b2b-registration.js': 1.5 * kB,
    'b2b-callback.js': 1.5 * kB,
  },
  /**
   * Every widget script a portal page downloads in Chromium on load, with no
   * input, for a visitor and for the demo user (scripts/page-js.mjs). A page
   * without tags downloads only loader.js.
   */
  pages: {
    default: 59.3 * kB,
    '/cart/': 70.2 * kB,
    // Held above issue 29's goal (75) so they cannot grow, and lowered with
    // each cut. Every logged-in page carries the two layouts' tags (menu,
    // notices, news, chat, the dialogs' shells besides the header's).
    // Measured 2026-11-28 (npm run budgets, demo user, gz), after the menu's
    // behaviour and the fast order's suggestions became chunks fetched on the
    // buyer's intent: /catalog/ 82.9, /account/ 79.8, /cart/ 79.4, /orders/
    // 78.4, /reports/ 77.2, /favorites/ and /needs/ 75.2, /acts/ 73.2,
    // /drafts/ 73.1, / 67.0, /complaints/ 64.7.
    // 2026-11-28, the fast order's paste parser on focus and the account
    // page's panels in one chunk: /catalog/ 82.0, /cart/ 78.5, /orders/ 77.4,
    // /account/ 76.4 (in 12 files, 16 before), /reports/ 76.2, /favorites/ and
    // /needs/ 74.2, /acts/ 72.3, /drafts/ 72.2, / 66.3, /complaints/ 64.0.
    // Then the chunks really lost their whitespace (minifyChunks ran before
    // Vite's own transpile, which printed it back): /catalog/ 76.5, /cart/
    // 73.3, /orders/ 72.1, /account/ 71.3, /reports/ 71.0, /favorites/ and
    // /needs/ 69.0, /acts/ 67.3, /drafts/ 67.2, / 61.8, /complaints/ 59.7.
    // 2026-11-28, the product popup's actions and rules in its chunk, the
    // lists' schemas apart from the order history's, the forms' code out of
    // dialogs and no shared-pages.js: /catalog/ 74.4 (in 10 files, 11
    // before), /cart/ 71.7 (10), /account/ 71.2, /orders/ 71.0 (13),
    // /reports/ 69.4 (12), /favorites/ 67.6 and /needs/ 67.5 (13), /drafts/
    // 66.1 (12), /acts/ 65.7 (10), / 61.1, /complaints/ 59.1.
    // 2026-11-28, the cabinet's chat panel strings and fast order's results
    // (rules, strings) with their chunks (-1.1 kB), the basket store out of
    // the visitor layout (+0.17) and the lists' read states with the pager
    // (a file fewer on seven pages, /catalog/ +0.3): /catalog/ 73.7 (10),
    // /cart/ 70.7 (10), /account/ 70.0 (11), /orders/ 69.9 (12), /reports/
    // 68.2 (11), /favorites/ and /needs/ 66.4 (12), /drafts/ 64.9 (11),
    // /acts/ 64.6 (9), / 60.1, /complaints/ 58.1.
    // 2026-11-28, the dialogs tier 0.8 kB lighter (the complaints' cookie map
    // and the date, file, pager and table strings with their chunks) and the
    // chat panel's rules with the panel (bytes, gzip): / 61547 -> 60708,
    // /catalog/ 75515 -> 74782, /cart/ 72386 -> 71872, /account/ 71636 ->
    // 70977, /orders/ 71528 -> 71122, /reports/ 69883 -> 69480, /favorites/
    // 67958 -> 67298, /needs/ 67953 -> 67294, /drafts/ 66482 -> 65822, /acts/
    // 66102 -> 65695, /complaints/ 59467 -> 58847 (files as before).
    // `npm run build` prints what each module adds to the runtime.
    '/catalog/': 73.1 * kB,
    '/account/': 69.4 * kB,
    '/orders/': 69.5 * kB,
    '/reports/': 67.9 * kB,
    '/favorites/': 65.8 * kB,
    '/needs/': 65.8 * kB,
    '/drafts/': 64.3 * kB,
    '/acts/': 64.2 * kB,
  },
  /**
   * The same pages for a visitor: the runtime and the visitor layout (issue
   * 29's goal: 45 kB); the header says a visitor's fast order needs a login
   * itself. Measured 2026-11-28: 34.7 in 3 files; /complaints/ 49.8 in 5
   * (56.2 and 60.4 in 8 before the layout tiers); 32.1 and 46.2 once the
   * chunks lost their whitespace; /complaints/ 45.6 once the forms' code
   * left dialogs (2026-11-28); 27.2 and 40.7 once the basket counter fetched
   * the basket store for a logged-in buyer only (the goal, 45, for
   * /complaints/); /complaints/ 41644 -> 41069 bytes (40.1 kB) once the
   * dialogs tier lost the strings of what a visitor's page does not show
   * (2026-11-28), its figure lowered from the goal to just above that.
   */
  visitorPages: {
    default: 27.3 * kB,
    '/complaints/': 40.2 * kB,
  },

  /** Pages measured besides those of routes/pages.ts: the not-found page carries the loader and no tag. */
  extraPages: ['/no-such-page/'],
  /** Lines in the demo user's basket while /cart/ is measured. */
  basketLines: 3,
  /** What opening one dialog (callback, login, the calendar...) downloads on top of the page. */
  dialog: 40 * kB,
  /**
   * Heavy libraries may appear only in the chunks of the widgets that use them.
   * `lazy`: only in chunks loaded on demand (import()), never in what a tag
   * loads statically; no page downloads them on load, and opening one of
   * `loadsOn` (scripts/page-js.mjs DIALOGS) does, and nothing else does.
   */
  heavy: {
    // Option names of embla's own code (the tag's chunk names the chunk it
    // fetches, so /embla/ would match it). Fetched when the buyer heads for a
    // carousel (pointer, focus, touch; use-carousel.ts).
    embla: { marker: /dragThreshold|inViewThreshold/, allowedIn: ['b2b-goods-carousel'], lazy: true, loadsOn: ['carousel'] },
    // A string of react-day-picker's own code (its CSS class names also sit in
    // the shared ui stylesheet, so they can't serve as the marker). Loads when
    // the date field is used.
    'react-day-picker': { marker: /data-animated-weekdays/, lazy: true, loadsOn: ['calendar'] },
    // An option name of @tanstack/virtual-core: loads only for tables long enough to virtualise.
    '@tanstack/virtual-core': { marker: /shouldAdjustScrollPositionOnItemSizeChange/, lazy: true, loadsOn: [] },
    // IMask's own error text: loads when a phone field shows (the callback or registration dialog opens).
    imask: { marker: /Masked class is not found|mask property should be defined/, lazy: true, loadsOn: ['callback', 'registration'] },
    // Fetched when a product popup opens (its HTML is sanitized).
    DOMPurify: { marker: /DOMPurify|ALLOWED_TAGS/, lazy: true, loadsOn: ['product popup'] },
    // The standalone build runs on Preact: React DOM creeping back in (a
    // specifier the react-on-preact mapping missed) would double the runtime.
    // The price list is made and read on the portal (issue 19): exceljs must never reach a page.
    exceljs: { marker: /xl\/sharedStrings\.xml|exceljs/i, allowedIn: [] },
    'React DOM': { marker: /__CLIENT_INTERNALS_DO_NOT_USE|react\.transitional\.element/, allowedIn: [] },
  },
};
