import type { Plugin } from 'vite';

/** Writes `file` in the output folder: each tag's files, for the loader to fetch together. */
export function chunkManifest(options?: { file?: string }): Plugin;
