/** Placing an order from the basket (docs/api.md "Orders"). */
import * as s from '../schemas';
import type { CreateOrderReply, CreateOrderRequest } from '../types';
import type { CallOpts } from './client';
import { apiCall } from './client';

/** POST order (no id): the basket of `contract` becomes an order; the reply carries its id. */
export function createOrder(req: CreateOrderRequest, opts: CallOpts = {}): Promise<CreateOrderReply> {
  return apiCall('order', { ...opts, body: req, schema: s.CreateOrderReplySchema });
}
