// Which chunk of the standalone build each module goes to
// (vite.standalone.config.ts), by one rule over the site's pages (the page
// manifest, examples/portal/pages.json). A page loads on load its tags'
// entries and all they import statically, and on demand what an import() on
// the way brings. A module goes to the chunk of the modules every page loads
// the same way as it: `runtime` for what every page loads on load; what no
// page loads on load is left to Rollup (a chunk fetched when asked for).
// Then, while it pays, a chunk joins one that every page loads at least as
// soon (so no page fetches another file): a file fewer is worth FILE_COST
// bytes to each page loading it and NAME_COST to every page (its name in the
// loader); bytes a page gets without using them cost their size (ON_DEMAND of
// it when they come on demand). The runtime takes no merge.
import { readFileSync } from 'node:fs';

/** What a file fewer is worth to a page loading it, in bytes of minified code (about 0.7 kB gzip: headers, imports, a dictionary of its own). */
export const FILE_COST = 2048;
/** What a shared file's name in the loader (every page loads it) costs each page, in the same bytes. */
export const NAME_COST = 48;
/** What a byte fetched on demand costs beside one loaded with the page. */
export const ON_DEMAND = 0.1;

/**
 * The pages of a manifest ({ layouts: { name: tags }, pages: { path: {
 * layout, or "layout (who)": the page's own tags } } }): `pages` { "path
 * layout": every tag it carries, sorted } and `layouts` { name: its pages }.
 * Fails on a layout or a tag it does not know (`tags`: those the build has).
 */
export function pagesOf(manifest, tags) {
  const pages = {};
  const layouts = Object.fromEntries(Object.keys(manifest.layouts ?? {}).map((name) => [name, []]));
  for (const [path, versions] of Object.entries(manifest.pages ?? {}).sort(([a], [b]) => (a < b ? -1 : 1))) {
    for (const [version, own] of Object.entries(versions)) {
      const layout = version.replace(/\s*\(.*\)$/, '');
      if (!layouts[layout]) throw new Error(`page manifest: ${path} "${version}": no layout ${layout} (layouts: ${Object.keys(layouts).join(', ')})`);
      const all = [...new Set([...manifest.layouts[layout], ...own])].sort();
      const unknown = all.filter((tag) => tags && !tags.includes(tag));
      if (unknown.length) throw new Error(`page manifest: ${path} "${version}": no tag ${unknown.join(', ')} in this build`);
      pages[`${path} ${version}`] = all;
      layouts[layout].push(`${path} ${version}`);
    }
  }
  if (!Object.keys(pages).length) throw new Error('page manifest: no pages');
  return { pages, layouts };
}

/** The manifest in `file`, read as pagesOf does. */
export const readPages = (file, tags) => pagesOf(JSON.parse(readFileSync(file, 'utf8')), tags);
const byPath = (a, b) => (a.modules[0] < b.modules[0] ? -1 : 1);

/**
 * `modules`: { id: { importers, dynamicImporters: the ids importing it, size:
 * its bytes } }; `entries`: { tag: its entry module }; `pages` and
 * `layouts` as pagesOf returns them; `alone`: tags whose own code no other
 * tag's files may hold. Returns { id: chunk name } for every module some page
 * loads on load, the same whatever order the ids come in.
 */
export function pageChunks({ modules, entries, pages, layouts = {}, alone = [], fileCost = FILE_COST, nameCost = NAME_COST, onDemand = ON_DEMAND }) {
  const ids = Object.keys(modules).sort();
  // Pages carrying the same tags are one page here (their first by name): they load the same.
  const kindOf = (page) => pages[page].join(' ');
  const pageNames = Object.keys(pages)
    .sort()
    .filter((page, i, all) => all.findIndex((other) => kindOf(other) === kindOf(page)) === i);
  const [imports, fetches] = [new Map(ids.map((id) => [id, []])), new Map(ids.map((id) => [id, []]))];
  for (const id of ids) {
    for (const by of modules[id].importers) imports.get(by)?.push(id);
    for (const by of modules[id].dynamicImporters ?? []) fetches.get(by)?.push(id);
  }
  const walk = (roots, next) => {
    const seen = new Set(roots);
    for (const queue = [...roots]; queue.length; ) for (const dep of next(queue.pop())) if (!seen.has(dep)) queue.push(seen.add(dep) && dep);
    return seen;
  };
  const [statically, anyhow] = [(id) => imports.get(id), (id) => [...imports.get(id), ...fetches.get(id)]];

  // How each page loads each module, a digit per page: 2 on load, 1 on demand, 0 never.
  const how = new Map(ids.map((id) => [id, pageNames.map(() => '0')]));
  pageNames.forEach((page, i) => {
    const roots = pages[page].map((tag) => (modules[entries[tag]] ? entries[tag] : fail(`${page}: no entry module for ${tag}`)));
    for (const id of walk(roots, anyhow)) how.get(id)[i] = '1';
    for (const id of walk(roots, statically)) how.get(id)[i] = '2';
  });
  // A tag kept `alone` keeps its own code (what no other tag reaches, even on demand) in chunks only it loads.
  const reach = alone.length ? Object.keys(entries).sort().map((tag) => [tag, walk(modules[entries[tag]] ? [entries[tag]] : [], anyhow)]) : [];
  const ownerOf = (id, by = reach.filter(([, reached]) => reached.has(id))) => (by.length === 1 && alone.includes(by[0][0]) ? by[0][0] : '');

  const chunks = new Map();
  const chunkOf = new Map();
  for (const id of ids) {
    const digits = how.get(id).join('');
    if (!digits.includes('2')) continue; // no page loads it on load: Rollup's
    const owner = ownerOf(id);
    const key = `${digits} ${owner}`;
    const chunk = chunks.get(key) ?? chunks.set(key, { key, digits, owner, modules: [], size: 0 }).get(key);
    chunk.modules.push(id);
    chunk.size += modules[id].size ?? 0;
    chunkOf.set(id, chunk);
  }
  const runtime = chunks.get(`${'2'.repeat(pageNames.length)} `);
  /** What a page pays for a byte it loads on load (2), on demand (1), not at all (0). */
  const weight = { 2: 1, 1: onDemand, 0: 0 };
  const weigh = (chunk) => [...chunk.digits].reduce((sum, d) => sum + weight[d], 0);
  /** Whether every page loads `a` at least as soon as `b`. */
  const covers = (a, b) => [...b.digits].every((d, i) => a.digits[i] >= d);
  const importedBy = (chunk) => new Set(chunk.modules.flatMap((id) => imports.get(id).map((dep) => chunkOf.get(dep))).filter((c) => c !== chunk));

  // Merge while a merge pays, the one that saves most first: `chunk` joining
  // `host` saves each page loading it a file, and brings its bytes to the
  // pages that load `host` sooner. Its imports must be loaded wherever `host` is.
  for (;;) {
    let best = null;
    const all = [...chunks.values()].sort(byPath);
    for (const chunk of all.filter((c) => c !== runtime)) {
      const deps = [...importedBy(chunk)];
      for (const host of all) {
        if (host === chunk || host === runtime || host.owner !== chunk.owner || !covers(host, chunk) || !deps.every((d) => d === host || covers(d, host))) continue;
        const gain = fileCost * weigh(chunk) + nameCost * pageNames.length - chunk.size * (weigh(host) - weigh(chunk));
        if (gain > 0 && !(best?.gain >= gain)) best = { chunk, host, gain };
      }
    }
    if (!best) break;
    for (const id of best.chunk.modules) chunkOf.set(id, best.host);
    best.host.modules = [...best.host.modules, ...best.chunk.modules].sort();
    best.host.size += best.chunk.size;
    chunks.delete(best.chunk.key);
  }

  // Names: `runtime`; a layout's, for what exactly its pages load on load;
  // else the folder (or package) of its first module outside src/core/.
  const layoutOf = (chunk) => Object.keys(layouts).find((name) => pageNames.every((page, i) => (chunk.digits[i] === '2') === layouts[name].some((p) => kindOf(p) === kindOf(page))));
  const [names, taken] = [new Map(), new Map()];
  for (const chunk of [...chunks.values()].sort(byPath)) {
    const base = chunk === runtime ? 'runtime' : (layoutOf(chunk) ?? folderOf(chunk.modules.find((id) => !/[/\\]src[/\\]core[/\\]/.test(`/${id}`)) ?? chunk.modules[0]));
    const n = (taken.get(base) ?? 0) + 1;
    taken.set(base, n);
    names.set(chunk, n === 1 ? base : `${base}-${n}`);
  }
  return Object.fromEntries(ids.filter((id) => chunkOf.has(id)).map((id) => [id, names.get(chunkOf.get(id))]));
}

/** A module's package (node_modules/<package>/) or the folder it sits in. */
function folderOf(id) {
  const [, pkg] = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id) ?? [];
  return (pkg ?? /([^/\\]+)[/\\][^/\\]+$/.exec(id)?.[1] ?? 'chunk').replace(/[^\w-]/g, '');
}

function fail(message) {
  throw new Error(`page-chunks: ${message}`);
}
