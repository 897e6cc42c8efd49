/**
 * Reply schemas of the lists of goods (docs/api.md "Lists"): apart from the
 * order history's, so the catalogue's flags (which call setWish / unsetNeed)
 * do not bring the orders' and drafts' schemas to its page.
 */
import * as v from 'valibot';
import { Id, list, Num0, PaginationSchema, ProductSchema, SuccessStatusSchema as SuccessStatus } from '../schemas';

/** favorites / needs. */
export const ProductListSchema = v.object({
  products: list(ProductSchema),
  count: Num0,
  pagination: PaginationSchema,
});
export const UnsetReplySchema = v.object({ status: SuccessStatus, removed: v.optional(v.array(Id), []) });
