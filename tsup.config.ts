import { existsSync, readFileSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';
import { npmEntries } from './scripts/npm-entries';
import { packChunks } from './src/loader-chunks';
import { widgetTags } from './src/registry';

// The widgets' standalone build (dist/standalone/b2b-*.js, on Preact) is
// vite.standalone.config.ts: Rollup can merge the chunks the tags share.

/** Each tag's files in the standalone build (scripts/chunk-manifest.mjs). */
const CHUNKS = 'dist/standalone/chunks.json';

const common: Options = {
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  splitting: true,
  sourcemap: false,
  clean: false, // scripts/build.mjs empties dist/ once for both builds
  tsconfig: 'tsconfig.build.json',
};

/**
 * B2B_BUILD=js: the JavaScript alone (3 s); =types: the .d.ts alone. npm test
 * builds the two as two steps, so e2e and the portal start on the JavaScript
 * while the types are still being made (scripts/build.mjs --no-types, then
 * --types-only). Unset: both, as npm run build.
 */
const part = process.env.B2B_BUILD;

/**
 * Where scripts/build.mjs had `tsc` write each source file's declarations
 * (B2B_DECLARATIONS). tsup bundles those into one .d.ts per entry: joining
 * written declarations takes 5 CPU s, where tsup making them from the
 * sources took 70-90 (a TypeScript program of its own, beside typecheck's).
 */
const declarations = process.env.B2B_DECLARATIONS;
const dtsEntries = () => {
  if (!declarations) throw new Error('tsup.config.ts: build the types with scripts/build.mjs (it writes the declarations first)');
  return Object.fromEntries(
    Object.entries(npmEntries).map(([name, source]) => [name, `${declarations}/${source.replace(/^src\//, '').replace(/\.tsx?$/, '.d.ts')}`]),
  );
};

const npm: Options = {
  // npm: ESM + .d.ts, react/react-dom and every dependency stay external.
  ...common,
  name: 'npm',
  entry: npmEntries,
  outDir: 'dist',
  dts: part === 'js' ? false : { only: part === 'types', entry: dtsEntries() },
  treeshake: true,
};

export default defineConfig(part === 'types' ? [npm] : [
  npm,
  {
    // The loader on its own: no chunk shared with the widgets, so a page with
    // no tags downloads this one small file and nothing else. The widgets'
    // chunks it imports come from vite.standalone.config.ts, beside it, which
    // runs first and lists each tag's files (chunks.json) for the loader to
    // fetch together.
    ...common,
    name: 'loader',
    entry: { loader: 'src/loader.ts' },
    outDir: 'dist/standalone',
    splitting: false,
    minify: true,
    define: { __B2B_CHUNKS__: existsSync(CHUNKS) ? JSON.stringify(packChunks(JSON.parse(readFileSync(CHUNKS, 'utf8')), widgetTags)) : 'undefined' },
    esbuildOptions(options) {
      options.legalComments = 'none';
    },
  },
]);
