// Sizes of the standalone build's files, gzip and brotli, as the browser downloads them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export function fileSizes(dir) {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((file) => {
      const buf = readFileSync(join(dir, file));
      return {
        file,
        raw: statSync(join(dir, file)).size,
        gzip: gzipSync(buf, { level: 9 }).length,
        brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
        kind: file === 'loader.js' ? 'loader' : file.startsWith('shared-') ? 'shared' : 'widget',
      };
    })
    .sort((a, b) => (a.kind === b.kind ? a.file.localeCompare(b.file) : a.kind.localeCompare(b.kind)));
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

export function printSizes(rows) {
  const order = { loader: 0, shared: 1, widget: 2 };
  rows = [...rows].sort((a, b) => order[a.kind] - order[b.kind] || a.file.localeCompare(b.file));
  const lines = [['file', 'kind', 'raw', 'gzip', 'brotli'], ...rows.map((r) => [r.file, r.kind, kb(r.raw), kb(r.gzip), kb(r.brotli)])];
  const widths = lines[0].map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  for (const l of lines) console.log(l.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '));
  const shared = rows.filter((r) => r.kind === 'shared').reduce((s, r) => s + r.gzip, 0);
  console.log(`shared runtime (all shared-* chunks): ${kb(shared)} gzip`);
}
