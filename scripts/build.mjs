// npm run build: the npm build and the standalone build into dist/, then the
// size table of every standalone chunk (gzip and brotli).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { fileSizes, printSizes } from './sizes.mjs';

rmSync('dist', { recursive: true, force: true });
execFileSync(process.execPath, ['node_modules/tsup/dist/cli-default.js', '--silent'], { stdio: 'inherit' });
mkdirSync('dist', { recursive: true });
copyFileSync('src/styles.css', 'dist/styles.css');
copyFileSync('src/styles.css', 'dist/standalone/styles.css');
printSizes(fileSizes('dist/standalone'));
