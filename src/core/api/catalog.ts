/** Session and catalogue calls (docs/api.md "Session and catalogue"). */
import * as v from 'valibot';
import * as s from '../schemas';
import type {
  BindsReply,
  FilterInitData,
  FilterReply,
  FilterRequest,
  GoodsPage,
  GoodsRequest,
  InitData,
  ProductReply,
  ProductsReply,
  RootCategoriesReply,
  SearchRequest,
  SetContractReply,
  SiteSearchReply,
} from '../types';
import { apiCall, siteCall, type CallOpts } from './client';

export function initdata(opts: CallOpts = {}): Promise<InitData> {
  return apiCall('initdata', { ...opts, schema: s.InitDataSchema });
}

export function filterinit(opts: CallOpts = {}): Promise<FilterInitData> {
  return apiCall('filterinit', { ...opts, body: {}, schema: s.FilterInitSchema });
}

/** Chooses the contract (and warehouse) for the session. */
export function setContract(id: number, wms?: number, opts: CallOpts = {}): Promise<SetContractReply> {
  return apiCall('setContract', { ...opts, body: { id, wms }, schema: s.SetContractReplySchema });
}

/** The catalogue page; run it through createLatest() so a newer filter aborts this one. */
export function filter(req: FilterRequest, opts: CallOpts = {}): Promise<FilterReply> {
  return apiCall('filter', { ...opts, body: req, schema: s.FilterReplySchema });
}

/** Fast-order suggestions: at most 10, articul prefix matches first. */
export function search(req: SearchRequest, opts: CallOpts = {}): Promise<ProductsReply> {
  return apiCall('search', { ...opts, query: { ...req }, schema: s.ProductsReplySchema });
}

/** Legacy GET /search/?keyword=&simple=1: the complaints autocomplete (2+ characters). */
export function siteSearch(keyword: string, opts: CallOpts = {}): Promise<SiteSearchReply> {
  return siteCall('/search/', { ...opts, query: { keyword, simple: 1 }, schema: s.SiteSearchReplySchema });
}

/** One product with its tabs; prices depend on the contract, so with one it is a POST. */
export function product(id: number, contract?: number, opts: CallOpts = {}): Promise<ProductReply> {
  if (contract === undefined) return apiCall('product', { ...opts, id, schema: s.ProductReplySchema });
  return apiCall('product', { ...opts, body: { id, contract }, schema: s.ProductReplySchema });
}

export function binds(id: number, bindIds: number[], opts: CallOpts = {}): Promise<BindsReply> {
  return apiCall('binds', { ...opts, body: { id, bindIds }, schema: s.BindsReplySchema });
}

export function hitGoods(req: GoodsRequest = {}, opts: CallOpts = {}): Promise<GoodsPage> {
  return apiCall('hitGoods', { ...opts, body: req, schema: s.GoodsPageSchema });
}

export function noveltyGoods(req: GoodsRequest = {}, opts: CallOpts = {}): Promise<GoodsPage> {
  return apiCall('noveltyGoods', { ...opts, body: req, schema: s.GoodsPageSchema });
}

export function specGoods(req: GoodsRequest = {}, opts: CallOpts = {}): Promise<GoodsPage> {
  return apiCall('specGoods', { ...opts, body: req, schema: s.GoodsPageSchema });
}

export function rootCategories(opts: CallOpts = {}): Promise<RootCategoriesReply> {
  return apiCall('rootCategories', { ...opts, schema: s.RootCategoriesSchema });
}

/** The legacy product popup: an HTML fragment, to be sanitized (DOMPurify) before insertion. */
export function productPopupHtml(id: number, opts: CallOpts = {}): Promise<string> {
  return siteCall('/ajax/getproduct/', { ...opts, query: { id }, schema: v.string() });
}
