/**
 * What an uploaded order (uploadsFromFile, uploadsFromBuffer) would put in the
 * basket, changing nothing: each line resolved against the catalogue (match.ts)
 * with the price of the user's contract and the stock of their warehouse (or
 * those asked for).
 */
import { PRICE_UPLOAD_MAX_LINES } from '../../../../src/core/constants';
import { pluralKey } from '../../../../src/core/format';
import type { ParsedOrderLine } from '../../../../src/core/rules/order-lines';
import { contractFor, warehouseFor } from '../access';
import type { Pricing } from '../catalog/types';
import type { Queryable } from '../db';
import { spec } from '../messages';
import type { SessionUser } from '../session';
import { HttpError } from '../validate';
import { fill } from './fill';
import { catalogSnapshot, priceOf, stockKey, type PriceRow } from './items';
import { ITEM_STEP, resolveLines } from './match';

/** 413: an order of `n` lines is more than an upload may have. */
export function tooManyLines(n: number): HttpError {
  return new HttpError(413, fill(spec[pluralKey(n, ['priceUploadTooManyLinesOne', 'priceUploadTooManyLinesFew', 'priceUploadTooManyLinesMany'])], { n, limit: PRICE_UPLOAD_MAX_LINES }));
}

/** Resolves order lines for the user's contract and warehouse (or those asked for). */
export async function previewLines(db: Queryable, user: SessionUser, lines: ParsedOrderLine[], contractId?: number, wmsId?: number) {
  if (lines.length === 0) throw new HttpError(400, spec.priceUploadNoLines);
  if (lines.length > PRICE_UPLOAD_MAX_LINES) throw tooManyLines(lines.length);
  const contract = await contractFor(db, user, contractId);
  const wms = await warehouseFor(db, user, wmsId);
  const snap = await catalogSnapshot(db);
  const item = (row: PriceRow) => ({
    id: row.id,
    type: row.type,
    articul: row.articul,
    header: row.header,
    params: row.params,
    ...priceOf(row, contract as Pricing),
    stock: snap.stocks.get(stockKey(row))?.get(wms) ?? 0,
    step: ITEM_STEP,
  });
  return { contract: contract.id, wms, lines: resolveLines(lines, snap.index, item) };
}
