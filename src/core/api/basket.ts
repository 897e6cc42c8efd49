/**
 * Basket calls (docs/api.md "Basket"). A shortage answers 409 with
 * code 'shortage' and `available` in ApiError.data: see shortageAvailable().
 */
import * as s from '../schemas';
import type {
  AddToDraftReply,
  BasketData,
  BasketTableInit,
  ProcessBasketReply,
  ProcessBasketRequest,
  ProcessBasketUpdateRequest,
  ProductSetReply,
  ProductSetRequest,
  SetDeliveryReply,
  SetDeliveryRequest,
} from '../types';
import type { CallOpts } from './client';
import { ApiError, apiCall, siteCall } from './client';

export function getBasketData(opts: CallOpts = {}): Promise<BasketData> {
  return apiCall('getBasketData', { ...opts, schema: s.BasketDataSchema });
}

export function getBasketTableInit(opts: CallOpts = {}): Promise<BasketTableInit> {
  return apiCall('getBasketTableInit', { ...opts, schema: s.BasketTableInitSchema });
}

/** Adds goods to the basket. */
export function processBasket(req: ProcessBasketRequest, opts: CallOpts = {}): Promise<ProcessBasketReply> {
  return apiCall('processBasket', { ...opts, body: req, schema: s.ProcessBasketReplySchema });
}

/** Sets quantities; qnt 0 removes a line. */
export function processBasketUpdate(req: ProcessBasketUpdateRequest, opts: CallOpts = {}): Promise<BasketData> {
  return apiCall('processBasketUpdate', { ...opts, body: req, schema: s.BasketDataSchema });
}

/**
 * GET by the legacy contract. Not shared with another clear in flight: the
 * caller asked again on purpose (after a failure, say) and wants its answer.
 */
export function clearBasket(opts: CallOpts = {}): Promise<BasketData> {
  return apiCall('clearBasket', { ...opts, dedupe: false, schema: s.BasketDataSchema });
}

export function processProductSet(req: ProductSetRequest, opts: CallOpts = {}): Promise<ProductSetReply> {
  return apiCall('processProductSet', { ...opts, body: req, schema: s.ProductSetReplySchema });
}

/** Saves the basket as a draft named `header` (spec 5: only a non-empty name). */
export function addToDraft(header: string, opts: CallOpts = {}): Promise<AddToDraftReply> {
  return apiCall('addToDraft', { ...opts, body: { header }, schema: s.AddToDraftReplySchema });
}

/** Legacy POST /ajax/setdelivery/: remembers the basket's delivery method (and company, address). */
export function setDelivery(req: SetDeliveryRequest, opts: CallOpts = {}): Promise<SetDeliveryReply> {
  return siteCall('/ajax/setdelivery/', { ...opts, body: req, schema: s.SetDeliveryReplySchema });
}

/** The free stock a 409 shortage reply reports, or undefined for any other error. */
export function shortageAvailable(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.code !== 'shortage') return undefined;
  const available = (error.data as { available?: unknown } | undefined)?.available;
  const n = typeof available === 'string' ? Number(available) : available;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}
