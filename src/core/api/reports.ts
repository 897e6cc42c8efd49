/**
 * Purchased-goods reports (docs/api.md "Purchased-goods reports"):
 * the report rows for a filter, and the address of the same report as .xlsx.
 * The reply's schema lives here, not in schemas.ts: only <b2b-purchased-goods>
 * calls this, so it stays in that tag's chunk instead of every page's shared one.
 */
import * as v from 'valibot';
import { ContractSchema, Flag, Id, LineTypeSchema, list, Num0, OptText, PaginationSchema, StockSchema, Text } from '../schemas';
import type { CallOpts } from './client';
import { apiCall, apiUrl, withQuery, type Query } from './client';

export const PurchasedRowSchema = v.object({
  type: LineTypeSchema,
  id: Id,
  articul: OptText,
  header: OptText,
  qnt: Num0,
  sum: Num0,
  orders: Num0,
  /** The last order with the goods in the period: its date (dd.mm.yyyy) and number. */
  lastDate: OptText,
  lastNumber: OptText,
  /** Still sold: it can go into the basket (withdrawn goods cannot). */
  onSale: Flag,
  /**
   * Free stock per warehouse of these goods (products or variant), as the
   * catalogue gives it: with none free where the add goes, the
   * add is shown disabled. Absent (a server that does not send it): no rule.
   */
  stocks: v.optional(v.array(StockSchema)),
});

export const PurchasedReplySchema = v.object({
  report: OptText,
  rows: list(PurchasedRowSchema),
  count: Num0,
  pagination: PaginationSchema,
  contracts: list(ContractSchema),
  catalogs: list(v.object({ id: Id, header: Text })),
  total: v.optional(v.object({ qnt: Num0, sum: Num0, orders: Num0 })),
  filter: v.optional(v.object({ startDate: OptText, endDate: OptText })),
});

export type PurchasedRow = v.InferOutput<typeof PurchasedRowSchema>;
export type PurchasedReply = v.InferOutput<typeof PurchasedReplySchema>;

/** GET purchasedGoods with the filter of spec 7 (see rules/purchased-filter purchasedQuery). */
export function getPurchasedGoods(query: Query, opts: CallOpts = {}): Promise<PurchasedReply> {
  return apiCall('purchasedGoods', { ...opts, query, schema: PurchasedReplySchema });
}

/**
 * The .xlsx of the report the query names (every row, not a page): a plain GET
 * the portal answers with an attachment, so a link downloads it.
 */
export function purchasedExportUrl(query: Query): string {
  const { page: _page, perpage: _perpage, ...rest } = query;
  return withQuery(apiUrl('purchasedGoodsXlsx'), rest);
}
