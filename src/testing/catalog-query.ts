/**
 * The fake catalogue's query engine for POST filter (docs/api.md): catalogue
 * subtree, availability per warehouse, hit/novelty/spec, tags, text search,
 * brand, tag and price facets, sorting and paging. Pure: state in, reply out.
 */
import { PAGE_SIZE } from '../core/constants';
import { DEFAULT_SORT, parseSortingParam, SORT_FIELDS } from '../core/rules/sort';
import type { CatalogNode, FilterReply, Product } from '../core/types';
import type { FakeState } from './state';

export interface FilterQuery {
  catalog?: number;
  available?: boolean;
  warehouse?: number;
  filter?: string;
  tags?: string[];
  query?: string;
  search_range?: string;
  brand?: string[];
  byprice?: boolean;
  minprice?: number;
  maxprice?: number;
  sorting?: string;
  page?: number;
  perpage?: number;
}

function findNode(nodes: CatalogNode[], id: number): CatalogNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const inner = findNode(n.children, id);
    if (inner) return inner;
  }
  return undefined;
}

function subtreeIds(node: CatalogNode): Set<number> {
  const ids = new Set<number>([node.id]);
  for (const child of node.children) for (const id of subtreeIds(child)) ids.add(id);
  return ids;
}

/** Free stock of a product in a warehouse, its variants included. */
export function productStock(p: Product, wms: number): number {
  const own = p.stocks.find((s) => s.wms_id === wms)?.quantity ?? 0;
  return own + p.variants.reduce((sum, v) => sum + (v.stocks.find((s) => s.wms_id === wms)?.quantity ?? 0), 0);
}

export function matchesText(p: Product, text: string, range = 'all'): boolean {
  const q = text.trim().toLocaleLowerCase('ru');
  if (!q) return true;
  const inArticul = p.articul.toLocaleLowerCase('ru').includes(q);
  const inHeader = p.header.toLocaleLowerCase('ru').includes(q);
  return range === 'articul' ? inArticul : range === 'header' ? inHeader : inArticul || inHeader;
}

function compare(field: string, a: Product, b: Product): number {
  if (field === 'price' || field === 'price_rrc') return a[field] - b[field];
  const key = field === 'articul' ? 'articul' : 'header';
  return a[key].localeCompare(b[key], 'ru');
}

function facetList(counts: Map<string, number>) {
  return [...counts].map(([header, count]) => ({ id: header, header, count })).sort((a, b) => a.header.localeCompare(b.header, 'ru'));
}

export function queryProducts(state: FakeState, q: FilterQuery): FilterReply {
  const wms = q.warehouse ?? state.actualWms;
  const node = q.catalog === undefined ? undefined : findNode(state.catalogTree, q.catalog);
  const inCatalog = node ? subtreeIds(node) : q.catalog === undefined ? undefined : new Set([q.catalog]);

  // Facets (brands, price range) count what the other filters leave.
  const base = state.products.filter(
    (p) =>
      (!inCatalog || inCatalog.has(state.productCatalog[p.id] ?? -1)) &&
      (!q.available || productStock(p, wms) > 0) &&
      (!q.filter || p.tags.includes(q.filter)) &&
      (q.tags ?? []).every((t) => p.tags.includes(t)) &&
      matchesText(p, q.query ?? '', q.search_range),
  );
  const prices = base.map((p) => p.price);
  const pricemin = prices.length ? Math.min(...prices) : 0;
  const pricemax = prices.length ? Math.max(...prices) : 0;
  const brandCounts = new Map<string, number>();
  for (const p of base) brandCounts.set(p.brand, (brandCounts.get(p.brand) ?? 0) + 1);

  const minprice = q.byprice && q.minprice !== undefined ? q.minprice : pricemin;
  const maxprice = q.byprice && q.maxprice !== undefined ? q.maxprice : pricemax;
  const brands = new Set(q.brand ?? []);
  const found = base.filter(
    (p) => (brands.size === 0 || brands.has(p.brand)) && (!q.byprice || (p.price >= minprice && p.price <= maxprice)),
  );

  // Tags narrow (every ticked one), so their facet counts the goods found.
  const tagCounts = new Map<string, number>();
  for (const p of found) for (const tag of new Set(p.tags)) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);

  const sort = parseSortingParam(q.sorting, SORT_FIELDS) ?? DEFAULT_SORT;
  const sign = sort.dir === 'asc' ? 1 : -1;
  found.sort((a, b) => sign * compare(sort.field, a, b) || a.id - b.id);

  const perpage = Math.max(1, q.perpage ?? PAGE_SIZE.catalogue);
  const pages = Math.max(1, Math.ceil(found.length / perpage));
  const page = Math.min(Math.max(1, q.page ?? 1), pages);

  return {
    products: found.slice((page - 1) * perpage, page * perpage),
    total: found.length,
    page,
    perpage,
    brands: { data: facetList(brandCounts) },
    tags: { data: facetList(tagCounts) },
    prices: { minprice, maxprice, pricemin, pricemax },
    params: { maxmin: { minp: pricemin, maxp: pricemax } },
    actualWms: wms,
    catalog_description: {
      catalogHeader: node?.header ?? '',
      description: node ? `Товары раздела «${node.header}» со склада и под заказ.` : '',
    },
  };
}

/** GET search: at most 10, articul prefix matches first. */
export function searchProducts(state: FakeState, keyword: string, limit = 10): Product[] {
  const q = keyword.trim().toLocaleLowerCase('ru');
  if (!q) return [];
  const prefix = state.products.filter((p) => p.articul.toLocaleLowerCase('ru').startsWith(q));
  const rest = state.products.filter((p) => !prefix.includes(p) && matchesText(p, q));
  return [...prefix, ...rest].slice(0, limit);
}
