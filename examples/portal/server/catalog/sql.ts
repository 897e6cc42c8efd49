/**
 * The catalogue answered by SQL alone (text order is COLLATE "C", code-point order,
 * whatever the server's default collation): the reference implementation (tests compare
 * the in-memory engine with it) and the engine to use on a PostgreSQL server
 * (CATALOG_ENGINE=sql). On PGlite it is correct but slower (single-threaded WASM).
 */
import type { Queryable } from '../db';
import {
  likeEscape,
  type CatalogEngine,
  type CatalogNode,
  type CatalogRow,
  type FilterQuery,
  type FilterResult,
  type FilterSorting,
  type Flag,
  type Pricing,
  type Product,
  type WishOwner,
} from './types';

const FLAG_COLUMN: Record<Flag, string> = { hit: 'is_hit', novelty: 'is_novelty', spec: 'is_special' };

const ORDER: Record<FilterSorting, string> = {
  articul_asc: 'articul COLLATE "C" ASC, id',
  articul_desc: 'articul COLLATE "C" DESC, id',
  header_asc: 'header COLLATE "C" ASC, id',
  header_desc: 'header COLLATE "C" DESC, id',
  price_asc: 'price ASC, id',
  price_desc: 'price DESC, id',
  price_rrc_asc: 'price_rrc ASC, id',
  price_rrc_desc: 'price_rrc DESC, id',
};

export class SqlCatalog implements CatalogEngine {
  readonly kind = 'sql' as const;

  constructor(private readonly db: Queryable) {}

  async node(id: number): Promise<CatalogRow | null> {
    const rows = await this.db.query<CatalogRow>(
      'SELECT id, parent_id, header, description, path FROM catalog WHERE id = $1',
      [id],
    );
    return rows[0] ?? null;
  }

  children(id: number): Promise<{ id: number; header: string }[]> {
    return this.db.query('SELECT id, header FROM catalog WHERE parent_id = $1 ORDER BY pos, id', [id]);
  }

  async tree(): Promise<CatalogNode[]> {
    const rows = await this.db.query<CatalogRow>('SELECT id, parent_id, header FROM catalog ORDER BY pos, id');
    return buildTree(rows);
  }

  async filter(f: FilterQuery): Promise<FilterResult> {
    const params: unknown[] = [f.pricing.price_coef, f.pricing.rrc_coef];
    const p = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const where = [`p.catalog_id IN (SELECT id FROM catalog WHERE path LIKE ${p(`${likeEscape(f.catalogPath)}%`)})`];
    if (f.origin) where.push(`p.origin = ${p(f.origin)}`);
    if (f.available) {
      where.push(
        `EXISTS (SELECT 1 FROM stocks s WHERE s.item_type = 'products' AND s.item_id = p.id AND s.wms_id = ${p(f.wms)} AND s.quantity > 0)`,
      );
    }
    if (f.filter) where.push(`p.${FLAG_COLUMN[f.filter]}`);
    if (f.tags.length) where.push(`p.tags @> ${p(f.tags)}::text[]`);
    const q = f.query.toLowerCase();
    if (q) {
      const kw = likeEscape(q);
      if (f.searchRange === 'articul') where.push(`lower(p.articul) LIKE ${p(`${kw}%`)}`);
      else if (f.searchRange === 'header') where.push(`lower(p.header) LIKE ${p(`%${kw}%`)}`);
      else where.push(`p.search_text LIKE ${p(`%${kw}%`)}`);
    }
    const brandCond = f.brands.length ? `brand = ANY(${p(f.brands)}::text[])` : 'true';
    const priceConds: string[] = [];
    if (f.minprice !== undefined) priceConds.push(`price >= ${p(f.minprice)}::numeric`);
    if (f.maxprice !== undefined) priceConds.push(`price <= ${p(f.maxprice)}::numeric`);
    const priceCond = priceConds.join(' AND ') || 'true';
    const limit = p(f.perpage);
    const offset = p((f.page - 1) * f.perpage);
    const sql = `
      WITH base AS MATERIALIZED (
        SELECT p.id, p.articul, p.header, p.brand, p.tags,
               money_price(p.base_price, $1::numeric) AS price, money_price(p.rrc_price, $2::numeric) AS price_rrc
          FROM products p
         WHERE ${where.join(' AND ')}
      ),
      sel AS MATERIALIZED (SELECT * FROM base WHERE ${brandCond} AND ${priceCond})
      SELECT
        (SELECT count(*)::int FROM sel) AS total,
        (SELECT min(price)::float8 FROM sel) AS minp,
        (SELECT max(price)::float8 FROM sel) AS maxp,
        (SELECT min(price)::float8 FROM base) AS pricemin,
        (SELECT max(price)::float8 FROM base) AS pricemax,
        (SELECT COALESCE(json_agg(json_build_object('id', b.brand, 'header', b.brand, 'count', b.n) ORDER BY b.brand COLLATE "C"), '[]'::json)
           FROM (SELECT brand, count(*)::int AS n FROM base WHERE ${priceCond} GROUP BY brand) b) AS brands,
        (SELECT COALESCE(json_agg(json_build_object('id', t.tag, 'header', t.tag, 'count', t.n) ORDER BY t.tag COLLATE "C"), '[]'::json)
           FROM (SELECT tag, count(DISTINCT sel.id)::int AS n FROM sel, unnest(sel.tags) AS tag GROUP BY tag) t) AS tags,
        (SELECT COALESCE(array_agg(id ORDER BY rn), '{}') FROM (
           SELECT id, row_number() OVER (ORDER BY ${ORDER[f.sorting]}) AS rn
             FROM sel ORDER BY ${ORDER[f.sorting]} LIMIT ${limit} OFFSET ${offset}) pg) AS ids`;
    const [row] = await this.db.query<{
      total: number;
      minp: number | null;
      maxp: number | null;
      pricemin: number | null;
      pricemax: number | null;
      brands: FilterResult['brands'];
      tags: FilterResult['tags'];
      ids: number[];
    }>(sql, params);
    return {
      ids: row?.ids ?? [],
      total: row?.total ?? 0,
      brands: row?.brands ?? [],
      tags: row?.tags ?? [],
      pricemin: row?.pricemin ?? 0,
      pricemax: row?.pricemax ?? 0,
      minp: row?.minp ?? 0,
      maxp: row?.maxp ?? 0,
    };
  }

  async search(keyword: string, limit: number): Promise<number[]> {
    const kw = likeEscape(keyword.toLowerCase());
    const rows = await this.db.query<{ id: number }>(
      `SELECT id FROM products
        WHERE lower(articul) LIKE $1 OR search_text LIKE $2
        ORDER BY (lower(articul) LIKE $1) DESC, articul COLLATE "C", id
        LIMIT $3`,
      [`${kw}%`, `%${kw}%`, limit],
    );
    return rows.map((r) => r.id);
  }

  async flagged(flag: Flag, catalogPath: string, page: number, perpage: number) {
    const where = `p.${FLAG_COLUMN[flag]} AND p.catalog_id IN (SELECT id FROM catalog WHERE path LIKE $1)`;
    const path = `${likeEscape(catalogPath)}%`;
    const [ids, count] = await Promise.all([
      this.db.query<{ id: number }>(`SELECT p.id FROM products p WHERE ${where} ORDER BY p.id LIMIT $2 OFFSET $3`, [
        path,
        perpage,
        (page - 1) * perpage,
      ]),
      this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p WHERE ${where}`, [path]),
    ]);
    return { ids: ids.map((r) => r.id), total: count[0]?.n ?? 0 };
  }

  async products(ids: number[], pricing: Pricing, user: WishOwner | null): Promise<Product[]> {
    if (!ids.length) return [];
    const rows = await this.db.query<Product>(
      `SELECT p.id, p.articul, p.header, p.title, p.brand, p.tags, p.picture, p.picturetype,
              money_price(p.base_price, $2::numeric)::float8 AS price, money_price(p.rrc_price, $3::numeric)::float8 AS price_rrc,
              EXISTS (SELECT 1 FROM wishes w WHERE w.user_id = $4 AND w.product_id = p.id) AS wish,
              EXISTS (SELECT 1 FROM needs n WHERE n.user_id = $4 AND n.product_id = p.id) AS need,
              COALESCE((SELECT json_agg(json_build_object('wms_id', s.wms_id, 'quantity', s.quantity) ORDER BY s.wms_id)
                          FROM stocks s WHERE s.item_type = 'products' AND s.item_id = p.id), '[]'::json) AS stocks,
              COALESCE((SELECT json_agg(json_build_object(
                          'id', v.id, 'articul', v.articul, 'params', v.params,
                          'price', money_price(v.base_price, $2::numeric), 'price_rrc', money_price(v.rrc_price, $3::numeric),
                          'stocks', COALESCE((SELECT json_agg(json_build_object('wms_id', vs.wms_id, 'quantity', vs.quantity) ORDER BY vs.wms_id)
                                       FROM stocks vs WHERE vs.item_type = 'variants' AND vs.item_id = v.id), '[]'::json)
                        ) ORDER BY v.pos, v.id) FROM variants v WHERE v.product_id = p.id), '[]'::json) AS variants
         FROM products p WHERE p.id = ANY($1::int[])`,
      [ids, pricing.price_coef, pricing.rrc_coef, user?.id ?? 0],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const r = byId.get(id);
      if (!r) return [];
      return [
        {
          id: r.id,
          articul: r.articul,
          header: r.header,
          title: r.title,
          brand: r.brand,
          tags: r.tags,
          picture: r.picture,
          picturetype: r.picturetype,
          price: r.price,
          price_rrc: r.price_rrc,
          wish: r.wish,
          need: r.need,
          stocks: r.stocks,
          variants: r.variants.map((v) => ({ ...v, price: Number(v.price), price_rrc: Number(v.price_rrc) })),
        },
      ];
    });
  }

  async details(id: number) {
    const [row] = await this.db.query<{ description: string; binds: number[] }>(
      `SELECT description,
              COALESCE((SELECT array_agg(bind_id ORDER BY pos) FROM product_binds WHERE product_id = $1), '{}') AS binds
         FROM products WHERE id = $1`,
      [id],
    );
    return row ?? null;
  }

  async exists(type: 'products' | 'variants', id: number): Promise<boolean> {
    const table = type === 'variants' ? 'variants' : 'products';
    return (await this.db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length > 0;
  }
}

export function buildTree(rows: Pick<CatalogRow, 'id' | 'parent_id' | 'header'>[]): CatalogNode[] {
  const nodes = new Map<number, CatalogNode>(rows.map((r) => [r.id, { id: r.id, header: r.header, children: [] }]));
  const roots: CatalogNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parent_id == null ? undefined : nodes.get(r.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
