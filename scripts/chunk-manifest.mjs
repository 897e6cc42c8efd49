// The files each tag's code sits in, for the loader: with them it
// fetches a tag's chunks in parallel instead of discovering them one import
// at a time (loader -> b2b-x.js -> shared chunks: three round trips). A tag
// whose code the build merged into a shared chunk (the layout's tags) has an
// entry file that only imports it: the loader skips that file.
//
// Beside it, the chunk map: which modules went into which file, for a
// reviewer to diff between builds (npm run budgets -- --compare prints the
// modules that moved).
import { writeFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { HASHED_CHUNK } from './static-files.mjs';

/** The chunk and every chunk it imports statically, in no particular order. */
function staticClosure(bundle, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of bundle[file]?.imports ?? []) staticClosure(bundle, dep, seen);
  return seen;
}

/** A chunk holding no code of its own: an entry whose module the build put in a shared chunk. */
const isFacade = (chunk) => chunk.moduleIds.length === 0;

/**
 * Servers cache a file for a year when its name looks hashed (HASHED_CHUNK)
 * and only briefly otherwise: an entry named like a hashed chunk would be
 * kept stale after a new build, a hashed chunk the rule missed fetched again
 * for nothing. Fails the build on either.
 */
function checkNames(bundle) {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk') continue;
    const hashed = HASHED_CHUNK.test(chunk.fileName);
    if (chunk.isEntry && hashed) {
      throw new Error(`${chunk.fileName}: an entry keeps its name from build to build, yet HASHED_CHUNK (scripts/static-files.mjs) takes it for hashed: servers would cache it for a year`);
    }
    if (!chunk.isEntry && !hashed) {
      throw new Error(`${chunk.fileName}: a chunk named with its hash that HASHED_CHUNK (scripts/static-files.mjs) misses: servers would ask for it again every few minutes`);
    }
  }
}

/**
 * A module's id as a path from `root`, a package's from node_modules/
 * wherever that is installed (a worktree may use another checkout's): the
 * same tree names the same modules wherever it sits.
 */
export function pathOf(id, root) {
  const slashed = id.replaceAll('\\', '/');
  const at = slashed.indexOf('/node_modules/');
  return at >= 0 ? slashed.slice(at + 1) : isAbsolute(id) ? relative(root, id).replaceAll('\\', '/') : id.replace(/^\0/, '');
}

/** A chunk's file name without the content hash Rollup adds (shared-runtime-BXxs81uh.js: shared-runtime.js). */
const withoutHash = (file) => (HASHED_CHUNK.test(file) ? file.replace(/-[\w-]{8}\.js$/, '.js') : file);

/**
 * { file: its modules } for every file holding code: paths from `root`
 * (pathOf), sorted; files by name without their hash, so a diff between two
 * builds shows modules that moved, not new hashes (a name two files share
 * gets " (2)", " (3)" in the order of their first module).
 */
export function chunkMapOf(chunks, root) {
  const rows = chunks
    .filter((chunk) => chunk.moduleIds.length)
    .map((chunk) => ({ name: withoutHash(chunk.fileName), modules: chunk.moduleIds.map((id) => pathOf(id, root)).sort() }))
    .sort((a, b) => (a.name === b.name ? (a.modules[0] < b.modules[0] ? -1 : 1) : a.name < b.name ? -1 : 1));
  const map = {};
  for (const { name, modules } of rows) {
    let key = name;
    for (let n = 2; key in map; n++) key = `${name} (${n})`;
    map[key] = modules;
  }
  return map;
}

/**
 * A Vite plugin: writes `file` (in the output folder) as { "b2b-x":
 * ["shared-runtime-….js", …] }, and `mapFile` as chunkMapOf says.
 */
export function chunkManifest({ file = 'chunks.json', mapFile = 'chunk-map.json', root = process.cwd() } = {}) {
  return {
    name: 'chunk-manifest',
    apply: 'build',
    writeBundle(options, bundle) {
      checkNames(bundle);
      const manifest = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry || !chunk.name.startsWith('b2b-')) continue; // tags only, not the tiers' empty entries
        const files = [...staticClosure(bundle, chunk.fileName)].filter((f) => !isFacade(bundle[f]));
        manifest[chunk.name] = files.sort();
      }
      writeFileSync(join(options.dir, file), JSON.stringify(manifest, null, 1) + '\n');
      const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk');
      writeFileSync(join(options.dir, mapFile), JSON.stringify(chunkMapOf(chunks, root), null, 1) + '\n');
    },
  };
}
