// Types of scripts/page-chunks.mjs, for vite.standalone.config.ts and its unit test.

/** What a file fewer is worth to a page, in bytes of minified code. */
export const FILE_COST: number;
/** What a shared file's name in the loader costs every page, in the same bytes. */
export const NAME_COST: number;
/** What a byte fetched on demand costs beside one loaded with the page. */
export const ON_DEMAND: number;

/** A page manifest (examples/portal/pages.json). */
export interface PageManifest {
  layouts: Record<string, readonly string[]>;
  pages: Record<string, Record<string, readonly string[]>>;
}

export interface Pages {
  /** "path layout" (or "path layout (who)") -> every tag the page carries, sorted. */
  pages: Record<string, string[]>;
  /** Layout -> the names of its pages. */
  layouts: Record<string, string[]>;
}

export function pagesOf(manifest: PageManifest, tags?: readonly string[]): Pages;
export function readPages(file: string, tags?: readonly string[]): Pages;

export interface ModuleNode {
  /** The modules importing this one statically. */
  importers: readonly string[];
  /** The modules importing it through import(). */
  dynamicImporters?: readonly string[];
  /** Bytes it adds to a chunk (the build: its code minified). */
  size?: number;
}

/** Module id -> chunk name, for the modules some page loads on load. */
export function pageChunks(input: {
  modules: Record<string, ModuleNode>;
  entries: Record<string, string>;
  pages: Record<string, readonly string[]>;
  layouts?: Record<string, readonly string[]>;
  /** Tags whose own code (what no other tag reaches, even on demand) no other tag's files may hold. */
  alone?: readonly string[];
  fileCost?: number;
  nameCost?: number;
  onDemand?: number;
}): Record<string, string>;
