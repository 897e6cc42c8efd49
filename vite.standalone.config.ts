// The standalone build (dist/standalone/, what legacy pages load through
// loader.js): one entry per tag, named as the loader expects (b2b-<name>.js),
// on Preact 11 through compat (scripts/runtime.mjs; B2B_RUNTIME=react builds
// with React to compare), minified, no legal comments.
//
// Rollup rather than esbuild (tsup builds npm and the loader): esbuild makes
// one chunk per set of entries sharing code and cannot merge them, which cost
// a page 36 requests. Here code is grouped by the pages that load it
// (scripts/page-chunks.mjs, over the site's page manifest: B2B_PAGES, by
// default the portal's examples/portal/pages.json), and what a widget loads on
// demand (import(): the calendar, IMask, the table virtualizer, DOMPurify)
// stays a chunk of its own.
import { resolve } from 'node:path';
import { transform } from 'esbuild';
import { defineConfig, transformWithEsbuild, type Plugin } from 'vite';
import { preactCompatViteAlias } from './scripts/runtime.mjs';
import { widgetNames } from './scripts/npm-entries';
import { moduleTable } from './scripts/module-table.mjs';
import { chunkManifest, pathOf } from './scripts/chunk-manifest.mjs';
import { cssMinify } from './scripts/css-minify.mjs';
import { pageChunks, readPages, type ModuleNode } from './scripts/page-chunks.mjs';
import type { Goals } from './scripts/budget-checks.mjs';
// @ts-expect-error: no types of its own; scripts/budget-checks.d.mts has them (Goals)
import budgetGoals from './budgets.config.mjs';

const input: Record<string, string> = Object.fromEntries(widgetNames.map((name) => [`b2b-${name}`, `src/widgets/${name}/element.ts`]));

/** The site's pages and the tags each carries on load: the portal's, or an embedder's (B2B_PAGES=<file>). */
const PAGES_FILE = process.env.B2B_PAGES || 'examples/portal/pages.json';

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
 * import()s a tag makes only for a signed-in buyer, whose pages load their
 * target on load anyway: the basket counter's of the page's basket store (a
 * visitor's basket is empty; the cabinet's tags import the store). Left out
 * of the graph the chunker reads, or the store would be a chunk of its own
 * (a visitor's pages could fetch it), a file more on every signed-in page.
 */
const CUSTOMER_IMPORTS = ['/src/widgets/basket-counter/use-counter-basket.ts'];
const customerImport = (id: string) => CUSTOMER_IMPORTS.some((file) => id.endsWith(file));

/**
 * Tags a heavy library may be loaded by (budgets.config.mjs `heavy`: embla,
 * the carousel's): their own code stays in files no other tag loads, so no
 * other tag's files can reach the library's import().
 */
const ALONE = [...new Set(Object.values((budgetGoals as Goals).heavy).flatMap((lib) => lib.allowedIn ?? []))];

/** A module's code minified: what the chunker weighs a chunk by. */
async function minifiedSize(code: string | null): Promise<number> {
  if (!code) return 0;
  const out = await transform(code, { loader: 'js', minify: true, format: 'esm', target: 'es2022', legalComments: 'none' }).catch(() => ({ code }));
  return out.code.length;
}

/**
 * Each module's chunk (scripts/page-chunks.mjs), worked out once the module
 * graph is complete and read by Rollup's manualChunks: Rollup asks module by
 * module, in an order that varies between builds; the answer must not. The
 * chunker sees each module by its path from the repository (pathOf), so the
 * same tree builds the same chunks wherever it sits.
 */
function pageChunking(): { plugin: Plugin; manualChunks: (id: string) => string | undefined } {
  const { pages, layouts } = readPages(PAGES_FILE, Object.keys(input));
  const root = process.cwd();
  const path = (id: string) => pathOf(id, root);
  let chunkOf: Record<string, string> = {};
  const plugin: Plugin = {
    name: 'page-chunks',
    async buildEnd(error) {
      if (error) return;
      const modules: Record<string, ModuleNode> = {};
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id)!;
        const dynamicImporters = info.dynamicImporters.filter((by) => !customerImport(by)).map(path);
        modules[path(id)] = { importers: info.importers.map(path), dynamicImporters, size: await minifiedSize(info.code) };
      }
      const entries = Object.fromEntries(Object.entries(input).map(([tag, file]) => [tag, path(resolve(file))]));
      chunkOf = pageChunks({ modules, entries, pages, layouts, alone: ALONE });
    },
  };
  return { plugin, manualChunks: (id) => chunkOf[path(id)] };
}
const chunking = pageChunking();

export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  resolve: { alias: onPreact ? preactCompatViteAlias() : [] },
  plugins: [chunking.plugin, cssMinify(), ...(onPreact ? [reactOnPreactOnly()] : []), minifyChunks(), moduleTable({ file: '.vitest-reports/runtime-modules.json' }), chunkManifest()],
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
      // A tag whose code sits in a shared chunk keeps an entry file of its
      // own that only re-exports it (the loader skips it: chunks.json). With
      // 'allow-extension' the chunk itself took the first such tag's name
      // (the runtime as b2b-basket-counter.js, cached as briefly as an entry).
      preserveEntrySignatures: 'strict',
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'shared-[name]-[hash].js',
        manualChunks: chunking.manualChunks,
      },
    },
  },
});
