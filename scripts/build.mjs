// npm run build: the widgets' standalone build (Vite/Rollup,
// vite.standalone.config.ts), then the npm build and the loader (tsup) into dist/, then the size
// table of every standalone chunk (gzip and brotli).
// --no-types: the JavaScript only (npm test makes the .d.ts in a step of its
// own, scripts/build-types.mjs, while e2e already runs on the JavaScript).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { fileSizes, printSizes } from './sizes.mjs';

const withTypes = !process.argv.includes('--no-types');
rmSync('dist', { recursive: true, force: true });
// The standalone build first: the loader (tsup) carries the list of each tag's files it writes.
execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'vite.standalone.config.ts'], { stdio: 'inherit' });
execFileSync(process.execPath, ['node_modules/tsup/dist/cli-default.js', '--silent'], {
  stdio: 'inherit',
  env: { ...process.env, ...(withTypes ? {} : { B2B_BUILD: 'js' }) },
});
mkdirSync('dist', { recursive: true });
copyFileSync('src/styles.css', 'dist/styles.css');
copyFileSync('src/styles.css', 'dist/standalone/styles.css');
// custom-elements.json ships with the package (its "customElements" field).
execFileSync(process.execPath, ['node_modules/@custom-elements-manifest/analyzer/cem.js', 'analyze', '--quiet'], { stdio: 'inherit' });
printSizes(fileSizes('dist/standalone'));
