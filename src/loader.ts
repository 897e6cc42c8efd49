/**
 * The standalone entry for legacy pages:
 *   <meta name="b2b:api-base" content="/api">
 *   <script type="module" src="/static/b2b/loader.js"></script>
 * It registers nothing heavy: it watches the page for b2b-* tags and imports a
 * tag's chunk (with React and the shared core, once per page) only when the tag
 * first appears. A page without tags downloads only this file.
 */
import { installOpenLinks } from './blocks/element/open-links';
import { startEarly } from './core/api/early';
import { earlyCallsOf } from './early-calls';
import { unpackChunks, type PackedChunks } from './loader-chunks';
import { widgetTags } from './registry';

/**
 * Each tag's files, written into this file by the standalone build
 * (scripts/chunk-manifest.mjs, packed by loader-chunks.ts): fetched together,
 * so a page's scripts take one round trip after the loader, not one per level
 * of imports. Without it (a build that has none) a tag's own file brings the
 * rest through its imports.
 */
declare const __B2B_CHUNKS__: PackedChunks | undefined;
const chunksOf = (tag: string): readonly string[] => {
  const files = typeof __B2B_CHUNKS__ === 'object' ? unpackChunks(__B2B_CHUNKS__, widgetTags, tag) : [];
  return files.length ? files : [`${tag}.js`];
};

const known = new Set<string>(widgetTags);
const requested = new Set<string>();
// Chunks sit beside the loader; resolving against its own URL lets a site
// serve the folder anywhere (/static/b2b/, a CDN path...).
const chunkUrl = (file: string) => new URL(`./${file}`, import.meta.url).href;

function load(tag: string): void {
  if (!known.has(tag) || requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  // A file another tag asked for already is fetched once: the browser keeps one module per URL.
  Promise.all(chunksOf(tag).map((file) => import(/* @vite-ignore */ chunkUrl(file)))).catch((error: unknown) => {
    requested.delete(tag);
    console.error(`b2b-widgets: could not load ${tag}`, error);
  });
}

function scan(root: Element | Document): void {
  if (root instanceof Element && known.has(root.localName)) load(root.localName);
  // :not(:defined) matches only custom elements whose class is not there yet.
  for (const el of root.querySelectorAll(':not(:defined)')) {
    if (known.has(el.localName)) load(el.localName);
  }
}

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

/**
 * On a page the site rendered for a signed-in buyer, the first data of the
 * tags on it is asked for now, while their scripts download (the widgets'
 * API client takes the replies; core/api/early.ts). Built like the client's
 * URLs: `{api-base}/{method}/`.
 */
function startEarlyCalls(): void {
  if (meta('b2b:signed-in') !== 'true' || !requested.size) return;
  const base = (meta('b2b:api-base') || '/api').replace(/\/$/, '');
  for (const call of earlyCallsOf(requested)) startEarly(`${base}/${call}/`);
}

function start(): void {
  installOpenLinks();
  scan(document);
  startEarlyCalls();
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) scan(node);
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}

start();
