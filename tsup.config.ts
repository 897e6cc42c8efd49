import { defineConfig, type Options } from 'tsup';
import { preactCompatEsbuild } from './scripts/runtime.mjs';
import { npmEntries, widgetNames } from './scripts/npm-entries';

// One entry per tag, named as the loader expects: b2b-<name>.js.
const standaloneEntries: Record<string, string> = {};
for (const name of widgetNames) standaloneEntries[`b2b-${name}`] = `src/widgets/${name}/element.ts`;

const common: Options = {
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  splitting: true,
  sourcemap: false,
  clean: false, // scripts/build.mjs empties dist/ once for both builds
  tsconfig: 'tsconfig.build.json',
};

export default defineConfig([
  {
    // npm: ESM + .d.ts, react/react-dom and every dependency stay external.
    ...common,
    name: 'npm',
    entry: npmEntries,
    outDir: 'dist',
    dts: true,
    treeshake: true,
  },
  {
    // The loader on its own: no chunk shared with the widgets, so a page with
    // no tags downloads this one small file and nothing else.
    ...common,
    name: 'loader',
    entry: { loader: 'src/loader.ts' },
    outDir: 'dist/standalone',
    splitting: false,
    minify: true,
    esbuildOptions(options) {
      options.legalComments = 'none';
    },
  },
  {
    // Legacy pages: everything bundled, code-split, minified. The runtime is
    // Preact 11 through compat (scripts/runtime.mjs: 29 kB instead of React
    // DOM's 87 kB); B2B_RUNTIME=react builds with React to compare.
    ...common,
    name: 'standalone',
    entry: standaloneEntries,
    outDir: 'dist/standalone',
    noExternal: [/.*/],
    esbuildPlugins: process.env.B2B_RUNTIME === 'react' ? [] : [preactCompatEsbuild()],
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    esbuildOptions(options) {
      options.chunkNames = 'shared-[hash]';
      options.legalComments = 'none';
    },
  },
]);
