// globalSetup of the portal-pg project: a throwaway PostgreSQL server for the run
// (scripts/pg-server.mjs), with one database migrated and seeded by the portal
// itself; each test file then gets a copy of it (CREATE DATABASE ... TEMPLATE,
// tests/portal/helpers.ts), a fraction of a second instead of a seed.
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startPortal } from '../../examples/portal/server/app';
import { startPgServer } from '../../scripts/pg-server.mjs';

export interface PgTestServer {
  /** The server's `postgres` database (superuser): for CREATE/DROP DATABASE. */
  adminUrl: string;
  /** The seeded database every test file's database is copied from. */
  template: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgServer: PgTestServer;
  }
}

export const TEMPLATE = 'b2b_portal_template';

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  const server = await startPgServer({ log: (line) => console.info(`portal-pg: ${line}`) });
  try {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${TEMPLATE}`);
    await admin.end();
    const portal = await startPortal({ port: 0, databaseUrl: databaseUrl(server.url, TEMPLATE) });
    console.info(`portal-pg: template database seeded in ${portal.seedMillis} ms`);
    await portal.close();
  } catch (error) {
    server.stop();
    throw error;
  }
  project.provide('pgServer', { adminUrl: server.url, template: TEMPLATE });
  return () => server.stop();
}
