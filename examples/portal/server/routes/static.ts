/**
 * Files: the widgets' standalone build at /static/b2b/ (dist/standalone/, plus
 * dist/styles.css as /static/b2b/styles.css), the legacy site's own CSS/JS at
 * /static/, product pictures at /dbpics/{id}.svg and /img/no_photo.gif.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Context, Hono } from 'hono';
import { noPhotoGif, productSvg } from '../images';
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

/** Serves `root/rel` if it is a file inside root; null otherwise. */
async function fileResponse(c: Context, root: string, rel: string): Promise<Response | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rel);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = resolve(root);
  const file = resolve(base, decoded);
  if (file !== base && !file.startsWith(base + sep)) return null;
  try {
    if (!(await stat(file)).isFile()) return null;
    const body = await readFile(file);
    c.header('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    c.header('Cache-Control', 'no-cache');
    return c.body(body);
  } catch {
    return null;
  }
}

const notFoundText = (c: Context) => c.text('Файл не найден', 404);

export function staticRoutes(app: Hono<AppEnv>, { config }: Deps): void {
  const dist = join(config.rootDir, 'dist');
  const own = join(config.rootDir, 'examples/portal/static');

  app.get('/static/b2b/styles.css', async (c) => (await fileResponse(c, dist, 'styles.css')) ?? notFoundText(c));
  // Paths are taken raw from the URL and decoded once, then kept inside their root.
  const rawPath = (c: Context) => new URL(c.req.url).pathname;
  app.get('/static/b2b/*', async (c) => {
    const rel = rawPath(c).slice('/static/b2b/'.length);
    return (await fileResponse(c, join(dist, 'standalone'), rel)) ?? notFoundText(c);
  });
  app.get('/static/:file', async (c) => {
    const rel = rawPath(c).slice('/static/'.length);
    if (rel.includes('/')) return notFoundText(c);
    return (await fileResponse(c, own, rel)) ?? notFoundText(c);
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
