import { defineConfig, type Options } from 'tsup';
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
    // Legacy pages: React and everything bundled, code-split, minified.
    ...common,
    name: 'standalone',
    entry: standaloneEntries,
    outDir: 'dist/standalone',
    noExternal: [/.*/],
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    esbuildOptions(options) {
      options.chunkNames = 'shared-[hash]';
      options.legalComments = 'none';
      if (process.env.B2B_RUNTIME !== 'react') options.alias = { react: 'preact/compat', 'react-dom': 'preact/compat' };
    },
  },
]);
