/**
 * The standalone entry for legacy pages:
 *   <meta name="b2b:api-base" content="/api">
 *   <script type="module" src="/static/b2b/loader.js"></script>
 * It registers nothing heavy: it watches the page for b2b-* tags and imports a
 * tag's chunk (with React and the shared core, once per page) only when the tag
 * first appears. A page without tags downloads only this file.
 */
import { installOpenLinks } from './widgets/open-links';
import { widgetLoaders } from './widgets/registry';

const requested = new Set<string>();

function load(tag: string): void {
  if (requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  widgetLoaders[tag]?.().catch((error: unknown) => {
    requested.delete(tag);
    console.error(`b2b-widgets: could not load ${tag}`, error);
  });
}

function scan(root: Element | Document): void {
  if (root instanceof Element && root.localName in widgetLoaders) load(root.localName);
  // :not(:defined) matches only custom elements whose class is not there yet.
  for (const el of root.querySelectorAll(':not(:defined)')) {
    if (el.localName in widgetLoaders) load(el.localName);
  }
}

function start(): void {
  installOpenLinks();
  scan(document);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) scan(node);
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}

start();
