/**
 * The seeded data directory every portal test file (and e2e's portal) starts
 * from: the first start seeds it (keyed by a hash of the schema and seed
 * sources, kept in the OS temp dir); each later start copies it, so a start
 * costs an open instead of initdb + migrations + seeding.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPortal } from '../../examples/portal/server/app';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** What the seeded data depends on: a change makes a new template. */
const SOURCES = ['examples/portal/sql', 'examples/portal/server/seed', 'examples/portal/server/catalog/roots.ts'];

/** beforeAll time for a start: building the template runs initdb + seeding, slow on a busy machine. */
export const START_TIMEOUT = 180_000;

function sourceHash(): string {
  const hash = createHash('sha1');
  const add = (path: string) => {
    const full = join(ROOT, path);
    if (full.endsWith('.ts') || full.endsWith('.sql')) {
      hash.update(path).update(readFileSync(full));
      return;
    }
    for (const name of readdirSync(full).sort()) add(join(path, name));
  };
  SOURCES.forEach(add);
  return hash.digest('hex').slice(0, 12);
}

/** A seeded data directory to copy (built once per source version). */
export async function seededTemplate(): Promise<string> {
  const prefix = 'b2b-portal-template-';
  const dir = join(tmpdir(), `${prefix}${sourceHash()}`);
  if (existsSync(join(dir, 'PG_VERSION'))) return dir;
  const building = mkdtempSync(join(tmpdir(), 'b2b-portal-building-'));
  const portal = await startPortal({ port: 0, dataDir: building });
  await portal.close();
  try {
    renameSync(building, dir);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another run made it first
  }
  for (const name of readdirSync(tmpdir())) {
    if (name.startsWith(prefix) && join(tmpdir(), name) !== dir) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
  return dir;
}

