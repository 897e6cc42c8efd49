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

const input: Record<string, string> = {};
for (const name of widgetNames) input[`b2b-${name}`] = `src/widgets/${name}/element.ts`;

const onPreact = process.env.B2B_RUNTIME !== 'react';

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
 * without the module-preload helper) leaves whitespace in ES output.
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

/** The entries whose static imports reach a module (the tags that load it with their own chunk). */
function entriesReaching(id: string, info: Rollup.GetModuleInfo, memo: Map<string, Set<string>>): Set<string> {
  const known = memo.get(id);
  if (known) return known;
  const found = new Set<string>();
  memo.set(id, found); // cycles: an import cycle adds nothing new
  const mod = info(id);
  if (!mod) return found;
  if (mod.isEntry) found.add(id);
  for (const importer of mod.importers) for (const e of entriesReaching(importer, info, memo)) found.add(e);
  return found;
}

/** The entries that may load a module: statically, or through an import() on the way (a dialog's body). */
function entriesLoading(id: string, info: Rollup.GetModuleInfo, memo: Map<string, Set<string>>): Set<string> {
  const known = memo.get(id);
  if (known) return known;
  const found = new Set<string>();
  memo.set(id, found);
  const mod = info(id);
  if (!mod) return found;
  if (mod.isEntry) found.add(id);
  for (const importer of [...mod.importers, ...mod.dynamicImporters]) for (const e of entriesLoading(importer, info, memo)) found.add(e);
  return found;
}

/**
 * Where a module goes. Code the tags share (reached statically from two or
 * more of them: the runtime, core, stores, ui primitives) is one chunk,
 * loaded once per page: a page with the layout's tags loads nearly all of it
 * anyway, and one request beats the dozens of per-combination chunks esbuild
 * makes. So is code one tag loads with it and another on demand (an api
 * module of the chat and of the callback dialog's body): on its own it would
 * be one more tiny request on load. The rest is left to Rollup: code of one
 * tag stays in its chunk, and code reached only through import() stays out
 * of every tag's chunk and loads when asked for.
 */
const memo = new Map<string, Set<string>>();
const loadMemo = new Map<string, Set<string>>();
let groups: Map<string, string> | null = null;
const setKey = (entries: Set<string>) => [...entries].sort().join('|');
/** A chunk name per set of page tags sharing components (see chunkFor). */
const setNames = new Map<string, string>();

/**
 * Code only a few page tags share through a block of their own
 * (src/blocks/<folder>/: repeat/ of <b2b-orders> and <b2b-drafts>, product/ of
 * the catalogue, the carousel and the lists) is a chunk of that folder, with
 * whatever else exactly those tags alone reach (their core/api area, their
 * rules): only their pages load it, not every page through the runtime. A
 * block a layout tag uses rides in the runtime (chunkFor), as every page
 * loads it anyway.
 */
function sharedFolders(ids: Iterable<string>, info: Rollup.GetModuleInfo): Map<string, string> {
  const found = new Map<string, string>();
  for (const id of ids) {
    const [, folder] = /\/src\/blocks\/([^/]+)\//.exec(id) ?? [];
    if (!folder) continue;
    const entries = entriesReaching(id, info, memo);
    if (entries.size > 1 && ![...entries].some(layoutEntry)) found.set(setKey(entries), folder);
  }
  return found;
}

/**
 * The tags a portal layout puts on every page (the header's fast order and
 * basket counter, the menu, notices and news, the dialogs: callback, chat,
 * price list, project order; a visitor's login, registration, reminder). What they share
 * with any tag is the runtime, as every page loads it anyway. Code only page
 * tags share (the data table and date field of the basket, orders and the
 * other cabinet screens) is the `pages` chunk, so the catalogue and the home
 * page don't carry it.
 */
const LAYOUT_TAGS = [
  'fast-order',
  'basket-counter',
  'callback',
  'chat',
  'price-list',
  'price-upload',
  'project-order',
  'sidebar',
  'notices',
  'top-news',
  'demo-intro',
  'login',
  'registration',
  'reminder',
];
const layoutEntry = (id: string) => LAYOUT_TAGS.some((name) => id.endsWith(`/src/widgets/${name}/element.ts`));

function chunkFor(id: string, { getModuleInfo, getModuleIds }: { getModuleInfo: Rollup.GetModuleInfo; getModuleIds: () => IterableIterator<string> }): string | undefined {
  const entries = entriesReaching(id, getModuleInfo, memo);
  if (entries.size === 0) return undefined;
  const loaders = entriesLoading(id, getModuleInfo, loadMemo);
  // One tag's own code. Loaded by one tag and, on demand, by another: shared.
  if (entries.size === 1 && loaders.size === 1) return undefined;
  groups ??= sharedFolders(getModuleIds(), getModuleInfo);
  const folder = entries.size > 1 ? groups.get(setKey(entries)) : undefined;
  if (folder) return folder;
  // By who may load it (not only statically), so nothing in the runtime
  // imports the pages chunk: what a runtime module imports, its loaders load.
  if ([...loaders].some(layoutEntry)) return 'runtime';
  // Small helpers (core, libraries) stay in the runtime rather than cost a
  // request each. Components only page tags share (the data table, date
  // field, pagination) get a chunk per set of tags loading them, so the
  // catalogue doesn't carry the basket's table. Named here, not left to
  // Rollup: it would fold them into whichever named chunk imports them first.
  if (!/\/src\/(ui|blocks|widgets\/[^/]+)\//.test(id)) return 'runtime';
  const key = setKey(loaders);
  let name = setNames.get(key);
  if (!name) {
    name = /([^/]+?)(\.tsx?)?$/.exec(id)![1]!.replace(/[^\w-]/g, '');
    if ([...setNames.values()].includes(name)) name = `${name}-${setNames.size}`;
    setNames.set(key, name);
  }
  return name;
}

export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  resolve: { alias: onPreact ? preactCompatViteAlias() : [] },
  plugins: [...(onPreact ? [reactOnPreactOnly()] : []), minifyChunks(), moduleTable({ file: '.vitest-reports/runtime-modules.json' })],
  define: { 'process.env.NODE_ENV': '"production"' },
  esbuild: { legalComments: 'none' },
  build: {
    outDir: 'dist/standalone',
    emptyOutDir: false, // scripts/build.mjs empties dist/ once; the loader is already there
    target: 'es2022',
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
