// What each module adds to the shared runtime chunk, printed by `npm run build`,
// so the next growth shows where it happens, not only as a bigger
// total. A module's figure is its rendered code minified and gzipped alone, so
// the column adds up to more than the chunk (gzip shares words across
// modules); the ranking is what matters.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { transform } from 'esbuild';

/** `node_modules/<pkg>` or the source folder (src/core/api, src/ui/...) a module belongs to. */
function moduleGroup(id) {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (pkg) return pkg[1];
  const src = /\/(src\/.+)\/[^/]+$/.exec(clean);
  return src ? src[1] : clean;
}

async function minifiedGzip(code) {
  if (!code.trim()) return { min: 0, gz: 0 };
  const out = await transform(code, { loader: 'js', minify: true, format: 'esm', target: 'es2022', legalComments: 'none' }).catch(() => ({ code }));
  return { min: out.code.length, gz: gzipSync(out.code, { level: 9 }).length };
}

/** A Vite plugin: the runtime chunk's modules and folders, largest first; `file` gets the JSON. */
export function moduleTable({ chunk = /^shared-runtime-/, file, top = 25 } = {}) {
  return {
    name: 'module-table',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const target = Object.values(bundle).find((c) => c.type === 'chunk' && chunk.test(c.fileName));
      if (!target) return;
      const rows = [];
      for (const [id, mod] of Object.entries(target.modules)) {
        rows.push({ id: id.replace(process.cwd() + '/', ''), group: moduleGroup(id), ...(await minifiedGzip(mod.code ?? '')) });
      }
      rows.sort((a, b) => b.gz - a.gz);
      const groups = new Map();
      for (const r of rows) {
        const g = groups.get(r.group) ?? { group: r.group, modules: 0, gz: 0 };
        g.modules += 1;
        g.gz += r.gz;
        groups.set(r.group, g);
      }
      const byGroup = [...groups.values()].sort((a, b) => b.gz - a.gz);
      if (file) mkdirSync(dirname(file), { recursive: true });
      if (file) writeFileSync(file, JSON.stringify({ chunk: target.fileName, modules: rows, groups: byGroup }, null, 1));
      const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
      const total = rows.reduce((s, r) => s + r.gz, 0);
      console.log(`\n${target.fileName}: ${rows.length} modules, ${kb(total)} gzip counted one by one`);
      console.log('by folder (gzip, modules):');
      for (const g of byGroup.slice(0, top)) console.log(`  ${kb(g.gz).padStart(8)}  ${String(g.modules).padStart(3)}  ${g.group}`);
      console.log('largest modules (gzip):');
      for (const r of rows.slice(0, top)) console.log(`  ${kb(r.gz).padStart(8)}  ${r.id}`);
    },
  };
}
