/**
 * What the price list and the upload read from the catalogue: every orderable
 * item (a product without variants, or a variant with its own articul) with
 * its base prices and its stock per warehouse. Loaded once per catalogue
 * version (catalog_version, bumped by every change to products, variants,
 * stocks or sections: sql/003) and priced per contract in memory, so a price
 * list of the whole catalogue or a 5,000-line upload costs one tiny query.
 */
import { priceKopecks, toRoubles } from '../../../../src/core/rules/money';
import type { ItemType } from '../basket/lines';
import type { Pricing } from '../catalog/types';
import type { Queryable } from '../db';
import { codeIndex, type CodeIndex } from './match';

export interface PriceRow {
  type: ItemType;
  id: number;
  product_id: number;
  articul: string;
  header: string;
  /** Variant parameters joined: 'Цвет: белый, 60 Вт'; '' for products. */
  params: string;
  brand: string;
  /** Base prices in kopecks. */
  base: number;
  rrc: number;
  catalog_id: number;
  section: string;
  path: string;
}

export interface CatalogSnapshot {
  version: number;
  /** In section order, by name inside a section. */
  rows: PriceRow[];
  /** `${type}:${id}` -> warehouse id -> free stock. */
  stocks: Map<string, Map<number, number>>;
  index: CodeIndex;
}

/** The one pricing rule (src/core/rules/money.ts; SQL money_price), as the catalogue prices. */
const priced = (baseKopecks: number, coef: number) => toRoubles(priceKopecks(baseKopecks, Number(coef)));

export function priceOf(row: PriceRow, pricing: Pricing): { price: number; price_rrc: number } {
  return { price: priced(row.base, pricing.price_coef), price_rrc: priced(row.rrc, pricing.rrc_coef) };
}

export const stockKey = (row: Pick<PriceRow, 'type' | 'id'>) => `${row.type}:${row.id}`;

async function load(db: Queryable, version: number): Promise<CatalogSnapshot> {
  const [raw, parents, [stockText]] = await Promise.all([
    db.query<Omit<PriceRow, 'params'> & { params: { header: string }[] | null }>(
      `SELECT CASE WHEN v.id IS NULL THEN 'products' ELSE 'variants' END AS type,
              COALESCE(v.id, p.id) AS id, p.id AS product_id,
              COALESCE(v.articul, p.articul) AS articul, p.header, v.params, p.brand,
              round(COALESCE(v.base_price, p.base_price) * 100)::int AS base,
              round(COALESCE(v.rrc_price, p.rrc_price) * 100)::int AS rrc,
              c.id AS catalog_id, c.header AS section, c.path
         FROM products p
         JOIN catalog c ON c.id = p.catalog_id
         LEFT JOIN variants v ON v.product_id = p.id
        ORDER BY c.path, p.header, p.id, v.pos, v.id`,
    ),
    db.query<{ id: number; articul: string }>(
      'SELECT id, articul FROM products p WHERE EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id)',
    ),
    // One text instead of ~20,000 rows: the embedded database hands rows over slowly.
    db.query<{ s: string | null }>(
      `SELECT string_agg(item_type || ':' || item_id || ':' || wms_id || ':' || quantity, ',') AS s FROM stocks WHERE quantity > 0`,
    ),
  ]);
  const rows: PriceRow[] = raw.map((r) => ({ ...r, params: (r.params ?? []).map((x) => x.header).join(', ') }));
  const stocks = new Map<string, Map<number, number>>();
  for (const entry of stockText?.s?.split(',') ?? []) {
    const [type, id, wms, qnt] = entry.split(':');
    const key = `${type}:${id}`;
    let m = stocks.get(key);
    if (!m) stocks.set(key, (m = new Map()));
    m.set(Number(wms), Number(qnt));
  }
  return { version, rows, stocks, index: codeIndex(rows, parents) };
}

const snapshots = new WeakMap<Queryable, Promise<CatalogSnapshot>>();

/** The catalogue as of now: reloaded only when catalog_version moved. */
export async function catalogSnapshot(db: Queryable): Promise<CatalogSnapshot> {
  const [row] = await db.query<{ version: number }>('SELECT version FROM catalog_version WHERE id = 1');
  const version = Number(row?.version ?? 0);
  const cached = snapshots.get(db);
  if (cached) {
    const snap = await cached.catch(() => null);
    if (snap && snap.version === version) return snap;
  }
  const loading = load(db, version);
  snapshots.set(db, loading);
  loading.catch(() => snapshots.delete(db));
  return loading;
}

/** Rows under any of the section `paths`. */
export function rowsUnder(rows: readonly PriceRow[], paths: readonly string[]): PriceRow[] {
  return rows.filter((r) => paths.some((p) => r.path.startsWith(p)));
}
