/**
 * The price list file (getPriceList): the orderable goods under the
 * chosen catalogue sections, priced for a contract, as a real .xlsx kept for its
 * owner only at a per-user address (another user's session gets 404 there).
 */
import { randomBytes } from 'node:crypto';
import { priceListFileName } from '../../../../src/core/format';
import { warehouses, type ContractRow } from '../access';
import type { CatalogEngine } from '../catalog/types';
import { CATALOG_ROOT_ID } from '../catalog/roots';
import type { Db, Queryable } from '../db';
import { msg, priceMsg } from '../messages';
import { HttpError } from '../validate';
import { catalogSnapshot, rowsUnder, stockKey, type PriceRow } from './items';
import { priceWorkbook } from './workbook';

/** Files older than this are deleted when their owner makes a new one. */
const KEEP_FILES_MS = 24 * 3600_000;

/** The per-user address of a made file. */
export const priceFilePath = (userId: number, token: string, file: string) => `/files/u${userId}/price/${token}/${file}`;

/** The catalogue paths a price list covers: the whole catalogue (`all`), else the sections `ids` (400 for none, 404 for one that does not exist). */
export async function catalogPaths(catalog: CatalogEngine, ids: number[], all: boolean): Promise<string[]> {
  if (all) return [(await catalog.node(CATALOG_ROOT_ID))!.path];
  if (ids.length === 0) throw new HttpError(400, priceMsg.noCategories);
  const paths: string[] = [];
  for (const id of ids) {
    const node = await catalog.node(id);
    if (!node) throw new HttpError(404, msg.catalogNotFound);
    paths.push(node.path);
  }
  return paths;
}

/**
 * Makes the user's price list of the goods under `paths` (only those in stock
 * somewhere when `inStockOnly`), priced for `contract`, and keeps it for them
 * (dropping their files older than a day): its address, name and row count.
 */
export async function makePriceList(db: Db, userId: number, contract: ContractRow, paths: string[], inStockOnly: boolean) {
  const [snap, list] = await Promise.all([catalogSnapshot(db), warehouses(db)]);
  const rows = rowsUnder(snap.rows, paths);
  const inStock = (r: PriceRow) => [...(snap.stocks.get(stockKey(r))?.values() ?? [])].some((n) => n > 0);
  const chosen = inStockOnly ? rows.filter(inStock) : rows;
  const file = priceListFileName();
  const data = await priceWorkbook({ rows: chosen, warehouses: list, stocks: snap.stocks, pricing: contract, title: `${contract.header}, ${file}` });
  const token = randomBytes(16).toString('hex');
  await db.transaction(async (tx) => {
    await tx.query(`DELETE FROM price_files WHERE user_id = $1 AND created_at < $2`, [userId, new Date(Date.now() - KEEP_FILES_MS).toISOString()]);
    await tx.query('INSERT INTO price_files (token, user_id, file_name, data) VALUES ($1, $2, $3, $4)', [
      token,
      userId,
      file,
      // A Buffer: node-postgres sends only Buffers as bytea (PGlite takes any Uint8Array).
      data,
    ]);
  });
  return { link: priceFilePath(userId, token, file), file, rows: chosen.length };
}

/** The user's kept file `token`, or null (another user's token is as if it did not exist). */
export async function priceFileOf(db: Queryable, userId: number, token: string): Promise<{ file_name: string; data: Uint8Array } | null> {
  const [row] = await db.query<{ file_name: string; data: Uint8Array }>('SELECT file_name, data FROM price_files WHERE token = $1 AND user_id = $2', [
    token,
    userId,
  ]);
  return row ?? null;
}
