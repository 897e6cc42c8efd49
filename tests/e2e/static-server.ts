import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8' };

/**
 * A bare static server for pages that are not the portal: the standalone build
 * under /static/b2b/ and the given HTML pages. Unknown /api calls answer 404 JSON.
 */
export async function serveStatic(pages: Record<string, string>): Promise<{ url: string; close(): Promise<void> }> {
  const root = join(process.cwd(), 'dist/standalone');
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/favicon.ico') {
      res.writeHead(204);
      res.end();
      return;
    }
    const page = pages[path];
    if (page !== undefined) {
      res.writeHead(200, { 'content-type': types['.html']! });
      res.end(page);
      return;
    }
    if (path.startsWith('/static/b2b/')) {
      const file = normalize(join(root, path.slice('/static/b2b/'.length)));
      if (file.startsWith(root)) {
        try {
          const body = readFileSync(file);
          res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
          res.end(body);
          return;
        } catch {
          // fall through to 404
        }
      }
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: 'error', message: 'Не найдено' }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
