/**
 * Our addition (docs/api.md): the admin's view of what visitors sent, the
 * stored callback and registration requests, newest first. The legacy site
 * had an admin panel for them; here it lets demos and the e2e tests see that
 * a request really reached the database. The uploaded file's bytes stay in
 * the database: only its name, type and size are listed.
 */
import type { Hono } from 'hono';
import { requireAdmin } from '../session';
import type { AppEnv, Deps } from '../types';
import { api } from './api';

const LIMIT = 50;

export function visitorRoutes(app: Hono<AppEnv>, { db }: Deps): void {
  api(app, ['GET'], 'visitorRequests', async (c) => {
    requireAdmin(c);
    const callbacks = await db.query(
      `SELECT id, user_id, phone, firstname, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at
         FROM callback_requests ORDER BY id DESC LIMIT ${LIMIT}`,
    );
    const registrations = await db.query(
      `SELECT id, kind, surname, name, patronymic, phone, email, company, inn, city, region, region_other,
              file_name, file_type, file_size,
              to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at
         FROM registration_requests ORDER BY id DESC LIMIT ${LIMIT}`,
    );
    return { callbacks, registrations };
  });
}
