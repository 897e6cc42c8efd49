import type { Queryable } from '../db';
import { MemoryCatalog } from './memory';
import { SqlCatalog } from './sql';
import type { CatalogEngine } from './types';

export type CatalogEngineKind = 'memory' | 'sql';

/** The catalogue engine: 'memory' (default, an index refreshed from the DB) or 'sql'. */
export async function createCatalog(db: Queryable, kind: CatalogEngineKind = 'memory'): Promise<CatalogEngine> {
  if (kind === 'sql') return new SqlCatalog(db);
  const engine = new MemoryCatalog(db);
  await engine.warm();
  return engine;
}
