// npm run build: the widgets' standalone build (Vite/Rollup,
// vite.standalone.config.ts), then the npm build and the loader (tsup) into dist/, then a
// .br and a .gz beside each .js and .css of dist/standalone/ (scripts/static-files.mjs: what
// the portal, or a site's nginx, sends as they are), then the size table of every standalone
// chunk (gzip and brotli: those siblings' sizes).
// npm test builds in two steps (tsup.config.ts B2B_BUILD), so e2e starts on
// the JavaScript while TypeScript still makes the .d.ts:
//   --no-types    the JavaScript only (20 s);
//   --types-only  the npm build's .d.ts beside it, for publint and attw,
//                 written without checking the types (tsc --noCheck: 20
//                 CPU s, 32 checking; the same 68 files byte for byte): npm
//                 test's typecheck runner checks them. `npm run build` checks.
// The .d.ts: `tsc` writes every source file's declarations into a scratch
// folder, then tsup joins them into one file per entry (tsup.config.ts).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileSizes, printSizes } from './sizes.mjs';
import { precompress } from './static-files.mjs';

const part = process.argv.includes('--types-only') ? 'types' : process.argv.includes('--no-types') ? 'js' : undefined;
/**
 * Scratch folder of the per-file declarations: outside dist/ (the package
 * ships dist/) and outside node_modules/ (whose files the bundler of .d.ts
 * leaves as external imports instead of joining them).
 */
const DECLARATIONS = part === 'js' ? null : mkdtempSync(join(tmpdir(), 'b2b-declarations-'));
process.on('exit', () => DECLARATIONS && rmSync(DECLARATIONS, { recursive: true, force: true }));

function declare() {
  execFileSync(
    process.execPath,
    [
      'node_modules/typescript/bin/tsc',
      ...['-p', 'tsconfig.build.json', '--declaration', '--emitDeclarationOnly', '--rootDir', 'src', '--outDir', DECLARATIONS],
      ...(part === 'types' ? ['--noCheck'] : []),
    ],
    { stdio: 'inherit' },
  );
}

const tsup = () =>
  execFileSync(process.execPath, ['node_modules/tsup/dist/cli-default.js', '--silent'], {
    stdio: 'inherit',
    env: { ...process.env, ...(part ? { B2B_BUILD: part } : {}), ...(DECLARATIONS ? { B2B_DECLARATIONS: DECLARATIONS } : {}) },
  });

if (part !== 'js') declare();
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
  // Last of dist/standalone: every file it compresses is written by now.
  precompress('dist/standalone');
  // custom-elements.json ships with the package (its "customElements" field).
  execFileSync(process.execPath, ['node_modules/@custom-elements-manifest/analyzer/cem.js', 'analyze', '--quiet'], { stdio: 'inherit' });
  printSizes(fileSizes('dist/standalone'));
}
