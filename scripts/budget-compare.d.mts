// Types of scripts/budget-compare.mjs, for its unit test.
export interface PictureFile { file: string; gzip: number; brotli: number; kind: 'loader' | 'widget' | 'shared' | 'lazy'; users: string[] }
/** A standalone build as the comparison sees it: its files, each tag's files on load, and each file's modules (chunk-map.json). */
export interface Picture { files: PictureFile[]; tags: Record<string, string[]>; chunkMap?: Record<string, string[]> | null }
export interface Weight { files: number; gzip: number; brotli: number }
export interface PageComparison { page: string; user: string; ref: Weight; cur: Weight }
export interface FilePair { ref: PictureFile | null; cur: PictureFile | null }

export function buildRef(ref: string, options?: { log?: (line: string) => void }): { sha: string; dir: string; remove(): void };
export function readPicture(dir: string): Picture;
export function pageFiles(picture: Picture, tagNames: string[]): string[];
export function comparePages(rows: { page: string; user: string; tagNames: string[] }[], ref: Picture, cur: Picture): PageComparison[];
export function withoutHash(file: string): string;
export function pairFiles(ref: Picture, cur: Picture): FilePair[];
export function comparisonLines(refName: string, pages: PageComparison[], pairs: FilePair[]): string[];
export function chunkMoveLines(refName: string, ref: Picture, cur: Picture, options?: { shown?: number }): string[];
