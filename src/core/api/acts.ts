/**
 * Reconciliation acts (docs/api.md "Reconciliation acts"). POST act
 * is never retried or shared: a second request is a second act.
 */
import type { Act, ActList, ActRequest } from '../types';
import type { CallOpts } from './client';
import { apiCall } from './client';
import * as actsReplies from '../replies/acts';

/** POST getActs { page, perpage }: a page of acts, newest first, with the form's contracts and counterparties. */
export function getActs(page: number, perpage: number, opts: CallOpts = {}): Promise<ActList> {
  return apiCall('getActs', { ...opts, body: { page, perpage }, schema: actsReplies.ActListSchema });
}

/** POST act: asks for an act; the reply is the new act (state 'requested'). */
export async function requestAct(request: ActRequest, opts: CallOpts = {}): Promise<Act> {
  const body = { ...request, contragent: request.contragent ?? undefined };
  return (await apiCall('act', { ...opts, body, schema: actsReplies.ActReplySchema })).act;
}
