/**
 * Our addition (docs/api.md): the admin's view of what visitors sent, the
 * stored callback and registration requests, newest first. The legacy site
 * had an admin panel for them; here it lets demos and the e2e tests see that
 * a request really reached the database. The uploaded file's bytes stay in
 * the database: only its name, type and size are listed (visitors/requests.ts).
 */
import type { Hono } from 'hono';
import { requireAdmin } from '../session';
import type { AppEnv, Deps } from '../types';
import { latestVisitorRequests } from '../visitors/requests';
import { api } from './api';

const LIMIT = 50;

export function visitorRoutes(app: Hono<AppEnv>, { db }: Deps): void {
  api(app, ['GET'], 'visitorRequests', async (c) => {
    requireAdmin(c);
    return latestVisitorRequests(db, LIMIT);
  });
}
