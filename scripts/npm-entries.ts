// The npm build's entry points, shared by tsup.config.ts (what to build) and
// vitest.config.ts (where each public specifier lives in src/ and in dist/).
import { existsSync, readdirSync } from 'node:fs';

/** Widget folders that define a tag: src/widgets/<name>/element.ts. */
export const widgetNames = readdirSync('src/widgets', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`src/widgets/${d.name}/element.ts`))
  .map((d) => d.name)
  .sort();

/**
 * dist/<key>.js <- source. Every key but `internal` is in package.json
 * "exports"; `internal` (src/internal.ts) is built beside them only so the
 * components-dist tests reach the built copy of the page state.
 */
export const npmEntries: Record<string, string> = {
  index: 'src/index.ts',
  elements: 'src/elements.ts',
  internal: 'src/internal.ts',
};
for (const name of widgetNames) {
  npmEntries[`${name}/index`] = `src/widgets/${name}/index.ts`;
  npmEntries[`${name}/element`] = `src/widgets/${name}/element.ts`;
}
