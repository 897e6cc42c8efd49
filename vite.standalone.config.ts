// The standalone build (dist/standalone/, what legacy pages load through
// loader.js): one entry per tag, named as the loader expects (b2b-<name>.js),
// on Preact 11 through compat (scripts/runtime.mjs; B2B_RUNTIME=react builds
// with React to compare), minified, no legal comments.
//
// Rollup rather than esbuild (tsup builds npm and the loader): esbuild makes
// one chunk per set of entries sharing code and cannot merge them, which cost
// a page 36 requests. Here the code the widgets share is grouped (see
// chunkFor; code a few tags share through a folder of their own is that
// folder's chunk), and what a widget loads on demand (import(): the calendar,
// IMask, the table virtualizer, DOMPurify) stays a chunk of its own.
import { defineConfig, transformWithEsbuild, type Plugin, type Rollup } from 'vite';
import { preactCompatViteAlias } from './scripts/runtime.mjs';
import { widgetNames } from './scripts/npm-entries';
import { moduleTable } from './scripts/module-table.mjs';
import { chunkManifest } from './scripts/chunk-manifest.mjs';
import { cssMinify } from './scripts/css-minify.mjs';

/**
 * The chunks a layout's tags share are named by an empty entry listed first
 * (Rollup names a chunk holding several entries after the first of them):
 * shared-layout.js, not b2b-basket-counter.js.
 */
const TIERS = ['layout', 'cabinet', 'dialogs', 'dialog-forms', 'account-page'] as const;
const tierId = (tier: string) => `\0b2b-tier:${tier}`;
const input: Record<string, string> = Object.fromEntries(TIERS.map((tier) => [`shared-${tier}`, tierId(tier)]));
for (const name of widgetNames) input[`b2b-${name}`] = `src/widgets/${name}/element.ts`;

const onPreact = process.env.B2B_RUNTIME !== 'react';

/** The tiers' empty entries (see TIERS). */
function tierEntries(): Plugin {
  return {
    name: 'tier-entries',
    resolveId: (source) => (source.startsWith('\0b2b-tier:') ? source : null),
    load: (id) => (id.startsWith('\0b2b-tier:') ? 'export {};' : null),
  };
}

/** A react specifier the mapping misses would bring React DOM back: fail the build instead. */
function reactOnPreactOnly(): Plugin {
  return {
    name: 'react-on-preact-only',
    enforce: 'pre',
    resolveId(source) {
      if (/^react(-dom)?(\/.*)?$/.test(source)) throw new Error(`react-on-preact: no Preact mapping for "${source}" (scripts/runtime.mjs)`);
      return null;
    },
  };
}

/**
 * Minifies each chunk with esbuild: Vite's library mode (used for its output
 * without the module-preload helper) leaves whitespace in ES output. It must
 * be the last pass over the code: with a build target below esnext, Vite's
 * own transpile ran after it and printed every chunk out again, whitespace
 * and comments included (until 2026-11-28: about 5 kB gzip more per page).
 */
function minifyChunks(): Plugin {
  return {
    name: 'minify-chunks',
    async renderChunk(code, chunk) {
      const out = await transformWithEsbuild(code, chunk.fileName, { loader: 'js', minify: true, format: 'esm', target: 'es2022', legalComments: 'none' });
      return { code: out.code, map: null };
    },
  };
}

/**
 * The entries from which `importersOf` leads to a module, walked in full for
 * each module. (A memo filled while walking gave a module in an import cycle
 * only what was found before the walk came back to it, so the answer depended
 * on the order Rollup handed the modules over, which varies between builds:
 * the same tree built chunks of different names and sizes.)
 */
function entriesBy(importersOf: (mod: Rollup.ModuleInfo) => readonly string[]) {
  return (id: string, info: Rollup.GetModuleInfo, memo: Map<string, Set<string>>): Set<string> => {
    const known = memo.get(id);
    if (known) return known;
    const found = new Set<string>();
    const seen = new Set([id]);
    const queue = [id];
    while (queue.length) {
      const mod = info(queue.pop()!);
      if (!mod) continue;
      if (mod.isEntry) found.add(mod.id);
      for (const importer of importersOf(mod)) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    memo.set(id, found);
    return found;
  };
}

/** The entries whose static imports reach a module (the tags that load it with their own chunk). */
const entriesReaching = entriesBy((mod) => mod.importers);

/**
 * import()s a visitor layout tag makes only for a logged-in buyer: the basket
 * counter's of the page's basket store (a visitor's basket is empty). What
 * they fetch goes where the tags that import it statically put it (the
 * cabinet), not in what a visitor's dialogs load (`dialogs`, see chunkFor).
 */
const CUSTOMER_IMPORTS = ['/src/widgets/basket-counter/use-counter-basket.ts'];
const customerImport = (id: string) => CUSTOMER_IMPORTS.some((file) => id.endsWith(file));

/** The entries that may load a module: statically, or through an import() on the way (a dialog's body). */
const entriesLoading = entriesBy((mod) => [...mod.importers, ...mod.dynamicImporters.filter((importer) => !customerImport(importer))]);

/**
 * Code only a few page tags share through a block of their own
 * (src/blocks/<folder>/: repeat/ of <b2b-orders> and <b2b-drafts>, product/ of
 * the catalogue, the carousel and the lists) is a chunk of that folder, with
 * whatever else exactly those tags alone reach (their core/api area, their
 * rules): only their pages load it, not every page through the runtime. A
 * block a layout tag uses rides in that layout's chunk (chunkFor), as its
 * pages load it anyway.
 */
function sharedFolders(ids: Iterable<string>, info: Rollup.GetModuleInfo): Map<string, string> {
  const found = new Map<string, string>();
  // By path: where two folders reach the same tags, the same one wins every build.
  for (const id of [...ids].sort()) {
    const [, folder] = /\/src\/blocks\/([^/]+)\//.exec(id) ?? [];
    if (!folder) continue;
    const entries = entriesReaching(id, info, memo);
    if (entries.size > 1 && ![...entries].some(layoutEntry)) found.set(setKey(entries), folder);
  }
  return found;
}

/**
 * The tags a portal layout puts on every page. A visitor's page carries the
 * header's basket counter and the dialogs a visitor opens (callback, login,
 * registration, reminder); a logged-in page adds the fast order (a visitor
 * cannot order: the header says so in its markup), the menu, notices, news,
 * chat and the cabinet's dialogs.
 */
const VISITOR_LAYOUT = ['basket-counter', 'callback', 'login', 'registration', 'reminder'];
const CABINET_LAYOUT = ['fast-order', 'chat', 'price-list', 'price-upload', 'project-order', 'sidebar', 'notices', 'top-news', 'demo-intro'];
/** Page tags a visitor's pages carry (/complaints/). */
const VISITOR_PAGES = ['complaints-search'];
const tagOf = (names: readonly string[]) => (id: string) => names.some((name) => id.endsWith(`/src/widgets/${name}/element.ts`));
const visitorEntry = tagOf(VISITOR_LAYOUT);
const cabinetEntry = tagOf(CABINET_LAYOUT);
const visitorPageEntry = tagOf(VISITOR_PAGES);
const layoutEntry = tagOf([...VISITOR_LAYOUT, ...CABINET_LAYOUT]);

/**
 * The panels the account page shows every user (portal: account/scope.ts):
 * one file for the four tags and what only the account's tags reach (its
 * lists' block, calls and rules), not a file each (the page needed 16). The
 * managers' panel is the owner's alone: its own code stays its own chunk.
 */
const ACCOUNT_PAGE = ['counterparties', 'addresses', 'consignees', 'notification-settings'];
const accountPageEntry = tagOf(ACCOUNT_PAGE);
const accountEntry = tagOf([...ACCOUNT_PAGE, 'managers']);

/**
 * Page tags that are forms themselves (the account's panels, the admin's
 * newsletter). What only they need on load and the layout's dialogs load when
 * opened (the upload calls, the file field, the submit button, the sanitizer)
 * is `dialog-forms`, not `dialogs`: every logged-in page and the visitor's
 * /complaints/ load `dialogs` whole (measured 2026-11-28: 1.6 kB gz of it).
 */
const formPageEntry = tagOf([...ACCOUNT_PAGE, 'managers', 'newsletter-form']);
const dialogsFor = (entries: Set<string>) => ([...entries].every(formPageEntry) ? 'dialog-forms' : 'dialogs');

/**
 * The runtime is what nearly every tag needs (Preact, the element wrapper,
 * the API client, the messages): a module at least this share of the tags
 * reach statically. What fewer tags share goes with the layout that uses it,
 * so no page pays for another's.
 */
const RUNTIME_SHARE = 2 / 3;

/**
 * Where a module goes, in tiers a page loads whole (the loader fetches a
 * tag's files in parallel, scripts/chunk-manifest.mjs):
 * - `runtime`: what nearly every tag needs (RUNTIME_SHARE);
 * - `layout`: the visitor layout's tags, their own code and what they reach
 *   (the basket counter, the session store, the dialogs' shells): every
 *   page's header. The basket store is not among them: the counter fetches
 *   it only for a logged-in buyer (CUSTOMER_IMPORTS), whose cabinet has it. A page tag that shares one of its modules loads it whole: fewer
 *   files beat a few kB a lone tag on another site carries (measured: a split
 *   into what only the layout reaches and what it shares cost each portal
 *   page a file and 1 kB);
 * - `dialogs`: what the layout's dialogs load when opened (the modal, the
 *   form fields) and what a visitor's page tag (/complaints/) shares, beside
 *   the dialog's own chunk: a visitor never loads the cabinet; and small
 *   helpers (core, libraries) only page tags share and no chunk of theirs
 *   hosts (helperHosts): every page with a page tag loads `dialogs` anyway,
 *   so they cost no request of their own (until 2026-11-28 they were
 *   shared-pages.js, one more file on eight pages for the sort rule alone);
 * - `dialog-forms`: what the layout's dialogs load when opened that only the
 *   account's and the admin's form tags need on load (formPageEntry);
 * - `cabinet`: the logged-in layout's tags and what they reach: every
 *   logged-in page;
 * - `account-page`: the tags the account page shows every user, and what only
 *   the account's tags reach or load (ACCOUNT_PAGE);
 * - a folder of src/blocks/ only a few page tags share (sharedFolders);
 * - components only page tags share, a chunk per set of tags loading them,
 *   so the catalogue doesn't carry the basket's table;
 * - one tag's own code stays in its chunk, and code reached only through
 *   import() loads when asked for.
 * What a module imports sits in its tier or a wider one, so nothing in the
 * runtime imports a layout chunk.
 */
const memo = new Map<string, Set<string>>();
const loadMemo = new Map<string, Set<string>>();
let groups: Map<string, string> | null = null;
const setKey = (entries: Set<string>) => [...entries].sort().join('|');
/** A chunk name per set of page tags sharing components (see chunkFor). */
const setNames = new Map<string, string>();

interface ChunkContext {
  getModuleInfo: Rollup.GetModuleInfo;
  getModuleIds: () => IterableIterator<string>;
}

let hosts: Map<string, string> | null = null;

/**
 * A small helper only page tags share (what chunkFor would put in `pages`)
 * goes with a chunk of page tags that every tag using it loads anyway, when at
 * most as many other tags load that chunk as use the helper: the date rules
 * and date-fns ride with the date picker, the pager's rule with the pager, so
 * the catalogue and the account lists load no date code. The rest rides in
 * `dialogs`.
 */
function helperHosts(ctx: ChunkContext): Map<string, string> {
  const found = new Map<string, string>();
  const loads = new Map<string, Set<string>>();
  const helpers: string[] = [];
  for (const id of ctx.getModuleIds()) {
    const name = namedGroupOf(id, ctx);
    if (name === 'pages') helpers.push(id);
    else if (name && name !== 'runtime' && !(TIERS as readonly string[]).includes(name)) {
      const set = loads.get(name) ?? new Set<string>();
      for (const e of entriesReaching(id, ctx.getModuleInfo, memo)) set.add(e);
      loads.set(name, set);
    }
  }
  for (const id of helpers) {
    const users = entriesReaching(id, ctx.getModuleInfo, memo);
    let best: { name: string; extra: number } | null = null;
    // By name: of two hosts as good, the same one every build.
    for (const [name, set] of [...loads].sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (![...users].every((e) => set.has(e))) continue;
      const extra = set.size - users.size;
      if (extra <= users.size && (!best || extra < best.extra)) best = { name, extra };
    }
    if (best) found.set(id, best.name);
  }
  return found;
}

/**
 * Block chunks (sharedFolders) that ride in the chunk of a folder every tag
 * using them loads anyway: a file fewer on each of their pages, for their
 * bytes on the host's other pages. `load/` (ListResults, ActionFailure: every
 * list's read states and pager, a row's failed action) goes with the pager it
 * renders (ui/pagination/): the list pages (/orders/, /favorites/, /needs/)
 * took 13 files. Its other pages: the catalogue's, which has the pager
 * without the list states (measured 2026-11-28: +0.4 kB there).
 * `record-list/` (a row action and the line its failure shows:
 * use-record-actions.ts, load/ActionFailure.tsx), which the orders', the
 * drafts' and the account's lists share, goes with the confirm dialog it
 * asks through (ui/confirm/), which each of those tags loads: on its own it
 * was a 13th file on /orders/. The dialog's other pages (the basket, the
 * favourites, the needs, the newsletter) carry it too: +0.4 kB gzip.
 */
const RIDES_WITH: Record<string, string> = { load: '/src/ui/pagination/', 'record-list': '/src/ui/confirm/ConfirmDialog.tsx' };

function chunkFor(id: string, ctx: ChunkContext): string | undefined {
  const name = namedGroupOf(id, ctx);
  const host = name && RIDES_WITH[name];
  if (host) {
    const hostModule = [...ctx.getModuleIds()].find((other) => other.includes(host));
    if (hostModule) return namedGroupOf(hostModule, ctx);
  }
  if (name !== 'pages') return name;
  hosts ??= helperHosts(ctx);
  return hosts.get(id) ?? 'dialogs';
}

/** Where a module goes before small helpers find their host (chunkFor). */
function groupOf(id: string, { getModuleInfo, getModuleIds }: ChunkContext): string | undefined {
  const tier = TIERS.find((name) => id === tierId(name));
  if (tier) return tier;
  const entries = entriesReaching(id, getModuleInfo, memo);
  if (entries.size === 0) return undefined;
  const loaders = entriesLoading(id, getModuleInfo, loadMemo);
  if (entries.size >= widgetNames.length * RUNTIME_SHARE) return 'runtime';
  if ([...entries].some(visitorEntry)) return 'layout';
  // A page tag's own code. Loaded by one tag and, on demand, by another: shared.
  const own = entries.size === 1 && loaders.size === 1;
  if ([...loaders].every(accountEntry) && (!own || [...entries].every(accountPageEntry))) return 'account-page';
  if (own && !layoutEntry([...entries][0]!)) return undefined;
  // What a visitor's dialogs load when opened, and what a visitor's page tag
  // shares: a visitor never loads the cabinet.
  if ([...loaders].some(visitorEntry) || [...entries].some(visitorPageEntry)) return dialogsFor(entries);
  if ([...entries].some(cabinetEntry)) return 'cabinet';
  if ([...loaders].some(cabinetEntry)) return dialogsFor(entries);
  groups ??= sharedFolders(getModuleIds(), getModuleInfo);
  const folder = entries.size > 1 ? groups.get(setKey(entries)) : undefined;
  if (folder) return folder;
  // Small helpers (core, libraries) only page tags share: one chunk, not a request each.
  if (!/\/src\/(ui|blocks|widgets\/[^/]+)\//.test(id)) return 'pages';
  return NAMED_BY_LOADERS;
}

/** groupOf with the name of the chunk where it answers NAMED_BY_LOADERS. */
function namedGroupOf(id: string, ctx: ChunkContext): string | undefined {
  const group = groupOf(id, ctx);
  return group === NAMED_BY_LOADERS ? setName(entriesLoading(id, ctx.getModuleInfo, loadMemo), ctx) : group;
}

/** groupOf's answer for components the same page tags load: a chunk per set of them, named by setName. */
const NAMED_BY_LOADERS = '\0by-loaders';

/**
 * The name of the chunk of components `loaders` share: the file name of the
 * first of them by path, so the same tree builds the same names whatever order
 * Rollup asks in ("-2", "-3" for a name taken, in the order of their sets).
 */
function setName(loaders: Set<string>, ctx: ChunkContext): string {
  if (!setNames.size) {
    const byKey = new Map<string, string>();
    for (const id of [...ctx.getModuleIds()].sort()) {
      if (groupOf(id, ctx) !== NAMED_BY_LOADERS) continue;
      const key = setKey(entriesLoading(id, ctx.getModuleInfo, loadMemo));
      if (!byKey.has(key)) byKey.set(key, /([^/]+?)(\.tsx?)?$/.exec(id)![1]!.replace(/[^\w-]/g, ''));
    }
    const taken = new Map<string, number>();
    for (const key of [...byKey.keys()].sort()) {
      const name = byKey.get(key)!;
      const n = (taken.get(name) ?? 0) + 1;
      taken.set(name, n);
      setNames.set(key, n === 1 ? name : `${name}-${n}`);
    }
  }
  return setNames.get(setKey(loaders))!;
}

export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  resolve: { alias: onPreact ? preactCompatViteAlias() : [] },
  plugins: [tierEntries(), cssMinify(), ...(onPreact ? [reactOnPreactOnly()] : []), minifyChunks(), moduleTable({ file: '.vitest-reports/runtime-modules.json' }), chunkManifest()],
  define: { 'process.env.NODE_ENV': '"production"' },
  esbuild: { legalComments: 'none' },
  build: {
    outDir: 'dist/standalone',
    emptyOutDir: false, // scripts/build.mjs empties dist/ once; tsup adds the loader after
    // esnext: Vite's own transpile of each chunk (for a lower target) would run
    // after minifyChunks and print the code out again, whitespace and all;
    // minifyChunks lowers to es2022 itself.
    target: 'esnext',
    minify: false, // minifyChunks()
    lib: { entry: input, formats: ['es'], fileName: (_format, name) => `${name}.js` },
    sourcemap: false,
    modulePreload: false,
    reportCompressedSize: false,
    copyPublicDir: false,
    rollupOptions: {
      input,
      preserveEntrySignatures: 'allow-extension',
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'shared-[name]-[hash].js',
        manualChunks: chunkFor,
      },
    },
  },
});
