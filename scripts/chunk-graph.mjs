// The static import graph of the standalone build: which files a tag's chunk
// pulls in (its closure). Used by the size budgets and the bench table.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["'](\.\/[^"']+)["']/g;

export function staticImports(dir, file) {
  const code = readFileSync(join(dir, file), 'utf8');
  return [...code.matchAll(STATIC_IMPORT)].map((m) => m[1].replace(/^\.\//, ''));
}

/** Every file loaded, statically, when `file` is imported. */
export function closure(dir, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of staticImports(dir, file)) closure(dir, dep, seen);
  return seen;
}
