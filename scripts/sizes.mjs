// Sizes of the standalone build's files, gzip and brotli, as the browser downloads them.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { closure } from './chunk-graph.mjs';
import { compressBodies, SIBLINGS } from './static-files.mjs';

/**
 * Sizes already computed, by the body's digest: the page sweeps receive the
 * same few dozen scripts on every page they load, and brotli at quality 11
 * costs ~1.2 ms per kB (e2e compressed each of them again per page: ~20 CPU s).
 */
const known = new Map();

/** A body's size as sent with each encoding (highest levels, as the build precompresses static files). */
export function compressedSizes(buf) {
  const digest = createHash('sha1').update(buf).digest('base64');
  let sizes = known.get(digest);
  if (!sizes) {
    const { gzip, brotli } = compressBodies(buf);
    sizes = { gzip: gzip.length, brotli: brotli.length };
    known.set(digest, sizes);
  }
  return sizes;
}

/**
 * A file's sizes as sent: its precompressed siblings' (the build writes them,
 * scripts/static-files.mjs, and a server sends those very bytes) when both are
 * there and not older than the file, else compressed here the same way.
 */
function sentSizes(path) {
  const gz = path + SIBLINGS.gzip;
  const br = path + SIBLINGS.br;
  if (existsSync(gz) && existsSync(br)) {
    const made = statSync(path).mtimeMs;
    const [gzStat, brStat] = [statSync(gz), statSync(br)];
    if (gzStat.mtimeMs >= made && brStat.mtimeMs >= made) return { gzip: gzStat.size, brotli: brStat.size };
  }
  return compressedSizes(readFileSync(path));
}

/**
 * Each .js file with its sizes and kind: the loader, a tag's chunk (widget),
 * a chunk tags import (shared), or one only import() fetches (lazy: the
 * calendar, IMask...).
 */
export function fileSizes(dir) {
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  const loadedWithTags = new Set(files.filter((f) => f.startsWith('b2b-')).flatMap((f) => [...closure(dir, f)]));
  return files
    .map((file) => ({
      file,
      raw: statSync(join(dir, file)).size,
      ...sentSizes(join(dir, file)),
      kind: file === 'loader.js' ? 'loader' : file.startsWith('b2b-') ? 'widget' : loadedWithTags.has(file) ? 'shared' : 'lazy',
    }))
    .sort((a, b) => (a.kind === b.kind ? a.file.localeCompare(b.file) : a.kind.localeCompare(b.kind)));
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

export function printSizes(rows) {
  const order = { loader: 0, shared: 1, widget: 2, lazy: 3 };
  rows = [...rows].sort((a, b) => order[a.kind] - order[b.kind] || a.file.localeCompare(b.file));
  const lines = [['file', 'kind', 'raw', 'gzip', 'brotli'], ...rows.map((r) => [r.file, r.kind, kb(r.raw), kb(r.gzip), kb(r.brotli)])];
  const widths = lines[0].map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  for (const l of lines) console.log(l.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '));
  const shared = rows.filter((r) => r.kind === 'shared').reduce((s, r) => s + r.gzip, 0);
  const lazy = rows.filter((r) => r.kind === 'lazy').reduce((s, r) => s + r.gzip, 0);
  console.log(`shared by the tags: ${kb(shared)} gzip; on demand (import()): ${kb(lazy)} gzip`);
}
