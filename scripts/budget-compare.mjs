// npm run budgets -- --compare <git ref>: each page's and each chunk's size in
// this build beside the same build of <ref>, with the difference, so a review
// sees growth where it happens (the goals of budgets.config.mjs only say
// whether a page is still within them).
//
// The ref is built in a temporary git worktree that uses this checkout's
// node_modules (an `npm ci` there would take minutes; a ref whose
// package-lock.json differs is said to be built with today's packages). A
// page is the same page for both builds: the tags it carried when it was
// measured here, each bringing the files its build's chunks.json lists for it
// (what the loader fetches), and loader.js. Chunks are paired by name: the
// same file name, else the same name without its content hash (then by kind
// and by the tags that can load them, where a name is not enough). Then the
// modules that changed chunk, from each build's chunk-map.json.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, closeSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { closure, reachable } from './chunk-graph.mjs';
import { fileSizes } from './sizes.mjs';

const git = (args, options = {}) => execFileSync('git', args, { encoding: 'utf8', ...options });

/**
 * Builds `ref` (anything git names a commit by) as `npm run build` would,
 * JavaScript only, in a worktree under the system's temporary folder. Returns
 * its commit, the folder of its standalone build, and remove() to delete the
 * worktree. Throws with the end of the build's output if it fails.
 */
export function buildRef(ref, { log = console.log } = {}) {
  const sha = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).trim();
  const root = mkdtempSync(join(tmpdir(), 'b2b-compare-'));
  const tree = join(root, 'tree');
  const remove = () => {
    try {
      git(['worktree', 'remove', '--force', tree], { stdio: 'ignore' });
    } catch {
      // never added, or already gone
    }
    rmSync(root, { recursive: true, force: true });
  };
  try {
    git(['worktree', 'add', '--detach', '--quiet', tree, sha], { stdio: 'ignore' });
    symlinkSync(resolve('node_modules'), join(tree, 'node_modules'), 'dir');
    if (git(['diff', '--name-only', sha, '--', 'package-lock.json']).trim()) {
      log(`note: ${ref}'s package-lock.json differs from this checkout's; it is built with this checkout's node_modules`);
    }
    const logFile = join(root, 'build.log');
    const out = openSync(logFile, 'w');
    const started = Date.now();
    try {
      // The build's own settings, not this process's (npm test's two-step build).
      const env = { ...process.env };
      delete env.B2B_BUILD;
      delete env.B2B_DECLARATIONS;
      execFileSync(process.execPath, ['scripts/build.mjs', '--no-types'], { cwd: tree, stdio: ['ignore', out, out], env });
    } catch (error) {
      const tail = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
      throw new Error(`building ${ref} (${sha.slice(0, 7)}) failed:\n${tail}`, { cause: error });
    } finally {
      closeSync(out);
    }
    log(`built ${ref} (${sha.slice(0, 7)}) in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return { sha, dir: join(tree, 'dist/standalone'), remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * What the comparison needs of a standalone build in `dir`: each file with its
 * sizes, kind (scripts/sizes.mjs) and the tags that can load it (`users`),
 * each tag's files on load (chunks.json; a build without it: the static
 * imports of the tag's own file), and which modules each file holds
 * (chunk-map.json; null for a build without it).
 */
export function readPicture(dir) {
  const sizes = fileSizes(dir);
  const manifestFile = join(dir, 'chunks.json');
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const tagNames = sizes.filter((s) => s.kind === 'widget').map((s) => s.file.replace(/\.js$/, ''));
  const users = new Map();
  for (const tag of tagNames) for (const f of reachable(dir, `${tag}.js`)) users.set(f, [...(users.get(f) ?? []), tag]);
  return {
    files: sizes.map(({ file, gzip, brotli, kind }) => ({ file, gzip, brotli, kind, users: users.get(file) ?? [] })),
    tags: Object.fromEntries(tagNames.map((tag) => [tag, manifest[tag] ?? [...closure(dir, `${tag}.js`)]])),
    chunkMap: existsSync(join(dir, 'chunk-map.json')) ? JSON.parse(readFileSync(join(dir, 'chunk-map.json'), 'utf8')) : null,
  };
}

/**
 * The modules that are in another file in `cur` than in `ref` (their chunk
 * maps: files by name without the hash), grouped by the file they left and
 * the one they joined, as lines; at most `shown` modules named a group.
 */
export function chunkMoveLines(refName, ref, cur, { shown = 4 } = {}) {
  if (!ref.chunkMap || !cur.chunkMap) return [`No chunk-map.json in ${ref.chunkMap ? 'this' : `${refName}'s`} build: which modules moved is not known`];
  const fileOf = (map) => new Map(Object.entries(map).flatMap(([file, modules]) => modules.map((id) => [id, file])));
  const [before, now] = [fileOf(ref.chunkMap), fileOf(cur.chunkMap)];
  const moves = new Map();
  for (const id of [...new Set([...before.keys(), ...now.keys()])].sort()) {
    const move = `${before.get(id) ?? '—'} → ${now.get(id) ?? '—'}`;
    if (before.get(id) !== now.get(id)) moves.set(move, [...(moves.get(move) ?? []), id]);
  }
  const count = [...moves.values()].reduce((n, ids) => n + ids.length, 0);
  return [
    `Modules in another file than in ${refName} (chunk-map.json; — where a build has no such module): ${count}`,
    ...[...moves].sort(([a], [b]) => (a < b ? -1 : 1)).map(([move, ids]) => `  ${move}: ${ids.slice(0, shown).join(', ')}${ids.length > shown ? ` and ${ids.length - shown} more` : ''}`),
  ];
}

/** The files a page carrying `tagNames` downloads on load in the build `picture`: loader.js, then each tag's. */
export function pageFiles(picture, tagNames) {
  const files = new Set(['loader.js']);
  for (const tag of tagNames) for (const f of picture.tags[tag] ?? []) files.add(f);
  return [...files];
}

function weigh(picture, files) {
  const byName = new Map(picture.files.map((f) => [f.file, f]));
  let gzip = 0;
  let brotli = 0;
  for (const f of files) {
    gzip += byName.get(f)?.gzip ?? 0;
    brotli += byName.get(f)?.brotli ?? 0;
  }
  return { files: files.length, gzip, brotli };
}

/**
 * Each page (`rows`: { page, user, tagNames }, as measured) in the build `ref`
 * and in `cur`: { page, user, ref, cur }, each side { files, gzip, brotli }.
 */
export function comparePages(rows, ref, cur) {
  return rows.map(({ page, user, tagNames }) => ({ page, user, ref: weigh(ref, pageFiles(ref, tagNames)), cur: weigh(cur, pageFiles(cur, tagNames)) }));
}

/** A chunk's name without the content hash Rollup adds (shared-Pagination-blmAyKoL.js: shared-Pagination.js). */
export const withoutHash = (file) => file.replace(/-[\w-]{8}\.js$/, '.js');

/**
 * Pairs the files of two builds, each file at most once: first by the same
 * name, then, of those left, where a key finds exactly one on each side, by
 * name without the hash, that and the kind, that and the tags loading it.
 * Returns { ref, cur } pairs (a side is null for a file only one build has),
 * in the order of `cur`'s files, then those only `ref` has.
 */
export function pairFiles(ref, cur) {
  const keys = [(f) => f.file, (f) => withoutHash(f.file), (f) => `${withoutHash(f.file)} ${f.kind}`, (f) => `${withoutHash(f.file)} ${f.kind} ${f.users.join(',')}`];
  const partner = new Map();
  let left = { ref: ref.files, cur: cur.files };
  for (const key of keys) {
    const group = (files) => {
      const map = new Map();
      for (const f of files) map.set(key(f), [...(map.get(key(f)) ?? []), f]);
      return map;
    };
    const [a, b] = [group(left.ref), group(left.cur)];
    for (const [k, curs] of b) {
      const refs = a.get(k);
      if (refs?.length === 1 && curs.length === 1) partner.set(curs[0], refs[0]);
    }
    const paired = new Set(partner.values());
    left = { ref: left.ref.filter((f) => !paired.has(f)), cur: left.cur.filter((f) => !partner.has(f)) };
  }
  return [...cur.files.map((f) => ({ ref: partner.get(f) ?? null, cur: f })), ...left.ref.map((f) => ({ ref: f, cur: null }))];
}

const KIND_ORDER = ['loader', 'widget', 'shared', 'lazy'];
const num = (n) => n.toLocaleString('en-US');
const signed = (n) => (n > 0 ? `+${num(n)}` : n < 0 ? `-${num(-n)}` : '0');

/**
 * The comparison as lines of text: every page for every user, then every
 * chunk (loader, tags' own files, what tags load with them, what loads on
 * demand), each in `refName`'s build and in this one, gzip bytes and the
 * difference (brotli's too), and a summary of what changed.
 */
export function comparisonLines(refName, pages, pairs) {
  const lines = [];
  const row = (cells, widths) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[0]) : String(c).padStart(widths[i]))).join(' ');
  const pageWidths = [36, 9, 10, 10, 9, 9];
  lines.push(`Each page on load, this build beside ${refName} (gzip bytes; the difference in gzip and brotli)`);
  lines.push(row(['page (user)', 'files', refName.slice(0, 10), 'this', 'gzip', 'brotli'], pageWidths));
  for (const p of pages) {
    const files = p.ref.files === p.cur.files ? String(p.cur.files) : `${p.ref.files}→${p.cur.files}`;
    lines.push(row([`${p.page} (${p.user})`, files, num(p.ref.gzip), num(p.cur.gzip), signed(p.cur.gzip - p.ref.gzip), signed(p.cur.brotli - p.ref.brotli)], pageWidths));
  }
  const chunkWidths = [46, 10, 10, 9, 9];
  const sorted = [...pairs].sort((x, y) => {
    const [a, b] = [x.cur ?? x.ref, y.cur ?? y.ref];
    return KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || withoutHash(a.file).localeCompare(withoutHash(b.file));
  });
  lines.push('', `Each file of the build, this build beside ${refName} (gzip bytes; — where a build has no such file)`);
  lines.push(row(['file (kind)', refName.slice(0, 10), 'this', 'gzip', 'brotli'], chunkWidths));
  for (const { ref, cur } of sorted) {
    const f = cur ?? ref;
    const name = `${cur ? cur.file : `${ref.file} (gone)`} (${f.kind})`;
    const gzip = (cur?.gzip ?? 0) - (ref?.gzip ?? 0);
    const brotli = (cur?.brotli ?? 0) - (ref?.brotli ?? 0);
    lines.push(row([name, ref ? num(ref.gzip) : '—', cur ? num(cur.gzip) : '—', signed(gzip), signed(brotli)], chunkWidths));
  }
  const pagesChanged = pages.filter((p) => p.cur.gzip !== p.ref.gzip || p.cur.files !== p.ref.files);
  const filesChanged = pairs.filter(({ ref, cur }) => !ref || !cur || ref.gzip !== cur.gzip);
  const grew = [...pages].sort((a, b) => b.cur.gzip - b.ref.gzip - (a.cur.gzip - a.ref.gzip))[0];
  lines.push(
    '',
    `${pagesChanged.length} of ${pages.length} pages and ${filesChanged.length} of ${pairs.length} files changed` +
      (grew && grew.cur.gzip > grew.ref.gzip ? `; most growth: ${grew.page} (${grew.user}) ${signed(grew.cur.gzip - grew.ref.gzip)} bytes gzip` : ''),
  );
  return lines;
}
