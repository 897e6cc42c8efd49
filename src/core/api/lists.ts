/** Favourites (wish list) toggles. */
import * as s from '../schemas';
import type { StatusReply } from '../types';
import type { CallOpts } from './catalog';
import { apiCall } from './client';

export function setWish(id: number, opts: CallOpts = {}): Promise<StatusReply> {
  return apiCall('setWish', { ...opts, body: { id }, schema: s.StatusReplySchema });
}

export function unsetWish(id: number, opts: CallOpts = {}): Promise<StatusReply> {
  return apiCall('unsetWish', { ...opts, body: { id }, schema: s.StatusReplySchema });
}
