/**
 * Seeds an empty database once, in one transaction, deterministically (seeded PRNG):
 * the catalogue, accounts and history. Returns the time taken, or null if it was seeded.
 */
import type { Db } from '../db';
import { seedAccountPlaces } from './account-places';
import { seedAccounts } from './accounts';
import { seedBasket } from './basket';
import { seedForms } from './forms';
import { seedHistory } from './history';
import { seedOrderHistory } from './orders';
import { seedPayments } from './payments';
import { seedCatalog } from './products';
import { Rng } from './rng';

export const SEED_VERSION = 1;
const SEED = 20240601;

/** What seeding cost: wall time, and this process's CPU time (PGlite's work included; a server's is its own). */
export interface SeedCost {
  millis: number;
  cpuMillis: number;
}

export async function seedIfEmpty(db: Db): Promise<SeedCost | null> {
  const done = await db.query('SELECT 1 FROM seed_info LIMIT 1');
  if (done.length) return null;
  const started = performance.now();
  const cpu = process.cpuUsage();
  await db.transaction(async (tx) => {
    const rng = new Rng(SEED);
    const products = await seedCatalog(tx, rng);
    await seedAccounts(tx);
    await seedAccountPlaces(tx);
    await seedForms(tx);
    await seedOrderHistory(tx, products);
    await seedPayments(tx);
    await seedHistory(tx, rng, products);
    await seedBasket(tx, products);
    await tx.query('INSERT INTO seed_info (version, millis) VALUES ($1, $2)', [
      SEED_VERSION,
      Math.round(performance.now() - started),
    ]);
  });
  // Fresh statistics so the planner picks the indexes from the first request on; the
  // visibility map lets index-only scans (the order history's count) skip the table.
  await db.exec('VACUUM ANALYZE');
  const used = process.cpuUsage(cpu);
  return { millis: Math.round(performance.now() - started), cpuMillis: Math.round((used.user + used.system) / 1000) };
}
