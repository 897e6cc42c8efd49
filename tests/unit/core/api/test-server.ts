/**
 * A real HTTP server on 127.0.0.1:0 for the client tests: records every
 * request (method, URL, headers, body) and answers with the route a test set.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** Set when the client went away before we answered. */
  closedEarly: boolean;
}

export type Route = (req: Seen, res: ServerResponse) => void | Promise<void>;

export interface TestServer {
  origin: string;
  seen: Seen[];
  /** Routes by `METHOD /path` (path without the query); unknown routes get 404 JSON. */
  routes: Map<string, Route>;
  close(): Promise<void>;
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

export async function startServer(): Promise<TestServer> {
  const seen: Seen[] = [];
  const routes = new Map<string, Route>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const entry: Seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        closedEarly: false,
      };
      res.on('close', () => {
        if (!res.writableFinished) entry.closedEarly = true;
      });
      seen.push(entry);
      const path = entry.url.split('?')[0] ?? '';
      const route = routes.get(`${entry.method} ${path}`);
      if (!route) {
        json(res, 404, { status: 'error', message: `no route ${entry.method} ${path}` });
        return;
      }
      void route(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    routes,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const delay = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

