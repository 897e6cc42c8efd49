// What a user's browser downloads: every widget script (/static/b2b/*.js) a
// portal page requests in Chromium, on load with no input and after each
// dialog is opened. Sizes are those of the bodies received, compressed as a
// server would send them (gzip and brotli). Used by npm run budgets (its own
// portal) and by e2e's page sweep (the pages it loads anyway, on e2e's portal).
// The functions given to page.evaluate and waitForFunction run in the page.
/* global document, customElements */
import { readdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
// TypeScript sources: npm run budgets runs under tsx, e2e under Vite.
import { defaultMessages as m } from '../src/core/messages/index.ts';
import { uiMessages as um } from '../src/ui/ui-messages.ts';
import { CHROMIUM_ARGS, requireChromium } from './find-chromium.mjs';
import { compressedSizes } from './sizes.mjs';

const WIDGET_JS = /\/static\/b2b\/([^/?#]+\.js)(?:[?#]|$)/;
/** How long a page is left alone after its tags are defined: idle prefetches fire in this window. */
export const WINDOW_MS = 3000;

/**
 * The portal's pages, read from its routes (examples/portal/server/routes/pages.ts)
 * so a new page is budgeted without being listed here; /ajax/ fragments are
 * not pages. A route with a parameter or a POST needs a way in (`forms`).
 */
export function portalPages() {
  const source = readFileSync('examples/portal/server/routes/pages.ts', 'utf8');
  const routes = [...source.matchAll(/\bapp\.(get|post)\(\s*'(\/[^']*)'/g)].map(([, method, path]) => ({ method: method.toUpperCase(), path }));
  // Each area's own routes file registers its pages with renderPage (routes/reports.ts ...).
  for (const file of readdirSync('examples/portal/server/routes')) {
    if (file === 'pages.ts') continue;
    const text = readFileSync(`examples/portal/server/routes/${file}`, 'utf8');
    for (const [, path] of text.matchAll(/\bapp\.get\(\s*'(\/[^']*)',\s*\(c\)\s*=>\s*renderPage\(/g)) routes.push({ method: 'GET', path });
  }
  return routes
    .filter(({ path }) => !path.startsWith('/ajax'))
    .map(({ method, path }) => ({ method, path: path === '/' || path.includes(':') || method === 'POST' ? path : `${path}/` }));
}

/**
 * Dialogs and on-demand parts a user opens: how to open each and what shows
 * once it is open. Each applies on a page where its trigger is present.
 */
export const DIALOGS = [
  {
    name: 'callback',
    trigger: (page) => page.locator('[data-b2b-open="callback"]').first(),
    ready: (page) => page.locator('b2b-callback').getByRole('textbox', { name: m.callbackPhone }),
  },
  {
    name: 'login',
    trigger: (page) => page.locator('[data-b2b-open="login"]').first(),
    ready: (page) => page.locator('b2b-login').getByRole('dialog'),
  },
  {
    name: 'registration',
    trigger: (page) => page.locator('[data-b2b-open="registration"]').first(),
    ready: (page) => page.locator('b2b-registration').getByRole('dialog'),
  },
  {
    name: 'chat',
    trigger: (page) => page.locator('b2b-chat [part="launcher"]'),
    ready: (page) => page.locator('b2b-chat').getByRole('dialog', { name: m.chatTitle }),
  },
  {
    name: 'calendar',
    trigger: (page) => page.locator('b2b-basket').getByRole('button', { name: um.openCalendar }),
    ready: (page) => page.locator('b2b-basket').getByRole('grid'),
  },
  {
    name: 'draft',
    trigger: (page) => page.locator('b2b-basket').getByRole('button', { name: m.basketDraftSave }),
    ready: (page) => page.locator('b2b-basket').getByRole('dialog', { name: m.basketDraftTitle }),
  },
  {
    // Not a dialog: the carousels' embla, fetched when the buyer heads for one
    // (here: a step forward); it is at work once it has placed the strip.
    name: 'carousel',
    trigger: (page) => page.locator('b2b-goods-carousel [part="next"]').first(),
    ready: (page) => page.locator('b2b-goods-carousel [part="track"][style*="transform"]').first(),
  },
  {
    name: 'product popup',
    trigger: (page) => page.locator('b2b-catalog-filter [part="product-open"]').first(),
    ready: (page) => page.locator('b2b-catalog-filter').getByRole('dialog').locator('.b2b-catalog-filter-popup-html, .b2b-catalog-filter-popup-data').first(),
  },
  {
    name: 'price list',
    trigger: (page) => page.locator('[data-b2b-open="price-list"]').first(),
    ready: (page) => page.locator('b2b-price-list').getByRole('dialog', { name: m.priceListTitle }),
  },
  {
    name: 'price upload',
    trigger: (page) => page.locator('[data-b2b-open="price-upload"]').first(),
    ready: (page) => page.locator('b2b-price-upload').getByRole('dialog', { name: m.priceUploadTitle }),
  },
];

/** Records the widget scripts a page requests, in order, with their compressed sizes. */
export function recordScripts(page) {
  const requested = [];
  const sizes = new Map();
  const failed = [];
  const pending = new Set();
  let lastChange = Date.now();
  page.on('request', (request) => {
    const file = WIDGET_JS.exec(request.url())?.[1];
    if (!file) return;
    if (!requested.includes(file)) requested.push(file);
    pending.add(request);
    lastChange = Date.now();
  });
  const settle = (request) => {
    pending.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', async (request) => {
    const file = WIDGET_JS.exec(request.url())?.[1];
    if (!file) return;
    try {
      const response = await request.response();
      if (!response?.ok()) failed.push(`${file}: HTTP ${response?.status()}`);
      else sizes.set(file, compressedSizes(await response.body()));
    } finally {
      settle(request);
    }
  });
  page.on('requestfailed', (request) => {
    const file = WIDGET_JS.exec(request.url())?.[1];
    if (!file) return;
    failed.push(`${file}: ${request.failure()?.errorText}`);
    settle(request);
  });
  return {
    snapshot: () => [...requested],
    sizes,
    failed,
    /** Resolves once no widget script has been requested or received for `ms`. */
    async quiet(ms = 400, limit = 20_000) {
      const until = Date.now() + limit;
      while (Date.now() < until && (pending.size > 0 || Date.now() - lastChange < ms)) await new Promise((r) => setTimeout(r, 50));
    },
  };
}

const tagsDefined = (page) =>
  page.waitForFunction(() => [...document.querySelectorAll('*')].every((el) => !el.localName.startsWith('b2b-') || customElements.get(el.localName)), null, {
    timeout: 30_000,
  });

/**
 * Opens a page the way a user arrives (a POST page through its form) and waits
 * WINDOW_MS after every tag on it is defined (so at least that long after load).
 * `known`: the scripts this page was measured to request in that window; a
 * reload that only needs to be back in that state (to open a dialog on it)
 * waits until it has requested them all and gone quiet, not the whole window.
 */
async function arrive(context, entry, forms, known) {
  const page = await context.newPage();
  const rec = recordScripts(page);
  if (entry.method === 'POST') {
    const form = forms[entry.path];
    if (!form) throw new Error(`POST ${entry.path}: no form to reach it with (forms in scripts/budgets.mjs)`);
    // A user reaches it by submitting a form from a page of the portal: the
    // same request from the same origin, sent from a page with no scripts.
    await page.goto('/healthz');
    await Promise.all([
      page.waitForURL(`**${entry.path}`, { waitUntil: 'load' }),
      page.evaluate(
        ([action, fields]) => {
          const el = document.createElement('form');
          el.method = 'post';
          el.action = action;
          for (const [name, value] of Object.entries(fields)) el.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
          document.body.append(el);
          el.submit();
        },
        [entry.path, await form(context)],
      ),
    ]);
  } else await page.goto(entry.path, { waitUntil: 'load' });
  await tagsDefined(page);
  if (known) await settled(rec, known);
  else await page.waitForTimeout(WINDOW_MS);
  await rec.quiet();
  return { page, rec };
}

/**
 * Resolves once every `known` script has been requested, or after WINDOW_MS
 * (what a first load waits): a reload fetches the same scripts, and a late
 * idle prefetch still in flight would otherwise count as the dialog's.
 */
async function settled(rec, known) {
  const until = Date.now() + WINDOW_MS;
  while (Date.now() < until && !known.every((f) => rec.snapshot().includes(f))) await new Promise((r) => setTimeout(r, 50));
}

const sum = (files, sizes) =>
  files.reduce((acc, f) => ({ gzip: acc.gzip + (sizes.get(f)?.gzip ?? 0), brotli: acc.brotli + (sizes.get(f)?.brotli ?? 0) }), { gzip: 0, brotli: 0 });

/** Runs `jobs` (async functions) at most `n` at a time, in order of start. */
async function pool(jobs, n) {
  const results = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, jobs.length) }, async () => {
      while (next < jobs.length) {
        const i = next++;
        results[i] = await jobs[i]();
      }
    }),
  );
  return results;
}

/**
 * A loaded page's row: the widget scripts it requested (`rec`), their sizes,
 * whether it has tags at all and which (`tagNames`: what another build of the
 * same page would load, scripts/budget-compare.mjs), and which DIALOGS it offers.
 */
export async function pageRow(page, rec, user, path) {
  const files = rec.snapshot();
  const tagNames = await page.evaluate(() => [...new Set([...document.querySelectorAll('*')].map((el) => el.localName).filter((name) => name.startsWith('b2b-')))].sort());
  const dialogs = [];
  for (const d of DIALOGS) if (await d.trigger(page).count()) dialogs.push(d.name);
  return { user, page: path, files, sizes: rec.sizes, failed: rec.failed, total: sum(files, rec.sizes), tags: tagNames.length > 0, tagNames, dialogs };
}

/**
 * Measures each dialog once per user: opened on a fresh load of the lightest
 * page that has its trigger (so its extra is its own, and the largest: that
 * page has loaded the least of what the dialog shares with other code).
 * Opening it on every page measured the same extra again (89 loads for 14
 * distinct figures, 150 s of the run). `contexts`: user name -> context.
 * Adds each dialog's figures to `after` of the row it was measured on.
 */
export async function measureDialogs({ contexts, rows, pages, forms, concurrency = 3 }) {
  const targets = [...contexts.keys()].flatMap((user) =>
    DIALOGS.flatMap(({ name }) => {
      const offering = rows.filter((r) => r.user === user && r.dialogs.includes(name));
      return offering.length ? [{ name, row: offering.reduce((a, b) => (b.total.gzip < a.total.gzip ? b : a)) }] : [];
    }),
  );
  const dialogJobs = targets.map(({ row, name }) => async () => {
    const dialog = DIALOGS.find((d) => d.name === name);
    const entry = pages.find((p) => p.path === row.page);
    const { page, rec } = await arrive(contexts.get(row.user), entry, forms, row.files);
    const before = rec.snapshot();
    await dialog.trigger(page).click();
    await dialog.ready(page).waitFor({ timeout: 20_000 });
    await rec.quiet(600);
    const extra = rec.snapshot().filter((f) => !before.includes(f));
    await page.close();
    return { row, name, files: extra, total: sum(extra, rec.sizes), failed: rec.failed };
  });
  for (const d of await pool(dialogJobs, concurrency)) {
    (d.row.after ??= []).push({ name: d.name, files: d.files, total: d.total });
    d.row.failed.push(...d.failed);
  }
}

/** Loads `pages` (with `arrive`) for each of `contexts` (user name -> context), at most `concurrency` at a time. */
export async function measureLoads({ contexts, pages, forms, concurrency = 3 }) {
  const jobs = [...contexts].flatMap(([user, context]) =>
    pages.map((entry) => async () => {
      const { page, rec } = await arrive(context, entry, forms);
      const row = await pageRow(page, rec, user, entry.path);
      await page.close();
      return row;
    }),
  );
  return pool(jobs, concurrency);
}

/**
 * Measures every page for every user on load, and each dialog once per user
 * (measureDialogs), in a Chromium of its own. `users`: { name,
 * context(browser, baseURL) }. Returns one row per page and user; a dialog's
 * figures are in `after` of the row it was measured on.
 */
export async function measurePages({ url, pages, users, forms, concurrency = 3 }) {
  const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS, headless: true });
  try {
    const contexts = new Map();
    for (const user of users) contexts.set(user.name, await user.context(browser, url));
    const rows = await measureLoads({ contexts, pages, forms, concurrency });
    await measureDialogs({ contexts, rows, pages, forms, concurrency });
    return rows;
  } finally {
    await browser.close();
  }
}
