/**
 * The seeded data directory every portal test file (and e2e's portal) starts
 * from: the first start seeds it (keyed by a hash of the schema and seed
 * sources, kept in the OS temp dir); each later start copies it, so a start
 * costs an open instead of initdb + migrations + seeding.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startPortal } from '../../examples/portal/server/app';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** What the seeded data depends on: a change makes a new template. */
const SOURCES = ['examples/portal/sql', 'examples/portal/server/seed', 'examples/portal/server/catalog/roots.ts'];
/** What a template seeded at a chosen instant also depends on: the clock it was seeded on. */
const AT_SOURCES = ['tests/portal/clock.ts', 'tests/portal/seed-at.ts'];

/** beforeAll time for a start: building the template runs initdb + seeding, slow on a busy machine. */
export const START_TIMEOUT = 180_000;

function sourceHash(sources: string[]): string {
  const hash = createHash('sha1');
  const add = (path: string) => {
    const full = join(ROOT, path);
    if (full.endsWith('.ts') || full.endsWith('.sql')) {
      hash.update(path).update(readFileSync(full));
      return;
    }
    for (const name of readdirSync(full).sort()) add(join(path, name));
  };
  sources.forEach(add);
  return hash.digest('hex').slice(0, 12);
}

/**
 * Every start copies the template: after its clean shutdown, PostgreSQL
 * needs only the first (lowest) WAL segment, the one its last checkpoint is
 * in; the others are empty segments made ready for later writes, 32 of the
 * 91 MB each test file copied. A portal that writes more makes new ones.
 */
function dropSpareWal(dataDir: string): void {
  const wal = join(dataDir, 'pg_wal');
  const segments = readdirSync(wal).filter((name) => /^[0-9A-F]{24}$/.test(name)).sort();
  for (const spare of segments.slice(1)) rmSync(join(wal, spare));
}

/**
 * A seeded data directory to copy (built once per source version). `at`:
 * seeded as if it were that instant (tests/portal/clock.ts), in a process of
 * its own, kept beside the usual one.
 */
export async function seededTemplate(at?: Date): Promise<string> {
  const prefix = at ? 'b2b-portal-seeded-at-' : 'b2b-portal-template-';
  const key = at ? `${sourceHash([...SOURCES, ...AT_SOURCES])}-${at.getTime()}` : sourceHash(SOURCES);
  const dir = join(tmpdir(), `${prefix}${key}`);
  if (existsSync(join(dir, 'PG_VERSION'))) return dir;
  const building = mkdtempSync(join(tmpdir(), 'b2b-portal-building-'));
  try {
    if (at) {
      await promisify(execFile)(process.execPath, ['--import', 'tsx', join(ROOT, 'tests/portal/seed-at.ts'), building, at.toISOString()], {
        cwd: ROOT,
        timeout: START_TIMEOUT,
      });
    } else {
      const portal = await startPortal({ port: 0, dataDir: building });
      await portal.close();
    }
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    throw error;
  }
  dropSpareWal(building);
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
