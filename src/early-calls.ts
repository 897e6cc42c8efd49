// The data a signed-in buyer's page asks for first, started by the loader
// beside the scripts (core/api/early.ts explains why). Keep this file free of
// imports: it is part of the loader. The portal's e2e tests check that every
// call started here is taken by a widget, so a widget that stops making one
// fails them rather than leaving a wasted request on every page.

/**
 * A tag's first GETs when it is on the page, space-separated; under '' the
 * calls of any tag: every widget of a signed-in buyer reads the session
 * first (stores/session.ts). The header's counter and the basket page read
 * the basket (stores/page-basket.ts).
 */
export const EARLY_CALLS: Readonly<Record<string, string>> = {
  '': 'initdata',
  'b2b-basket-counter': 'getBasketData',
  'b2b-basket': 'getBasketData getBasketTableInit',
};

/** The calls the loader starts for a page with these tags. */
export const earlyCallsOf = (tags: Iterable<string>): Set<string> =>
  new Set(['', ...tags].flatMap((tag) => EARLY_CALLS[tag]?.split(' ') ?? []));
