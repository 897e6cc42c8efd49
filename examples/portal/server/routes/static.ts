/**
 * Files: the widgets' standalone build at /static/b2b/ (dist/standalone/, its
 * styles.css included), the legacy site's own CSS/JS at /static/, product
 * pictures at /dbpics/{id}.svg and /img/no_photo.gif.
 *
 * The build's chunks named with their content hash are kept by browsers for a
 * year (a new build names a changed chunk anew); the loader, the entries and
 * styles.css keep their names from build to build, so browsers keep them
 * SHORT_MAX_AGE seconds and then ask again with their ETag (scripts/static-files.mjs).
 * The site's own files are asked for each time (no-cache), a 304 when unchanged.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Context, Hono } from 'hono';
import { cacheControlOf, SIBLINGS } from '../../../../scripts/static-files.mjs';
import { chooseEncoding, COMPRESSIBLE_TYPE, compressBody, MIN_COMPRESS_BYTES, type Encoding } from '../compress';
import { noPhotoGif, productSvg } from '../../../../src/testing/pictures';
import type { AppEnv, Deps } from '../types';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.html': 'text/html; charset=utf-8',
};

/** The representations of one file already read: its bytes per encoding, with their entity tags. */
interface Representation {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  encoding?: Encoding;
  /** The file's size and modification time when it was read: a new build replaces the entry. */
  of: string;
}

/** What was read or compressed, by path and encoding. The files are few (the build's ~90, the site's own) and small. */
const representations = new Map<string, Representation>();

const ETAG_SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz' };

async function statFile(path: string) {
  try {
    const s = await stat(path);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

/**
 * The file as sent with `encoding` (or as it is): the build's precompressed
 * sibling when there is one no older than the file, else compressed here once
 * (the site's own CSS and JS, a build without siblings). Each encoding has
 * its own entity tag: the file's digest and the encoding, so a 304 is never
 * given for a body in another encoding than the one the browser holds.
 */
async function representation(file: string, size: number, mtimeMs: number, encoding: Encoding | undefined): Promise<Representation> {
  const key = `${file}\0${encoding ?? 'identity'}`;
  const of = `${size}:${mtimeMs}`;
  const known = representations.get(key);
  if (known?.of === of) return known;
  const raw = await readFile(file);
  const digest = createHash('sha256').update(raw).digest('base64url').slice(0, 27);
  let body: Uint8Array<ArrayBuffer> = raw;
  if (encoding) {
    const sibling = file + SIBLINGS[encoding];
    const siblingStat = await statFile(sibling);
    body = siblingStat && siblingStat.mtimeMs >= mtimeMs ? await readFile(sibling) : await compressBody(raw, encoding);
  }
  const made: Representation = { body, etag: `"${digest}${encoding ? ETAG_SUFFIX[encoding] : ''}"`, encoding, of };
  representations.set(key, made);
  return made;
}

/** If-None-Match against one entity tag (weak comparison, as for a GET: RFC 9110 13.1.2). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** A precompressed sibling's name: its bytes go out for the file it belongs to, never by their own name. */
const isSibling = (path: string) => Object.values(SIBLINGS).some((ext) => path.endsWith(ext));

/**
 * Serves `root/rel` if it is a file inside root; null otherwise. Text (JS, CSS,
 * JSON, HTML) goes brotli or gzip as the request allows (Vary: Accept-Encoding)
 * when it is MIN_COMPRESS_BYTES or more; every file has an ETag and answers
 * 304 to an If-None-Match naming it. `cacheControl`: how long a browser keeps
 * it, by the file's decoded path.
 */
async function fileResponse(c: Context, root: string, rel: string, cacheControl: (path: string) => string): Promise<Response | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rel);
  } catch {
    return null;
  }
  // Checked once decoded: `loader.js%2Ebr` names the sibling as surely as `loader.js.br`.
  if (decoded.includes('\0') || isSibling(decoded)) return null;
  const base = resolve(root);
  const file = resolve(base, decoded);
  if (file !== base && !file.startsWith(base + sep)) return null;
  const found = await statFile(file);
  if (!found) return null;
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const compressible = COMPRESSIBLE_TYPE.test(type) && found.size >= MIN_COMPRESS_BYTES;
  const encoding = compressible ? chooseEncoding(c.req.header('accept-encoding')) : undefined;
  let sent: Representation;
  try {
    sent = await representation(file, found.size, found.mtimeMs, encoding);
  } catch {
    return null;
  }
  c.header('Cache-Control', cacheControl(decoded));
  c.header('ETag', sent.etag);
  if (compressible) c.header('Vary', 'Accept-Encoding');
  if (matches(c.req.header('if-none-match'), sent.etag)) return c.body(null, 304);
  c.header('Content-Type', type);
  if (sent.encoding) c.header('Content-Encoding', sent.encoding);
  return c.body(sent.body);
}

const notFoundText = (c: Context) => c.text('Файл не найден', 404);

export function staticRoutes(app: Hono<AppEnv>, { config }: Deps): void {
  const dist = join(config.rootDir, 'dist');
  const own = join(config.rootDir, 'examples/portal/static');

  // Paths are taken raw from the URL and decoded once, then kept inside their root.
  const rawPath = (c: Context) => new URL(c.req.url).pathname;
  app.get('/static/b2b/*', async (c) => {
    const rel = rawPath(c).slice('/static/b2b/'.length);
    return (await fileResponse(c, join(dist, 'standalone'), rel, cacheControlOf)) ?? notFoundText(c);
  });
  app.get('/static/:file', async (c) => {
    const rel = rawPath(c).slice('/static/'.length);
    if (rel.includes('/')) return notFoundText(c);
    return (await fileResponse(c, own, rel, () => 'no-cache')) ?? notFoundText(c);
  });

  app.get('/dbpics/:file', (c) => {
    const m = /^(\d{1,9})\.svg$/.exec(c.req.param('file'));
    if (!m) return notFoundText(c);
    c.header('Content-Type', 'image/svg+xml');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(productSvg(Number(m[1])));
  });

  app.get('/img/no_photo.gif', (c) => {
    c.header('Content-Type', 'image/gif');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(noPhotoGif());
  });

  app.get('/favicon.ico', (c) => c.body(null, 204));
}
