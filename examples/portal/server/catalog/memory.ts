/**
 * The catalogue from an in-memory index of the database's catalogue tables.
 *
 * Why: PGlite is PostgreSQL compiled to WASM running on the server's one JS thread;
 * a filter over 5,000 products costs it ~10-20 ms of CPU, so 8 concurrent users queue
 * up to p95 ~250 ms. Scanning the same rows in JS takes well under a millisecond.
 *
 * Fresh: triggers bump `catalog_version.version` on every change to products,
 * variants, catalog or binds (sql/003_catalog_version.sql), and its `stock_version`
 * on every change to stocks, logging the items touched (sql/006_stock_changes.sql),
 * whichever process or tool makes it. The engine reads both (one tiny query) at
 * most every `checkMs`, or on the next call after invalidate() (code of this
 * process that writes catalogue tables calls it); it reloads the index when the
 * version moved, and re-reads the stock of the logged items when only the stock
 * version did (one small query, where a reload takes 0.5-1.5 s on a busy machine).
 * On PGlite (one process) that is CHECK_MS: the query costs the one JS thread. On a
 * server (several processes, each with its index) createCatalog() passes 0: every
 * call reads the version, one primary-key read mostly on the server's CPU, so
 * a request that starts after another process's commit always answers with it.
 * (LISTEN/NOTIFY would save that read but not be exact: the notification arrives
 * some time after the commit, and a reply in between would be stale.)
 * Results are identical to SqlCatalog's (tests/portal/catalog-engine.test.ts).
 */
import { coefUnits, priceByUnits, toKopecks } from '../../../../src/core/rules/money';
import type { Queryable } from '../db';
import { buildTree } from './sql';
import type {
  CatalogEngine,
  CatalogNode,
  CatalogRow,
  FacetCount,
  FilterQuery,
  FilterResult,
  FilterSorting,
  Flag,
  Pricing,
  Product,
  Stock,
  WishOwner,
} from './types';

interface VariantItem {
  id: number;
  articul: string;
  params: { header: string }[];
  base: number; // cents
  rrc: number; // cents
  stocks: Stock[];
}

interface Item {
  id: number;
  articul: string;
  articulLower: string;
  header: string;
  headerLower: string;
  search: string;
  brand: string;
  tags: string[];
  path: string;
  origin: string;
  base: number; // cents
  rrc: number; // cents
  hit: boolean;
  novelty: boolean;
  spec: boolean;
  title: string;
  picture: number | null;
  picturetype: string | null;
  description: string;
  stocks: Stock[];
  /** Free stock by warehouse id. */
  stockByWms: number[];
  variants: VariantItem[];
  binds: number[];
  headerRank: number;
  articulRank: number;
}

interface Index {
  version: number;
  /** The stock version the items' stocks are of (refreshStocks() moves it). */
  stockVersion: number;
  items: Item[]; // by id
  byId: Map<number, Item>;
  variantById: Map<number, VariantItem>;
  catalog: Map<number, CatalogRow & { pos: number }>;
  catalogRows: (CatalogRow & { pos: number })[]; // pos, id order
  /** Items of a catalogue subtree by its path, filled on first use. */
  under: Map<string, Item[]>;
  /** The same in the order of a sorting ('path|sorting'), filled on first use. */
  sorted: Map<string, Item[]>;
}

const cents = toKopecks;
const coef4 = coefUnits;
/** The one pricing rule (src/core/rules/money.ts; SQL money_price): round(base * coef, 2), in kopecks. */
const priced = priceByUnits;
/** Code-point order, as PostgreSQL's "C" collation. */
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function denseRanks(items: Item[], key: (i: Item) => string): Map<Item, number> {
  const sorted = [...items].sort((a, b) => cmp(key(a), key(b)));
  const ranks = new Map<Item, number>();
  let rank = 0;
  sorted.forEach((item, i) => {
    if (i > 0 && key(sorted[i - 1]!) !== key(item)) rank++;
    ranks.set(item, rank);
  });
  return ranks;
}

/** How long a version check stays valid by default (changes made outside this engine show up after this). */
export const CHECK_MS = 250;

export interface MemoryCatalogOptions {
  /** How long a version check stays valid: CHECK_MS by default, 0 to check on every call. */
  checkMs?: number;
  /**
   * Runs the reload's reads in one transaction (a server: the pool would spread them
   * over several connections, each with its own snapshot). Default: on `db` itself.
   */
  snapshot?: <T>(read: (q: Queryable) => Promise<T>) => Promise<T>;
}

export class MemoryCatalog implements CatalogEngine {
  readonly kind = 'memory' as const;
  private index: Index | null = null;
  private loading: Promise<Index> | null = null;
  private checking: Promise<Index> | null = null;
  private checkedAt = -Infinity;

  private readonly checkMs: number;
  private readonly snapshot: NonNullable<MemoryCatalogOptions['snapshot']>;

  constructor(
    private readonly db: Queryable,
    opts: MemoryCatalogOptions = {},
  ) {
    this.checkMs = opts.checkMs ?? CHECK_MS;
    this.snapshot = opts.snapshot ?? ((read) => read(db));
  }

  /** Loads the index now (at startup), so the first request does not pay for it. */
  async warm(): Promise<void> {
    await this.current();
  }

  /** The next call re-reads the version (call after writing catalogue tables). */
  invalidate(): void {
    this.checkedAt = -Infinity;
  }

  private async current(): Promise<Index> {
    if (this.index && performance.now() - this.checkedAt < this.checkMs) return this.index;
    this.checking ??= (async () => {
      const started = performance.now();
      try {
        const [row] = await this.db.query<{ version: number; stock_version: number }>(VERSION_SQL);
        const index = this.index;
        if (index && index.version === (row?.version ?? 0)) {
          if (index.stockVersion !== (row?.stock_version ?? 0)) await this.snapshot((db) => refreshStocks(db, index));
          return index;
        }
        this.loading ??= this.load().finally(() => (this.loading = null));
        this.index = await this.loading;
        return this.index;
      } finally {
        this.checkedAt = started;
        this.checking = null;
      }
    })();
    return this.checking;
  }

  private load(): Promise<Index> {
    return this.snapshot((db) => this.read(db));
  }

  private async read(db: Queryable): Promise<Index> {
    // Read the versions first: a change during loading makes the next call reload.
    const [v] = await db.query<{ version: number; stock_version: number }>(VERSION_SQL);
    // One after another: on a server they share one connection (one snapshot, see snapshot()).
    const products = await db.query<{
      id: number;
      articul: string;
      articul_lower: string;
      header: string;
      header_lower: string;
      search_text: string;
      brand: string;
      tags: string[];
      catalog_id: number;
      origin: string;
      base_price: number;
      rrc_price: number;
      is_hit: boolean;
      is_novelty: boolean;
      is_special: boolean;
      title: string;
      picture: number | null;
      picturetype: string | null;
      description: string;
    }>(
      `SELECT id, articul, lower(articul) AS articul_lower, header, lower(header) AS header_lower, search_text,
              brand, tags, catalog_id, origin, base_price, rrc_price, is_hit, is_novelty, is_special,
              title, picture, picturetype, description
         FROM products ORDER BY id`,
    );
    const variants = await db.query<{ id: number; product_id: number; articul: string; params: { header: string }[]; base_price: number; rrc_price: number }>(
      'SELECT id, product_id, articul, params, base_price, rrc_price FROM variants ORDER BY product_id, pos, id',
    );
    const stockOf = await readStocks(db);
    const catalogRows = await db.query<CatalogRow & { pos: number }>(
      'SELECT id, parent_id, header, description, path, pos FROM catalog ORDER BY pos, id',
    );
    const binds = await db.query<{ product_id: number; bind_id: number }>(
      'SELECT product_id, bind_id FROM product_binds ORDER BY product_id, pos',
    );
    const catalog = new Map(catalogRows.map((r) => [r.id, r]));
    const variantsOf = new Map<number, VariantItem[]>();
    for (const v of variants) {
      let list = variantsOf.get(v.product_id);
      if (!list) variantsOf.set(v.product_id, (list = []));
      list.push({
        id: v.id,
        articul: v.articul,
        params: v.params,
        base: cents(v.base_price),
        rrc: cents(v.rrc_price),
        stocks: stockOf.get(`variants:${v.id}`) ?? NO_STOCK,
      });
    }
    const bindsOf = new Map<number, number[]>();
    for (const b of binds) {
      let list = bindsOf.get(b.product_id);
      if (!list) bindsOf.set(b.product_id, (list = []));
      list.push(b.bind_id);
    }
    const items: Item[] = products.map((p) => {
      const productStocks = stockOf.get(`products:${p.id}`) ?? NO_STOCK;
      return {
        id: p.id,
        articul: p.articul,
        articulLower: p.articul_lower,
        header: p.header,
        headerLower: p.header_lower,
        search: p.search_text,
        brand: p.brand,
        tags: p.tags,
        path: catalog.get(p.catalog_id)?.path ?? '',
        origin: p.origin,
        base: cents(p.base_price),
        rrc: cents(p.rrc_price),
        hit: p.is_hit,
        novelty: p.is_novelty,
        spec: p.is_special,
        title: p.title,
        picture: p.picture,
        picturetype: p.picturetype,
        description: p.description,
        stocks: productStocks,
        stockByWms: byWms(productStocks),
        variants: variantsOf.get(p.id) ?? [],
        binds: bindsOf.get(p.id) ?? [],
        headerRank: 0,
        articulRank: 0,
      };
    });
    const headerRanks = denseRanks(items, (i) => i.header);
    const articulRanks = denseRanks(items, (i) => i.articul);
    for (const item of items) {
      item.headerRank = headerRanks.get(item)!;
      item.articulRank = articulRanks.get(item)!;
    }
    return {
      version: v?.version ?? 0,
      stockVersion: v?.stock_version ?? 0,
      items,
      byId: new Map(items.map((i) => [i.id, i])),
      variantById: new Map(items.flatMap((i) => i.variants.map((x) => [x.id, x] as const))),
      catalog,
      catalogRows,
      under: new Map(),
      sorted: new Map(),
    };
  }

  async node(id: number): Promise<CatalogRow | null> {
    const row = (await this.current()).catalog.get(id);
    return row ? { id: row.id, parent_id: row.parent_id, header: row.header, description: row.description, path: row.path } : null;
  }

  async children(id: number) {
    return (await this.current()).catalogRows.filter((r) => r.parent_id === id).map((r) => ({ id: r.id, header: r.header }));
  }

  async tree(): Promise<CatalogNode[]> {
    return buildTree((await this.current()).catalogRows);
  }

  async filter(f: FilterQuery): Promise<FilterResult> {
    const index = await this.current();
    const pc = coef4(f.pricing.price_coef);
    const rc = coef4(f.pricing.rrc_coef);
    const q = f.query.toLowerCase();
    const flag = f.filter === 'hit' ? 'hit' : f.filter === 'novelty' ? 'novelty' : f.filter === 'spec' ? 'spec' : null;
    const brands = f.brands.length ? new Set(f.brands) : null;
    const field = sortField(f.sorting);
    const byPrice = field === 'price' || field === 'price_rrc';

    // One pass over the subtree, already in the order of the sorting (cached per
    // subtree and sorting): no sort per request.
    let pricemin = Infinity;
    let pricemax = -Infinity;
    let minp = Infinity;
    let maxp = -Infinity;
    let any = false;
    const facet = new Map<string, number>();
    const tagFacet = new Map<string, number>();
    const sel: Item[] = [];
    const keys: number[] = []; // the price (or rrc) of each selected item, for price sorts
    for (const item of sortedUnder(index, f.catalogPath, f.sorting)) {
      if (f.origin && item.origin !== f.origin) continue;
      if (f.available && !((item.stockByWms[f.wms] ?? 0) > 0)) continue;
      if (flag && !item[flag]) continue;
      if (f.tags.length && !f.tags.every((t) => item.tags.includes(t))) continue;
      if (q) {
        const hit =
          f.searchRange === 'articul'
            ? item.articulLower.startsWith(q)
            : f.searchRange === 'header'
              ? item.headerLower.includes(q)
              : item.search.includes(q);
        if (!hit) continue;
      }
      const price = priced(item.base, pc);
      any = true;
      if (price < pricemin) pricemin = price;
      if (price > pricemax) pricemax = price;
      if ((f.minprice !== undefined && price / 100 < f.minprice) || (f.maxprice !== undefined && price / 100 > f.maxprice)) continue;
      facet.set(item.brand, (facet.get(item.brand) ?? 0) + 1);
      if (brands && !brands.has(item.brand)) continue;
      if (price < minp) minp = price;
      if (price > maxp) maxp = price;
      sel.push(item);
      // A tag listed twice on a product still counts the product once (as count(DISTINCT) in SQL).
      for (const tag of item.tags.length > 1 ? new Set(item.tags) : item.tags) tagFacet.set(tag, (tagFacet.get(tag) ?? 0) + 1);
      if (byPrice) keys.push(field === 'price' ? price : priced(item.rrc, rc));
    }

    const start = (f.page - 1) * f.perpage;
    let page: Item[];
    if (!byPrice) {
      page = sel.slice(start, start + f.perpage);
    } else {
      // The list is in order of the base price; rounding to the contract's price can make
      // neighbours equal, and equal prices go by id: re-sort the runs around the page.
      let from = Math.min(start, sel.length);
      let to = Math.min(start + f.perpage, sel.length);
      while (from > 0 && keys[from - 1] === keys[from]) from--;
      while (to > 0 && to < sel.length && keys[to] === keys[to - 1]) to++;
      const dir = f.sorting.endsWith('_desc') ? -1 : 1;
      const window = sel.slice(from, to).map((item, i) => ({ item, key: keys[from + i]! }));
      window.sort((a, b) => (a.key - b.key) * dir || a.item.id - b.item.id);
      page = window.slice(start - from, start - from + f.perpage).map((w) => w.item);
    }
    return {
      ids: page.map((i) => i.id),
      total: sel.length,
      brands: facetList(facet),
      tags: facetList(tagFacet),
      pricemin: any ? pricemin / 100 : 0,
      pricemax: any ? pricemax / 100 : 0,
      minp: sel.length ? minp / 100 : 0,
      maxp: sel.length ? maxp / 100 : 0,
    };
  }

  async search(keyword: string, limit: number): Promise<number[]> {
    const kw = keyword.toLowerCase();
    const found: { item: Item; prefix: boolean }[] = [];
    for (const item of (await this.current()).items) {
      const prefix = item.articulLower.startsWith(kw);
      if (prefix || item.search.includes(kw)) found.push({ item, prefix });
    }
    found.sort((a, b) => Number(b.prefix) - Number(a.prefix) || a.item.articulRank - b.item.articulRank || a.item.id - b.item.id);
    return found.slice(0, limit).map((f) => f.item.id);
  }

  async flagged(flag: Flag, catalogPath: string, page: number, perpage: number) {
    const key = flag === 'hit' ? 'hit' : flag === 'novelty' ? 'novelty' : 'spec';
    const all = itemsUnder(await this.current(), catalogPath).filter((i) => i[key]);
    const start = (page - 1) * perpage;
    return { ids: all.slice(start, start + perpage).map((i) => i.id), total: all.length };
  }

  async products(ids: number[], pricing: Pricing, user: WishOwner | null): Promise<Product[]> {
    const index = await this.current();
    const items = ids.flatMap((id) => index.byId.get(id) ?? []);
    if (!items.length) return [];
    let wished: ReadonlySet<number> = user?.wishes ?? new Set<number>();
    if (user && !user.wishes) {
      const rows = await this.db.query<{ product_id: number }>(
        'SELECT product_id FROM wishes WHERE user_id = $1 AND product_id = ANY($2::int[])',
        [user.id, items.map((i) => i.id)],
      );
      wished = new Set(rows.map((r) => r.product_id));
    }
    let needed: ReadonlySet<number> = user?.needs ?? new Set<number>();
    if (user && !user.needs) {
      const rows = await this.db.query<{ product_id: number }>(
        'SELECT product_id FROM needs WHERE user_id = $1 AND product_id = ANY($2::int[])',
        [user.id, items.map((i) => i.id)],
      );
      needed = new Set(rows.map((r) => r.product_id));
    }
    const pc = coef4(pricing.price_coef);
    const rc = coef4(pricing.rrc_coef);
    return items.map((i) => ({
      id: i.id,
      articul: i.articul,
      header: i.header,
      title: i.title,
      brand: i.brand,
      tags: [...i.tags],
      picture: i.picture,
      picturetype: i.picturetype,
      price: priced(i.base, pc) / 100,
      price_rrc: priced(i.rrc, rc) / 100,
      wish: wished.has(i.id),
      need: needed.has(i.id),
      stocks: i.stocks.map((s) => ({ ...s })),
      variants: i.variants.map((v) => ({
        id: v.id,
        articul: v.articul,
        params: v.params.map((p) => ({ ...p })),
        price: priced(v.base, pc) / 100,
        price_rrc: priced(v.rrc, rc) / 100,
        stocks: v.stocks.map((s) => ({ ...s })),
      })),
    }));
  }

  async details(id: number) {
    const item = (await this.current()).byId.get(id);
    return item ? { description: item.description, binds: [...item.binds] } : null;
  }

  async exists(type: 'products' | 'variants', id: number): Promise<boolean> {
    const index = await this.current();
    return type === 'variants' ? index.variantById.has(id) : index.byId.has(id);
  }
}

const VERSION_SQL = 'SELECT version, stock_version, stock_log_from FROM catalog_version WHERE id = 1';
const NO_STOCK: Stock[] = [];

/**
 * Every stock row, by 'products:<id>' / 'variants:<id>', in warehouse order. One JSON
 * value: ~19,000 rows as row objects cost the driver several times more.
 */
async function readStocks(db: Queryable): Promise<Map<string, Stock[]>> {
  const [row] = await db.query<{ list: [string, number, number, number][] }>(
    `SELECT COALESCE(json_agg(json_build_array(item_type, item_id, wms_id, quantity) ORDER BY wms_id), '[]'::json) AS list
       FROM stocks`,
  );
  const stockOf = new Map<string, Stock[]>();
  for (const [type, id, wms, quantity] of row!.list) {
    const key = `${type}:${id}`;
    let list = stockOf.get(key);
    if (!list) stockOf.set(key, (list = []));
    list.push({ wms_id: wms, quantity });
  }
  return stockOf;
}

const byWms = (stocks: Stock[]) => stocks.reduce<number[]>((acc, st) => ((acc[st.wms_id] = st.quantity), acc), []);

/**
 * Brings the stock of `index` to the current stock version, in place: the items the
 * log names since the index's version (or every item, when the log no longer reaches
 * back that far). Stock decides only the `available` filter and the replies' stocks,
 * never an order, so the cached subtrees and sortings stay valid. Each item's stock is
 * replaced synchronously: a request sees all of one refresh or none of it.
 */
async function refreshStocks(db: Queryable, index: Index): Promise<void> {
  const [v] = await db.query<{ stock_version: number; stock_log_from: number }>(VERSION_SQL);
  const target = v?.stock_version ?? 0;
  if (index.stockVersion + 1 < (v?.stock_log_from ?? 0)) {
    const stockOf = await readStocks(db);
    for (const item of index.items) {
      setStocks(item, stockOf.get(`products:${item.id}`));
      for (const variant of item.variants) variant.stocks = stockOf.get(`variants:${variant.id}`) ?? NO_STOCK;
    }
  } else {
    const changed = await db.query<{ item_type: string; item_id: number; stocks: Stock[] }>(
      `WITH changed AS (SELECT DISTINCT item_type, item_id FROM stock_changes WHERE stock_version > $1 AND stock_version <= $2)
       SELECT c.item_type, c.item_id,
              COALESCE(json_agg(json_build_object('wms_id', s.wms_id, 'quantity', s.quantity) ORDER BY s.wms_id)
                         FILTER (WHERE s.wms_id IS NOT NULL), '[]'::json) AS stocks
         FROM changed c LEFT JOIN stocks s ON s.item_type = c.item_type AND s.item_id = c.item_id
        GROUP BY c.item_type, c.item_id`,
      [index.stockVersion, target],
    );
    for (const row of changed) {
      const stocks = row.stocks.length ? row.stocks : NO_STOCK;
      if (row.item_type === 'variants') {
        const variant = index.variantById.get(row.item_id);
        if (variant) variant.stocks = stocks;
      } else {
        const item = index.byId.get(row.item_id);
        if (item) setStocks(item, stocks);
      }
    }
  }
  index.stockVersion = target;
}

function setStocks(item: Item, stocks: Stock[] | undefined): void {
  item.stocks = stocks ?? NO_STOCK;
  item.stockByWms = byWms(item.stocks);
}

function facetList(counts: Map<string, number>): FacetCount[] {
  return [...counts.entries()].sort((a, b) => cmp(a[0], b[0])).map(([value, count]) => ({ id: value, header: value, count }));
}

function itemsUnder(index: Index, path: string): Item[] {
  let list = index.under.get(path);
  if (!list) {
    list = index.items.filter((i) => i.path.startsWith(path));
    index.under.set(path, list);
  }
  return list;
}

const sortField = (sorting: FilterSorting) => sorting.replace(/_(asc|desc)$/, '');

/**
 * A subtree in the order of `sorting`: by rank of articul/header, or by base price for
 * the price sorts (the price of any contract grows with it; ties are settled per
 * request), then by id ascending in both directions, as ORDER BY x DESC, id.
 */
function sortedUnder(index: Index, path: string, sorting: FilterSorting): Item[] {
  const key = `${path}|${sorting}`;
  let list = index.sorted.get(key);
  if (!list) {
    const dir = sorting.endsWith('_desc') ? -1 : 1;
    const field = sortField(sorting);
    const value: (i: Item) => number =
      field === 'articul' ? (i) => i.articulRank : field === 'header' ? (i) => i.headerRank : field === 'price' ? (i) => i.base : (i) => i.rrc;
    list = [...itemsUnder(index, path)].sort((a, b) => (value(a) - value(b)) * dir || a.id - b.id);
    index.sorted.set(key, list);
  }
  return list;
}
