/** The favourites (wish list) and needs lists and their toggles (docs/api.md "Lists"). */
import * as s from '../schemas';
import type { ProductList, StatusReply } from '../types';
import type { CallOpts } from './client';
import { apiCall } from './client';
import * as listReplies from '../replies/lists';

/** Which list: favourites (`favorites`, setWish / unsetWish) or needs (`needs`, setNeed / unsetNeed). */
export type ListKind = 'wish' | 'need';

const CALLS = {
  wish: { list: 'favorites', set: 'setWish', unset: 'unsetWish' },
  need: { list: 'needs', set: 'setNeed', unset: 'unsetNeed' },
} as const;

export interface ListQuery {
  page: number;
  perpage: number;
  contract?: number | null;
  warehouse?: number | null;
}

/** POST favorites / needs: a page of the list, priced for the contract. */
export function productList(kind: ListKind, { page, perpage, contract, warehouse }: ListQuery, opts: CallOpts = {}): Promise<ProductList> {
  const body = { page, perpage, ...(contract != null ? { contract } : {}), ...(warehouse != null ? { warehouse } : {}) };
  return apiCall(CALLS[kind].list, { ...opts, body, schema: listReplies.ProductListSchema });
}

/** setWish / setNeed. */
export function setListed(kind: ListKind, id: number, opts: CallOpts = {}): Promise<StatusReply> {
  return apiCall(CALLS[kind].set, { ...opts, body: { id }, schema: s.StatusReplySchema });
}

/** unsetWish / unsetNeed; several ids in one call (our addition), all or none. */
export async function unsetListed(kind: ListKind, ids: readonly number[], opts: CallOpts = {}): Promise<StatusReply> {
  const body = ids.length === 1 ? { id: ids[0] } : { ids: [...ids] };
  await apiCall(CALLS[kind].unset, { ...opts, body, schema: listReplies.UnsetReplySchema });
  return { status: 'success' };
}

export function setWish(id: number, opts: CallOpts = {}): Promise<StatusReply> {
  return setListed('wish', id, opts);
}

export function unsetWish(id: number, opts: CallOpts = {}): Promise<StatusReply> {
  return unsetListed('wish', [id], opts);
}
