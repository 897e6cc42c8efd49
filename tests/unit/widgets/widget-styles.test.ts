/// <reference types="vite/client" />
/**
 * Each widget adopts only the CSS of the ui primitives it uses (the whole
 * uiCss would put every primitive's CSS on every page through the runtime).
 * This keeps the lists honest: a primitive reached from a widget's code,
 * through any import, must have its CSS in that widget's styles list.
 */
import { readFileSync, existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { uiCss } from '../../../src/ui/styles';

const root = resolve(__dirname, '../../..');
const IMPORT = /(?:import|export)\s[^'"]*?from\s*'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g;

function resolveFile(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every src file reachable from `file`, statically or through import(). */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const dep = resolveFile(file, m[1] ?? m[2]!);
    // A widget's styles list itself and other widgets' folders aren't its code.
    if (dep && !dep.endsWith('-styles.ts') && !/\/src\/ui\/styles\//.test(dep)) reachable(dep, seen);
  }
  return seen;
}

const widgetCode = import.meta.glob('../../../src/widgets/*/*.{ts,tsx}');
const folderFiles = (folder: string) =>
  Object.keys(widgetCode)
    .filter((f) => f.includes(`/widgets/${folder}/`) && !f.endsWith('-styles.ts'))
    .map((f) => resolve(__dirname, f));

const cssModules = import.meta.glob<Record<string, string>>('../../../src/ui/*/*.css.ts', { eager: true });
// A primitive's sheet is <folder>/<folder>.css.ts; another sheet there belongs to a part
// that adopts it itself when it loads (date-picker/calendar.css.ts, adopted by Calendar).
const cssOf = (folder: string) => {
  const mod = Object.entries(cssModules).find(([path]) => path.endsWith(`/src/ui/${folder}/${folder}.css.ts`))?.[1];
  return mod ? Object.values(mod).find((v) => typeof v === 'string') : undefined;
};
const styleModules = import.meta.glob<Record<string, readonly string[]>>('../../../src/widgets/*/*-styles.ts', { eager: true });

describe('widget styles', () => {
  for (const [path, mod] of Object.entries(styleModules)) {
    const folder = /widgets\/([^/]+)\//.exec(path)![1]!;
    // repeat/ exports a builder (repeatStyles) that orders and drafts call: checked through them
    if (!Object.values(mod).some(Array.isArray)) continue;
    it(`${folder} adopts the CSS of every ui primitive it uses`, () => {
      const list = Object.values(mod).find(Array.isArray) as readonly string[];
      const element = join(root, 'src/widgets', folder, 'element.ts');
      // A shared folder without a tag (product-list/ of favorites and needs): all its code.
      const roots = existsSync(element) ? [element] : folderFiles(folder);
      const files = new Set<string>();
      for (const f of roots) reachable(f, files);
      const used = new Set([...files].map((f) => /\/src\/ui\/([^/]+)\//.exec(f)?.[1]).filter((x): x is string => !!x));
      const missing = [...used].filter((p) => {
        const css = cssOf(p);
        return css !== undefined && !list.includes(css) && !list.some((s) => s.length > css.length && s.includes(css));
      });
      expect(missing, `CSS missing from ${folder}'s styles`).toEqual([]);
      expect(list, `${folder} lists the whole uiCss`).not.toContain(uiCss);
    });
  }
});
