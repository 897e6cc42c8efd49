// The standalone build's chunker (scripts/page-chunks.mjs) on a made-up site,
// then on the real module graph: what goes where and why, and the same
// answer whatever order the modules come in.
import { readdirSync } from 'node:fs';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { chunkMapOf, pathOf } from '../../../scripts/chunk-manifest.mjs';
import { FILE_COST, pageChunks, pagesOf, readPages, type ModuleNode, type PageManifest } from '../../../scripts/page-chunks.mjs';
import { preactCompatEsbuild } from '../../../scripts/runtime.mjs';

/**
 * A site: a visitor's pages carry the basket counter and the login; a
 * signed-in buyer's add the chat; /cart/ has the basket, /orders/ and
 * /drafts/ their lists.
 */
const manifest: PageManifest = {
  layouts: { visitor: ['b2b-counter', 'b2b-login'], cabinet: ['b2b-chat', 'b2b-counter'] },
  pages: {
    '/': { visitor: [], cabinet: [] },
    '/cart/': { visitor: [], cabinet: ['b2b-basket'] },
    '/orders/': { cabinet: ['b2b-orders'] },
    '/drafts/': { cabinet: ['b2b-drafts'] },
  },
};
const tags = ['b2b-basket', 'b2b-chat', 'b2b-counter', 'b2b-drafts', 'b2b-login', 'b2b-orders'];
const entries = Object.fromEntries(tags.map((tag) => [tag, `${tag.slice(4)}/element.ts`]));

/** Module -> what it imports statically, and through import(). */
function site({ pager = 100, orders = 7000 } = {}): Record<string, ModuleNode> {
  const graph: Record<string, { imports?: string[]; fetches?: string[]; size?: number }> = {
    'preact.js': { size: 20_000 },
    'session.ts': { imports: ['preact.js'] },
    'counter/element.ts': { imports: ['preact.js', 'session.ts'] },
    'login/element.ts': { imports: ['preact.js'], fetches: ['login/LoginDialog.tsx'] },
    'login/LoginDialog.tsx': { imports: ['ui/modal.ts', 'ui/field.ts'] },
    'ui/modal.ts': { imports: ['preact.js'], size: 3000 },
    'ui/field.ts': { imports: ['preact.js'] },
    'chat/element.ts': { imports: ['preact.js', 'chat/store.ts'] },
    'chat/store.ts': { imports: ['session.ts'], size: 5000 },
    'basket/element.ts': { imports: ['ui/table.ts', 'ui/modal.ts', 'basket/Basket.tsx'], fetches: ['ui/calendar.ts'] },
    'basket/Basket.tsx': { imports: ['preact.js'], size: 30_000 },
    'ui/calendar.ts': { imports: ['preact.js'], size: 30_000 },
    'ui/table.ts': { imports: ['preact.js'], size: 8000 },
    'ui/pager.ts': { imports: ['preact.js'], size: pager },
    'orders/element.ts': { imports: ['ui/table.ts', 'ui/pager.ts'], fetches: ['orders/export.ts'], size: orders },
    'orders/export.ts': { size: 40_000 },
    'drafts/element.ts': { imports: ['ui/table.ts', 'ui/pager.ts'], size: 7000 },
  };
  const modules: Record<string, ModuleNode> = {};
  for (const [id, { size = 1000 }] of Object.entries(graph)) modules[id] = { importers: [], dynamicImporters: [], size };
  for (const [id, { imports = [], fetches = [] }] of Object.entries(graph)) {
    for (const dep of imports) (modules[dep]!.importers as string[]).push(id);
    for (const dep of fetches) (modules[dep]!.dynamicImporters as string[]).push(id);
  }
  return modules;
}

const chunk = (modules = site(), options: { fileCost?: number; alone?: string[] } = {}, pagesFile = manifest) => pageChunks({ modules, entries, ...pagesOf(pagesFile, tags), ...options });

/** The chunks as { name: its modules }. */
function byChunk(map: Record<string, string>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [id, name] of Object.entries(map)) (out[name] ??= []).push(id);
  return out;
}

/**
 * What the build must keep: code some page loads on load has a chunk, and a
 * chunk's static imports are chunks every page loading it loads too (so
 * nothing in the runtime imports another chunk, and a page's files are those
 * its tags' modules are in).
 */
function checkImports(modules: Record<string, ModuleNode>, map: Record<string, string>, site: { entries: Record<string, string>; pages: Record<string, string[]> }) {
  const imports = new Map<string, string[]>(Object.keys(modules).map((id) => [id, []]));
  for (const [id, { importers }] of Object.entries(modules)) for (const by of importers) imports.get(by)!.push(id);
  const problems: string[] = [];
  for (const [page, pageTags] of Object.entries(site.pages)) {
    const loaded = new Set(pageTags.map((tag) => site.entries[tag]!));
    for (const queue = [...loaded]; queue.length; ) for (const dep of imports.get(queue.pop()!)!) if (!loaded.has(dep)) queue.push(loaded.add(dep) && dep);
    const files = new Set([...loaded].map((id) => map[id]));
    if (files.has(undefined)) problems.push(`${page} loads a module with no chunk`);
    // Every module of each of its files is in no file the page does not load.
    for (const [id, name] of Object.entries(map)) if (files.has(name)) for (const dep of imports.get(id)!) if (map[dep] && !files.has(map[dep])) problems.push(`${page}: ${name} imports ${map[dep]}, which it does not load`);
  }
  for (const [id, name] of Object.entries(map)) if (name === 'runtime') for (const dep of imports.get(id)!) if (map[dep] !== 'runtime') problems.push(`the runtime imports ${dep} (${map[dep]})`);
  return problems;
}

describe('page manifest', () => {
  it("gives each page version every tag it carries: its layout's and its own", () => {
    const { pages, layouts } = pagesOf(manifest, tags);
    expect(pages['/cart/ cabinet']).toEqual(['b2b-basket', 'b2b-chat', 'b2b-counter']);
    expect(pages['/cart/ visitor']).toEqual(['b2b-counter', 'b2b-login']);
    expect(Object.keys(pages)).toHaveLength(6);
    expect(layouts.cabinet).toEqual(['/ cabinet', '/cart/ cabinet', '/drafts/ cabinet', '/orders/ cabinet']);
    // A version some users get is named after its layout.
    expect(pagesOf({ layouts: { cabinet: ['b2b-chat'] }, pages: { '/account/': { 'cabinet (owner)': ['b2b-managers'] } } }).pages).toEqual({
      '/account/ cabinet (owner)': ['b2b-chat', 'b2b-managers'],
    });
  });

  it('refuses a tag the build has not and a layout the manifest has not', () => {
    expect(() => pagesOf({ ...manifest, pages: { '/': { cabinet: ['b2b-nope'] } } }, tags)).toThrow(/no tag b2b-nope/);
    expect(() => pagesOf({ ...manifest, pages: { '/': { admin: [] } } }, tags)).toThrow(/no layout admin/);
    expect(() => pagesOf({ layouts: {}, pages: {} })).toThrow(/no pages/);
  });

  it("the portal's manifest names only tags the build has", () => {
    const built = readdirSync('src/widgets').map((name) => `b2b-${name}`);
    expect(() => readPages('examples/portal/pages.json', built)).not.toThrow();
  });
});

describe('page chunks', () => {
  it('puts what every page loads on load in the runtime, and nothing else', () => {
    expect(byChunk(chunk()).runtime).toEqual(['counter/element.ts', 'preact.js', 'session.ts']);
  });

  it("gives what exactly a layout's pages load the layout's name", () => {
    const chunks = byChunk(chunk());
    expect(chunks.cabinet).toEqual(['chat/element.ts', 'chat/store.ts']);
    expect(chunks.visitor).toEqual(['login/element.ts']);
  });

  it('leaves code only import() reaches to Rollup: the calendar, the login dialog and its field', () => {
    const map = chunk();
    expect(map['ui/calendar.ts']).toBeUndefined();
    expect(map['login/LoginDialog.tsx']).toBeUndefined();
    expect(map['ui/field.ts']).toBeUndefined();
  });

  it("keeps what a visitor's dialog fetches out of what the visitor loads: the modal the cart loads on load is a chunk of its own", () => {
    const map = chunk();
    expect(byChunk(map)[map['ui/modal.ts']!]).toEqual(['ui/modal.ts']);
    // Named after its folder; the table's chunk, the next by path, is ui-2.
    expect([map['ui/modal.ts'], map['ui/table.ts']]).toEqual(['ui', 'ui-2']);
  });

  it('a small chunk joins one loaded wherever it is: the pager rides with the table (a file fewer on /orders/ and /drafts/, 100 bytes more on /cart/)', () => {
    const map = chunk();
    expect(map['ui/pager.ts']).toBe(map['ui/table.ts']);
    expect(byChunk(map)[map['ui/table.ts']!]).toEqual(['ui/pager.ts', 'ui/table.ts']);
  });

  it('a chunk stays apart when its bytes on other pages cost more than the files it saves', () => {
    // 10 kB more on /cart/ against a file fewer on two pages.
    const map = chunk(site({ pager: 10_000 }));
    expect(map['ui/pager.ts']).not.toBe(map['ui/table.ts']);
    expect(byChunk(map)[map['ui/pager.ts']!]).toEqual(['ui/pager.ts']);
    // With files dearer, it joins.
    const dear = chunk(site({ pager: 10_000 }), { fileCost: 10 * FILE_COST });
    expect(dear['ui/pager.ts']).toBe(dear['ui/table.ts']);
  });

  it("keeps a page's own code with its tag: the basket's, each list's", () => {
    const map = chunk();
    expect(map['basket/Basket.tsx']).toBe(map['basket/element.ts']);
    expect(map['orders/element.ts']).not.toBe(map['drafts/element.ts']);
  });

  it("keeps a tag's own code apart when asked (a heavy library's import() in it): no other tag's file holds it", () => {
    // Small enough to ride with the lists' table...
    const small = site({ orders: 300 });
    expect(chunk(small)['orders/element.ts']).toBe(chunk(small)['ui/table.ts']);
    // ...unless the orders' tag is alone: then /drafts/ loads no file that can fetch its export.
    const map = chunk(small, { alone: ['b2b-orders'] });
    expect(byChunk(map)[map['orders/element.ts']!]).toEqual(['orders/element.ts']);
    expect(map['orders/export.ts']).toBeUndefined();
  });

  it('counts pages carrying the same tags once: another page like / changes nothing', () => {
    const more = { ...manifest, pages: { ...manifest.pages, '/help/': { visitor: [], cabinet: [] } } };
    expect(chunk(site(), {}, more)).toEqual(chunk());
  });

  it('imports only chunks loaded wherever the importer is; the runtime imports nothing else', () => {
    const { pages } = pagesOf(manifest, tags);
    expect(checkImports(site(), chunk(), { entries, pages })).toEqual([]);
    expect(checkImports(site({ pager: 10_000 }), chunk(site({ pager: 10_000 })), { entries, pages })).toEqual([]);
  });

  it('answers the same, names included, whatever order the modules and their importers come in', () => {
    const modules = site();
    const shuffled = Object.fromEntries(
      shuffle(Object.entries(modules), 7).map(([id, m]) => [id, { ...m, importers: shuffle([...m.importers], 3), dynamicImporters: shuffle([...(m.dynamicImporters ?? [])], 5) }]),
    );
    expect(JSON.stringify(chunk(shuffled))).toBe(JSON.stringify(chunk(modules)));
  });

  it('refuses a page whose tag has no entry module', () => {
    expect(() => pageChunks({ modules: site(), entries: { ...entries, 'b2b-chat': 'missing.ts' }, ...pagesOf(manifest, tags) })).toThrow(/no entry module for b2b-chat/);
  });
});

describe('the real module graph', () => {
  it('chunks the same whatever order the modules come in, and keeps every import loaded wherever its importer is', async () => {
    // The widgets' graph as esbuild resolves it (the build's is Rollup's: the same files, the same imports).
    const names = readdirSync('src/widgets').filter((name) => !name.startsWith('.'));
    const { metafile } = await build({
      entryPoints: names.map((name) => `src/widgets/${name}/element.ts`),
      bundle: true,
      splitting: true,
      format: 'esm',
      write: false,
      metafile: true,
      outdir: 'unused',
      logLevel: 'silent',
      plugins: [preactCompatEsbuild()],
    });
    const modules: Record<string, ModuleNode> = {};
    for (const [id, input] of Object.entries(metafile.inputs)) modules[id] = { importers: [], dynamicImporters: [], size: input.bytes };
    for (const [id, input] of Object.entries(metafile.inputs)) {
      for (const { path, kind } of input.imports) (modules[path]![kind === 'dynamic-import' ? 'dynamicImporters' : 'importers'] as string[]).push(id);
    }
    const realEntries = Object.fromEntries(names.map((name) => [`b2b-${name}`, `src/widgets/${name}/element.ts`]));
    const pages = readPages('examples/portal/pages.json', Object.keys(realEntries));
    const once = pageChunks({ modules, entries: realEntries, ...pages });

    for (const seed of [1, 2, 3]) {
      const shuffled = Object.fromEntries(shuffle(Object.entries(modules), seed).map(([id, m]) => [id, { ...m, importers: shuffle([...m.importers], seed) }]));
      expect(JSON.stringify(pageChunks({ modules: shuffled, entries: realEntries, ...pages }))).toBe(JSON.stringify(once));
    }
    expect(checkImports(modules, once, { entries: realEntries, pages: pages.pages })).toEqual([]);
    expect(byChunk(once).runtime).toContain('node_modules/preact/dist/preact.mjs');
    expect(Object.values(once)).toContain('cabinet');
  }, 60_000);
});

describe('chunk map', () => {
  it('names a module by its path from the repository, a package from node_modules/ wherever it is installed', () => {
    expect(pathOf('/repo/src/ui/modal.ts', '/repo')).toBe('src/ui/modal.ts');
    // A worktree (npm run budgets -- --compare) uses this checkout's node_modules.
    expect(pathOf('/elsewhere/node_modules/preact/dist/preact.mjs', '/tmp/tree')).toBe('node_modules/preact/dist/preact.mjs');
    expect(pathOf('\0vite/preload-helper', '/repo')).toBe('vite/preload-helper');
  });

  it("lists each file's modules by path from the root, files without their hash", () => {
    const map = chunkMapOf(
      [
        { fileName: 'shared-runtime-AbCdEfGh.js', moduleIds: ['/repo/src/z.ts', '/repo/node_modules/preact/dist/preact.mjs', '\0vite/preload-helper'] },
        { fileName: 'b2b-chat.js', moduleIds: [] },
        { fileName: 'shared-index-AAAAAAAA.js', moduleIds: ['/repo/node_modules/b/index.js'] },
        { fileName: 'shared-index-BBBBBBBB.js', moduleIds: ['/repo/node_modules/a/index.js'] },
      ],
      '/repo',
    );
    expect(map).toEqual({
      'shared-index.js': ['node_modules/a/index.js'],
      'shared-index.js (2)': ['node_modules/b/index.js'],
      'shared-runtime.js': ['node_modules/preact/dist/preact.mjs', 'src/z.ts', 'vite/preload-helper'],
    });
  });
});

/** The items in an order that depends on `seed` only. */
function shuffle<T>(items: T[], seed: number): T[] {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
