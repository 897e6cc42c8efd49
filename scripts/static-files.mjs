// How the standalone build's files are served: which of them may be cached
// for good, and their precompressed siblings. One rule for the build (which
// writes the siblings and checks Rollup's names against the rule), the
// reference portal (examples/portal/server/routes/static.ts), the size table
// and the budgets (scripts/sizes.mjs: the bytes a server sends are the
// siblings' bytes), and the README's advice to a site serving /static/b2b/.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A chunk Rollup named with a hash of its content (vite.standalone.config.ts
 * chunkFileNames 'shared-[name]-[hash].js', 8 characters of base64url): a new
 * build that changes it gives it a new name, so a browser may keep it for a
 * year without asking. The entries (loader.js, b2b-<tag>.js, the tiers'
 * shared-<tier>.js) keep their names from build to build: they are
 * revalidated after a short while instead. The build fails if a name of its
 * output disagrees with this rule (scripts/chunk-manifest.mjs).
 */
export const HASHED_CHUNK = /^shared-[\w.-]+-[\w-]{8}\.js$/;

/** Seconds a browser keeps what is not hashed (the loader, the entries, styles.css) before it asks again. */
export const SHORT_MAX_AGE = 300;

/** Cache-Control of a file of the standalone build, by its name. */
export const cacheControlOf = (file) => (HASHED_CHUNK.test(file) ? 'public, max-age=31536000, immutable' : `public, max-age=${SHORT_MAX_AGE}`);

/** The files compressed ahead of time (text; the rest of dist/standalone is JSON no page loads). */
export const PRECOMPRESSED = /\.(?:js|css)$/;

/** The siblings written beside each such file, by Content-Encoding. */
export const SIBLINGS = { br: '.br', gzip: '.gz' };

/**
 * A file's bodies as sent with each encoding: the highest levels (a file is
 * compressed once, at build time, and sent many times).
 */
export function compressBodies(buf) {
  return {
    gzip: gzipSync(buf, { level: 9 }),
    brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each .js and .css of `dir`, for a
 * server to send as they are (nginx gzip_static / brotli_static, the portal).
 * Returns each file with its three sizes.
 */
export function precompress(dir) {
  return readdirSync(dir)
    .filter((file) => PRECOMPRESSED.test(file))
    .map((file) => {
      const buf = readFileSync(join(dir, file));
      const { gzip, brotli } = compressBodies(buf);
      writeFileSync(join(dir, file + SIBLINGS.gzip), gzip);
      writeFileSync(join(dir, file + SIBLINGS.br), brotli);
      return { file, raw: buf.length, gzip: gzip.length, brotli: brotli.length };
    });
}
