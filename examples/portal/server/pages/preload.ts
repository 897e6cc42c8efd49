/**
 * `<link rel="modulepreload">` for the widget files a page needs, so the
 * browser fetches them while it reads the HTML instead of after the loader
 * has run and scanned the page: on a slow line that is one round trip and
 * the loader's own download saved before the first widget can draw.
 *
 * The build's chunks.json (scripts/chunk-manifest.mjs) lists each tag's
 * files; the loader fetches the same URLs, so the preloaded modules are the
 * ones it uses. A page's tags are read from its own markup, so a page that
 * gains a tag preloads its files with no list to keep in step. Without a
 * build (no chunks.json) pages simply carry no preload links.
 */
import { readFileSync, statSync } from 'node:fs';

/** Where the loader and its chunks are served from (pages/layout.ts loads /static/b2b/loader.js). */
const WIDGETS_URL = '/static/b2b/';
const TAG = /<(b2b-[a-z0-9-]+)[\s>/]/g;

type Chunks = Record<string, readonly string[]>;

export interface Preload {
  /** The page with preload links for its tags' files inserted after the loader's script. */
  (page: string): string;
}

/** `chunksFile`: the build's chunks.json; re-read when a new build replaces it. */
export function createPreload(chunksFile: string): Preload {
  let read: { stamp: string; chunks: Chunks } | null = null;

  function chunks(): Chunks {
    let stamp: string;
    try {
      const s = statSync(chunksFile);
      stamp = `${s.size}:${s.mtimeMs}`;
    } catch {
      return {};
    }
    if (read?.stamp !== stamp) read = { stamp, chunks: JSON.parse(readFileSync(chunksFile, 'utf8')) as Chunks };
    return read.chunks;
  }

  return (page) => {
    const byTag = chunks();
    // How many of the page's tags need each file.
    const files = new Map<string, number>();
    for (const tag of new Set([...page.matchAll(TAG)].map((m) => m[1]!))) {
      for (const file of byTag[tag] ?? []) files.set(file, (files.get(file) ?? 0) + 1);
    }
    if (!files.size) return page;
    // After the loader: a browser opens few connections at once, and the
    // loader is the file that defines the tags and opens the dialogs' links.
    const loaderScript = `<script type="module" src="${WIDGETS_URL}loader.js"></script>\n`;
    const at = page.indexOf(loaderScript);
    if (at < 0) return page;
    const after = at + loaderScript.length;
    // The files most tags wait for first (the runtime every tag needs): the
    // browser fetches a few at a time, and a file shared by every tag that
    // came last held back all of them.
    const links = [...files]
      .sort(([a, m], [b, n]) => n - m || (a < b ? -1 : 1))
      .map(([file]) => `<link rel="modulepreload" href="${WIDGETS_URL}${file}">\n`)
      .join('');
    return page.slice(0, after) + links + page.slice(after);
  };
}
