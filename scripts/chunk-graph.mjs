// The static import graph of the standalone build: which files a tag's chunk
// pulls in (its closure) and what it may fetch later (import()). Used by the
// size budgets, the size table and the bench table; what a page really
// downloads is measured in the browser (scripts/page-js.mjs).
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

const DYNAMIC_IMPORT = /\bimport\(\s*["'](\.\/[^"']+)["']\s*\)/g;

/**
 * Every file `file` may ever load: its static closure plus, transitively, what
 * its import() calls fetch on demand (a widget's lazily loaded library, e.g.
 * DOMPurify only when a product popup opens).
 */
export function reachable(dir, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(dir, file), 'utf8');
  for (const dep of staticImports(dir, file)) reachable(dir, dep, seen);
  for (const m of code.matchAll(DYNAMIC_IMPORT)) reachable(dir, m[1].replace(/^\.\//, ''), seen);
  return seen;
}
