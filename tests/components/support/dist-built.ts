// Global setup of components-dist: the run tests the npm build, so it needs
// one, and says so plainly instead of failing every import. A build older than
// the sources is tested as it is, with a warning.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestSource(dir: string): { file: string; time: number } {
  let newest = { file: '', time: 0 };
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const found = entry.isDirectory() ? newestSource(path) : { file: path, time: statSync(path).mtimeMs };
    if (found.time > newest.time) newest = found;
  }
  return newest;
}

export default function distBuilt(): void {
  const built = 'dist/internal.js';
  if (!existsSync(built)) {
    throw new Error('components-dist runs the component tests against the npm build: run `npm run build` first.');
  }
  const source = newestSource('src');
  if (source.time > statSync(built).mtimeMs) {
    console.warn(`components-dist: ${source.file} is newer than the build in dist/; \`npm run build\` to test it.`);
  }
}
