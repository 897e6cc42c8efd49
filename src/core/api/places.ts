/**
 * Delivery addresses and consignees of the account page (docs/api.md
 * "Addresses, consignees, notification settings"). Apart from the
 * settings calls (settings.ts): the standalone build puts what exactly
 * <b2b-addresses> and <b2b-consignees> share in a chunk of their own.
 * Saves and deletes are never retried or shared; the scan upload reports
 * real progress (XMLHttpRequest, see upload.ts).
 */
import type { Address, AddressSuggestion, Consignee } from '../types';
import type { CallOpts } from './client';
import { apiCall, apiUrl } from './client';
import { uploadWithProgress } from './upload';
import * as placesReplies from '../replies/places';

export interface AddressInput {
  full_address: string;
  postindex: string;
}

export async function getAddresses(opts: CallOpts = {}): Promise<Address[]> {
  return (await apiCall('address', { ...opts, schema: placesReplies.AddressListSchema })).addresses;
}

/** POST address (new) or address/{id} (edit); the reply's address replaces the row. */
export async function saveAddress(id: number | null, input: AddressInput, opts: CallOpts = {}): Promise<Address> {
  return (await apiCall('address', { ...opts, ...(id !== null && { id }), body: input, schema: placesReplies.AddressReplySchema })).address;
}

/** DELETE address/{id} for one; POST address { action: 'delete', ids } for several (all or nothing). */
export async function deleteAddresses(ids: readonly number[], opts: CallOpts = {}): Promise<number[]> {
  const reply =
    ids.length === 1
      ? await apiCall('address', { ...opts, id: ids[0]!, verb: 'DELETE', schema: placesReplies.RemovedReplySchema })
      : await apiCall('address', { ...opts, body: { action: 'delete', ids }, schema: placesReplies.RemovedReplySchema });
  return reply.removed;
}

/** The portal's addresses matching `query`, bounded to the customer's region (spec 9). */
export async function suggestAddresses(query: string, opts: CallOpts = {}): Promise<AddressSuggestion[]> {
  return (await apiCall('addressSuggest', { ...opts, query: { query }, schema: placesReplies.AddressSuggestSchema })).suggestions;
}

export interface ConsigneeInput {
  surname: string;
  name: string;
}

export async function getConsignees(opts: CallOpts = {}): Promise<Consignee[]> {
  return (await apiCall('consignee', { ...opts, schema: placesReplies.ConsigneeListSchema })).consignees;
}

export async function saveConsignee(id: number | null, input: ConsigneeInput, opts: CallOpts = {}): Promise<Consignee> {
  return (await apiCall('consignee', { ...opts, body: { ...(id !== null && { id }), ...input }, schema: placesReplies.ConsigneeReplySchema })).consignee;
}

/** DELETE consignee/?id={id} (spec 7) for one; POST consignee { action: 'delete', ids } for several. */
export async function deleteConsignees(ids: readonly number[], opts: CallOpts = {}): Promise<number[]> {
  const reply =
    ids.length === 1
      ? await apiCall('consignee', { ...opts, query: { id: ids[0]! }, verb: 'DELETE', schema: placesReplies.RemovedReplySchema })
      : await apiCall('consignee', { ...opts, body: { action: 'delete', ids }, schema: placesReplies.RemovedReplySchema });
  return reply.removed;
}

export interface ScanUploadOptions {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** POST consigneeUpload (multipart: file, consignee) with progress; the reply's consignee carries the scan. */
export async function uploadConsigneeScan(consignee: number, file: File, opts: ScanUploadOptions = {}): Promise<Consignee> {
  const fd = new FormData();
  fd.append('consignee', String(consignee));
  fd.append('file', file, file.name);
  return (await uploadWithProgress(apiUrl('consigneeUpload'), fd, { ...opts, timeout: 120_000, schema: placesReplies.ConsigneeReplySchema })).consignee;
}
