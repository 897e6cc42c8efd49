// Types of scripts/static-files.mjs, for the portal's static route and the tests.
export const HASHED_CHUNK: RegExp;
export const SHORT_MAX_AGE: number;
export function cacheControlOf(file: string): string;
export const PRECOMPRESSED: RegExp;
export const SIBLINGS: { br: '.br'; gzip: '.gz' };
export function compressBodies(buf: Uint8Array): { gzip: Buffer; brotli: Buffer };
export function precompress(dir: string): { file: string; raw: number; gzip: number; brotli: number }[];
