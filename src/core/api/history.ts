/**
 * Order history and drafts (docs/api.md "Order history", "Drafts").
 * Cancel and repeat are POSTs: never retried, never shared (a second click is
 * the widget's to prevent, not the client's to merge).
 */
import * as v from 'valibot';
import * as s from '../schemas';
import type { Draft, DraftDetail, DraftList, Order, OrderDetail, OrderList, PreviewLine, RepeatLine, RepeatReply } from '../types';
import type { CallOpts } from './client';
import { apiCall, type Query } from './client';
import { ApiError } from './errors';
import * as historyReplies from '../replies/history';

/** GET order with the filter of spec 7 (see rules/order-filter orderQuery). */
export function getOrders(query: Query, opts: CallOpts = {}): Promise<OrderList> {
  return apiCall('order', { ...opts, query, schema: historyReplies.OrderListSchema });
}

/** GET order/{id}: one order with its lines. */
export async function getOrder(id: number, opts: CallOpts = {}): Promise<OrderDetail> {
  return (await apiCall('order', { ...opts, id, schema: historyReplies.OrderDetailSchema })).order;
}

/** POST order/{id} cancel: the reply's order carries the new state and status. */
export async function cancelOrder(id: number, opts: CallOpts = {}): Promise<Order> {
  return (await apiCall('order', { ...opts, id, body: { action: 'cancel' }, schema: historyReplies.CancelOrderReplySchema })).order;
}

/** POST order/{id} preview: each line as it is now (price, stock, withdrawn). */
export async function previewOrder(id: number, opts: CallOpts = {}): Promise<PreviewLine[]> {
  return (await apiCall('order', { ...opts, id, body: { action: 'preview' }, schema: historyReplies.OrderPreviewSchema })).lines;
}

/** POST order/{id} repeat: every line, or the `lines` ticked in the preview. */
export function repeatOrder(id: number, lines?: readonly RepeatLine[], opts: CallOpts = {}): Promise<RepeatReply> {
  return apiCall('order', { ...opts, id, body: { action: 'repeat', ...(lines ? { lines } : {}) }, schema: historyReplies.RepeatReplySchema });
}

/** POST order { action: 'repeat', ids }: several orders into the basket at once. */
export function repeatOrders(ids: readonly number[], opts: CallOpts = {}): Promise<RepeatReply> {
  return apiCall('order', { ...opts, body: { action: 'repeat', ids }, schema: historyReplies.RepeatReplySchema });
}

/** POST drafts { page, perpage }. */
export function getDrafts(page: number, perpage: number, opts: CallOpts = {}): Promise<DraftList> {
  return apiCall('drafts', { ...opts, body: { page, perpage }, schema: historyReplies.DraftListSchema });
}

/** GET drafts/{id}: the draft with its lines as they are now. */
export async function getDraft(id: number, opts: CallOpts = {}): Promise<DraftDetail> {
  return (await apiCall('drafts', { ...opts, id, schema: historyReplies.DraftDetailSchema })).draft;
}

export async function previewDraft(id: number, opts: CallOpts = {}): Promise<PreviewLine[]> {
  return (await apiCall('drafts', { ...opts, body: { id, action: 'preview' }, schema: historyReplies.DraftPreviewSchema })).lines;
}

export function repeatDraft(id: number, lines?: readonly RepeatLine[], opts: CallOpts = {}): Promise<RepeatReply> {
  return apiCall('drafts', { ...opts, body: { id, action: 'repeat', ...(lines ? { lines } : {}) }, schema: historyReplies.RepeatReplySchema });
}

/** Removes one draft or several (all or nothing). */
export function removeDrafts(ids: readonly number[], opts: CallOpts = {}): Promise<unknown> {
  return apiCall('drafts', { ...opts, body: { ids, action: 'remove' }, schema: s.StatusReplySchema });
}

/**
 * Renames a draft. `previous` is the name the buyer saw (its `header`, '' for
 * none): a draft renamed meanwhile is refused with 409 and the draft as it is
 * now (refusedDraft), not renamed over.
 */
export async function renameDraft(id: number, header: string, previous?: string, opts: CallOpts = {}): Promise<Draft> {
  const body = { id, action: 'rename', header, ...(previous === undefined ? {} : { previous }) };
  return (await apiCall('drafts', { ...opts, body, schema: historyReplies.DraftRenameReplySchema })).draft;
}

/** What a refusal's reply carries under `key`, read as `schema` reads a reply's record; null when it carries none. */
function carried<T>(error: unknown, key: string, schema: v.GenericSchema<unknown, T>): T | null {
  const data = error instanceof ApiError ? error.data : undefined;
  if (!data || typeof data !== 'object') return null;
  const found = v.safeParse(schema, (data as Record<string, unknown>)[key]);
  return found.success ? found.output : null;
}

/** The order as it is now, carried by a cancel refused because the order changed meanwhile (409 `{ order }`), or null. */
export const refusedOrder = (error: unknown): Order | null => carried(error, 'order', historyReplies.OrderSchema);

/** The draft as it is now, carried by a rename refused because the draft was renamed meanwhile (409 `{ draft }`), or null. */
export const refusedDraft = (error: unknown): Draft | null => carried(error, 'draft', historyReplies.DraftSchema);

/** The `code` of the 404 for a draft that is not there (removed meanwhile; another user's answers the same). */
export const DRAFT_GONE = 'draftNotFound';
