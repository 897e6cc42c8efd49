import type { Db } from '../db';
import { MemoryCatalog } from './memory';
import { SqlCatalog } from './sql';
import type { CatalogEngine } from './types';

export type CatalogEngineKind = 'memory' | 'sql';

/**
 * The catalogue engine: 'memory' (default, an index refreshed from the DB) or 'sql'.
 * On a server the memory index checks the catalogue version on every call (other
 * processes change the same database) and reloads from one REPEATABLE READ snapshot.
 */
export async function createCatalog(db: Db, kind: CatalogEngineKind = 'memory'): Promise<CatalogEngine> {
  if (kind === 'sql') return new SqlCatalog(db);
  const engine =
    db.kind === 'postgres'
      ? new MemoryCatalog(db, {
          checkMs: 0,
          snapshot: (read) =>
            db.transaction(async (tx) => {
              await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
              return read(tx);
            }),
        })
      : new MemoryCatalog(db);
  await engine.warm();
  return engine;
}
