import type { Plugin } from 'vite';

/** Writes `file` in the output folder: each tag's files, for the loader to fetch together; and `mapFile`: each file's modules. */
export function chunkManifest(options?: { file?: string; mapFile?: string; root?: string }): Plugin;
/** { file name without its hash: the paths of its modules relative to `root`, sorted } for every file holding code. */
export function chunkMapOf(chunks: readonly { fileName: string; moduleIds: readonly string[] }[], root: string): Record<string, string[]>;
/** A module's id as a path from `root` (a package's from node_modules/, wherever that is installed). */
export function pathOf(id: string, root: string): string;
