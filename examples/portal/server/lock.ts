/**
 * One process per PGlite data directory: two would corrupt it. A `portal.pid` file
 * in DATA_DIR holds the owner's pid; a stale one (dead pid) is taken over.
 * PGlite only: on a server (DATABASE_URL) several processes share the database, and
 * what must not run twice at once takes a database lock (Db.lock(), row locks).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws a clear error; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'portal.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
        throw new Error(`DATA_DIR ${dataDir} is in use by process ${pid}: stop it or choose another DATA_DIR.`);
      }
      if (pid === process.pid) {
        throw new Error(`DATA_DIR ${dataDir} is already open in this process.`);
      }
      rmSync(file, { force: true }); // stale
    }
  }
  throw new Error(`could not lock DATA_DIR ${dataDir}`);
}
