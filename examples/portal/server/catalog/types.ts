/** Catalogue shapes (docs/api.md) and the engine interface the routes use. */

export interface Stock {
  wms_id: number;
  quantity: number;
}

export interface Variant {
  id: number;
  articul: string;
  params: { header: string }[];
  price: number;
  price_rrc: number;
  stocks: Stock[];
}

export interface Product {
  id: number;
  articul: string;
  header: string;
  title: string;
  brand: string;
  tags: string[];
  picture: number | null;
  picturetype: string | null;
  price: number;
  price_rrc: number;
  wish: boolean;
  /** On the user's needs list (our addition, like `wish`). */
  need: boolean;
  stocks: Stock[];
  variants: Variant[];
}

export interface CatalogNode {
  id: number;
  header: string;
  children: CatalogNode[];
}

export interface CatalogRow {
  id: number;
  parent_id: number | null;
  header: string;
  description: string;
  /** '/2/1223/1300/': ancestors and self. */
  path: string;
}

/**
 * Price coefficients: price = round(base * price_coef, 2) (the one money rule,
 * src/core/rules/money.ts). price_coef is the user's: the contract's under their
 * price policy (a session's ContractRow carries user_price_coef, sql/014).
 */
export interface Pricing {
  price_coef: number;
  rrc_coef: number;
}

export const FILTER_SORTINGS = [
  'articul_asc',
  'articul_desc',
  'header_asc',
  'header_desc',
  'price_asc',
  'price_desc',
  'price_rrc_asc',
  'price_rrc_desc',
] as const;
export type FilterSorting = (typeof FILTER_SORTINGS)[number];

export type Flag = 'hit' | 'novelty' | 'spec';

export interface FilterQuery {
  pricing: Pricing;
  catalogPath: string;
  origin?: 'catalog' | 'additional';
  available: boolean;
  wms: number;
  brands: string[];
  filter?: Flag;
  /** Lower-cased by the engine. */
  query: string;
  searchRange: 'all' | 'articul' | 'header';
  tags: string[];
  minprice?: number;
  maxprice?: number;
  sorting: FilterSorting;
  page: number;
  perpage: number;
}

/** One value of a facet, in code-point order of `id` (brands and tags: id = header = the text). */
export interface FacetCount {
  id: string;
  header: string;
  count: number;
}

export interface FilterResult {
  ids: number[];
  total: number;
  /** Brand facet: counts with every condition but the brand. */
  brands: FacetCount[];
  /**
   * Tag facet: how many goods of the result carry each tag (every condition applied).
   * Tags narrow (a product must carry every ticked tag), so a count is what ticking
   * that tag too would leave; a ticked tag counts the whole result.
   */
  tags: FacetCount[];
  /** Price range with every condition but price and brand. */
  pricemin: number;
  pricemax: number;
  /** Price range of the result. */
  minp: number;
  maxp: number;
}

export interface WishOwner {
  id: number;
  wishes?: ReadonlySet<number>;
  needs?: ReadonlySet<number>;
}

export interface CatalogEngine {
  readonly kind: 'memory' | 'sql';
  node(id: number): Promise<CatalogRow | null>;
  /** Children of a node, in menu order. */
  children(id: number): Promise<{ id: number; header: string }[]>;
  tree(): Promise<CatalogNode[]>;
  filter(q: FilterQuery): Promise<FilterResult>;
  /** Articul prefix matches first, then articul/header/brand substring matches. */
  search(keyword: string, limit: number): Promise<number[]>;
  flagged(flag: Flag, catalogPath: string, page: number, perpage: number): Promise<{ ids: number[]; total: number }>;
  /**
   * Products by id in the order given (unknown ids skipped), priced for the contract;
   * `wish` and `need` from the user's favourites and needs (the sets loaded with the session, if given).
   */
  products(ids: number[], pricing: Pricing, user: WishOwner | null): Promise<Product[]>;
  /** Text of the product card: description and related goods. */
  details(id: number): Promise<{ description: string; binds: number[] } | null>;
  exists(type: 'products' | 'variants', id: number): Promise<boolean>;
}

/** Escapes LIKE wildcards in user text. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);
