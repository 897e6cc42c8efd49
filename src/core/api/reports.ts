/**
 * Purchased-goods reports (docs/api.md "Purchased-goods reports", issue 20):
 * the report rows for a filter, and the address of the same report as .xlsx.
 */
import * as s from '../schemas';
import type { PurchasedReply } from '../types';
import type { CallOpts } from './catalog';
import { apiCall, apiUrl, withQuery, type Query } from './client';

/** GET purchasedGoods with the filter of spec 7 (see rules/purchased-filter purchasedQuery). */
export function getPurchasedGoods(query: Query, opts: CallOpts = {}): Promise<PurchasedReply> {
  return apiCall('purchasedGoods', { ...opts, query, schema: s.PurchasedReplySchema });
}

/**
 * The .xlsx of the report the query names (every row, not a page): a plain GET
 * the portal answers with an attachment, so a link downloads it.
 */
export function purchasedExportUrl(query: Query): string {
  const { page: _page, perpage: _perpage, ...rest } = query;
  return withQuery(apiUrl('purchasedGoodsXlsx'), rest);
}
