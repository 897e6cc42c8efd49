/**
 * Price list and uploads (docs/api.md "Price list and uploads"):
 * make the price-list file, read an order from a file or pasted text, add the
 * chosen lines to the basket.
 */
import { PRICE_LIST_TIMEOUT_MS } from '../constants';
import type { AddFromPricelistReply, PriceListReply, PriceListRequest, UploadReply } from '../types';
import type { CallOpts } from './client';
import { apiCall, apiUrl } from './client';
import { uploadWithProgress } from './upload';
import * as pricelistReplies from '../replies/pricelist';

/** POST getPriceList: the portal makes the .xlsx and answers with its link. */
export function getPriceList(req: PriceListRequest, opts: CallOpts = {}): Promise<PriceListReply> {
  return apiCall('getPriceList', { timeout: PRICE_LIST_TIMEOUT_MS, ...opts, body: req, schema: pricelistReplies.PriceListReplySchema });
}

export interface UploadFileOptions extends CallOpts {
  /** 0..100 from the upload's own progress events. */
  onProgress?: (percent: number) => void;
}

/** POST uploadsFromFile (multipart, field `file`): every line read, with its status. Nothing goes into the basket. */
export function uploadsFromFile(file: Blob, fileName: string, opts: UploadFileOptions = {}): Promise<UploadReply> {
  const fd = new FormData();
  fd.append('file', file, fileName);
  return uploadWithProgress(apiUrl('uploadsFromFile'), fd, {
    timeout: PRICE_LIST_TIMEOUT_MS,
    ...opts,
    schema: pricelistReplies.UploadReplySchema,
  });
}

/** POST uploadsFromBuffer (form-encoded, field `buffer`): pasted lines, read like a file. */
export function uploadsFromBuffer(buffer: string, opts: CallOpts = {}): Promise<UploadReply> {
  return apiCall('uploadsFromBuffer', { timeout: PRICE_LIST_TIMEOUT_MS, ...opts, form: { buffer }, schema: pricelistReplies.UploadReplySchema });
}

/** POST addCartFromPricelist { cartList: { id: qnt } }: all or nothing. */
export function addCartFromPricelist(cartList: Record<number, number>, opts: CallOpts = {}): Promise<AddFromPricelistReply> {
  return apiCall('addCartFromPricelist', { ...opts, body: { cartList }, schema: pricelistReplies.AddFromPricelistReplySchema });
}
