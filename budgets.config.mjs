// The size goals of the standalone build, in bytes as sent: gzip and brotli
// must both fit, whichever the server picks. `npm run budgets` and e2e's page
// sweep fail when one is exceeded (scripts/budget-checks.mjs). What each page
// and chunk weighs is reported, not held here: `npm run budgets -- --compare
// <git ref>` prints it beside another build's. A fix for a buyer never waits
// for bytes; a goal moves only with a commit that says why.
const kB = 1024;

export default {
  /**
   * loader.js: the first file of every page, the only one of a page without
   * tags. It carries each tag's file list and, for a signed-in buyer's page,
   * starts the tags' first data calls beside their scripts (a round trip
   * sooner on a slow line, for 0.3 kB); 1.6 kB keeps it the smallest file a
   * page loads, with room for more tags.
   */
  loader: 1.6 * kB,
  /**
   * The chunk every tag imports: what every page of the site loads (Preact
   * through compat, the element wrapper, the API client, and the header's
   * tags every layout carries). A third of React DOM's client alone (75 kB),
   * leaving 20 kB of a visitor's page for a page tag.
   */
  runtime: 25 * kB,
  /**
   * All a visitor's page downloads on load, with no input: the runtime, the
   * header's tags, at most one page tag. Often a first visit, on a phone,
   * with nothing cached.
   */
  visitorPage: 45 * kB,
  /**
   * All a logged-in page downloads on load: a visitor's page, the cabinet
   * every such page carries (fast order, menu, notices, chat, the basket
   * store that keeps edits made offline and hears the other tabs) and a
   * list's table, filter and pager: 33 kB more.
   */
  customerPage: 78 * kB,
  /**
   * Script files a page downloads on load, the loader included: on HTTP/1.1
   * (6 connections a host), which a legacy site may serve, two rounds of
   * requests.
   */
  files: 12,
  /**
   * What opening one dialog, or a part fetched when asked for (the calendar,
   * the product popup, a carousel), adds to its page while the buyer waits:
   * the calendar, the heaviest (24 kB), fits with room.
   */
  dialog: 40 * kB,

  /** Pages measured besides those of the portal's routes: the not-found page carries the loader and no tag. */
  extraPages: ['/no-such-page/'],
  /** Lines in the demo user's basket while its pages are measured. */
  basketLines: 3,
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
    // The price list is made and read on the portal: exceljs must never reach a page.
    exceljs: { marker: /xl\/sharedStrings\.xml|exceljs/i, allowedIn: [] },
    // The standalone build runs on Preact: React DOM creeping back in (a
    // specifier the react-on-preact mapping missed) would double the runtime.
    'React DOM': { marker: /__CLIENT_INTERNALS_DO_NOT_USE|react\.transitional\.element/, allowedIn: [] },
  },
};
