// npm run build: the widgets' standalone build (Vite/Rollup,
// vite.standalone.config.ts), then the npm build and the loader (tsup) into dist/, then the size
// table of every standalone chunk (gzip and brotli).
// npm test builds in two steps (tsup.config.ts B2B_BUILD), so e2e starts on
// the JavaScript while TypeScript still makes the .d.ts:
//   --no-types    the JavaScript only (20 s);
//   --types-only  the npm build's .d.ts beside it (70 s), for publint and attw.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { fileSizes, printSizes } from './sizes.mjs';

const part = process.argv.includes('--types-only') ? 'types' : process.argv.includes('--no-types') ? 'js' : undefined;
const tsup = () =>
  execFileSync(process.execPath, ['node_modules/tsup/dist/cli-default.js', '--silent'], {
    stdio: 'inherit',
    env: { ...process.env, ...(part ? { B2B_BUILD: part } : {}) },
  });

if (part === 'types') {
  tsup();
} else {
  rmSync('dist', { recursive: true, force: true });
  // The standalone build first: the loader (tsup) carries the list of each tag's files it writes.
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'vite.standalone.config.ts'], { stdio: 'inherit' });
  tsup();
  mkdirSync('dist', { recursive: true });
  copyFileSync('src/styles.css', 'dist/styles.css');
  copyFileSync('src/styles.css', 'dist/standalone/styles.css');
  // custom-elements.json ships with the package (its "customElements" field).
  execFileSync(process.execPath, ['node_modules/@custom-elements-manifest/analyzer/cem.js', 'analyze', '--quiet'], { stdio: 'inherit' });
  printSizes(fileSizes('dist/standalone'));
}
